import Foundation
import Testing

@testable import InputKitCore

@Suite("Localised strings")
struct LocalizedStringsTests {
  /// Every table shipped in English, read from the source tree so that a new table is
  /// checked without anyone remembering to list it.
  static let tables: [String] = {
    let english = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/InputKitCore/Resources/Localization/en")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: english.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test("the string tables are found")
  func tablesFound() {
    #expect(Self.tables.contains("Common"))
    #expect(Self.tables.count >= 5)
  }

  @Test("each language has its own string for every English key", arguments: tables)
  func everyKeyTranslated(table: String) {
    let english = LocalizedStrings(table: table, language: .english)
    #expect(!english.keys.isEmpty)
    for language in InterfaceLanguage.allCases {
      let strings = LocalizedStrings(table: table, language: language)
      #expect(strings.keys == english.keys, "\(language) \(table)")
    }
  }

  @Test("a locale picks its language and unknown locales fall back to English")
  func localeSelection() {
    #expect(InterfaceLanguage(locale: Locale(identifier: "ru_RU")) == .russian)
    #expect(InterfaceLanguage(locale: Locale(identifier: "ja_JP")) == .japanese)
    #expect(InterfaceLanguage(locale: Locale(identifier: "de_DE")) == .english)
    #expect(LocalizedStrings(table: "Common", language: .russian).string("cancel") == "Отмена")
  }

  @Test("placeholders are filled and a missing key shows itself")
  func placeholdersAndMissingKeys() {
    let strings = LocalizedStrings(table: "Common", language: .japanese)
    #expect(strings.string("no.such.key") == "no.such.key")
    #expect(strings.string("okay", ["unused": "x"]) == "OK")
  }

  @Test("a value containing a placeholder is inserted as it is, whatever the order")
  func valuesAreNotSubstitutedAgain() {
    let strings = LocalizedStrings(table: "Editing", language: .english)
    #expect(strings.string("tooLong", ["limit": "{limit}"]) == "No more than {limit} characters.")
    let message = strings.string(
      "characterNotAllowed", ["character": "{limit}", "limit": "7"])
    #expect(message == "“{limit}” can’t be typed here.")
  }
}
