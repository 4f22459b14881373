import Foundation
import Testing

@testable import InputKitCore

@Suite("Localised strings")
struct LocalizedStringsTests {
  @Test(
    "each language has its own string for every English key", arguments: ["Common", "Expression"])
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
}
