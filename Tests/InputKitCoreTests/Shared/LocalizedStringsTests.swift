import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitPromptCore
@testable import InputKitShared

@Suite("Localised strings")
struct LocalizedStringsTests {
  /// The folders that hold `<language>.lproj/<Table>.strings`, read from the source tree so
  /// that a new table or module is checked without anyone remembering to list it.
  static let resourceFolders: [URL] = {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return modules.sorted().map { sources.appendingPathComponent($0 + "/Resources") }
      .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("en.lproj").path) }
  }()

  /// Every English table as `folder/Table`, for test arguments.
  static let tables: [String] = resourceFolders.flatMap { folder in
    let english = folder.appendingPathComponent("en.lproj")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: english.path)) ?? []
    return files.filter { $0.hasSuffix(".strings") }.sorted().map {
      folder.path + "/" + String($0.dropLast(".strings".count))
    }
  }

  static func read(_ table: String, _ language: InterfaceLanguage) -> [String: String]? {
    let url = URL(fileURLWithPath: table).deletingLastPathComponent()
      .appendingPathComponent("\(language.rawValue).lproj")
      .appendingPathComponent(URL(fileURLWithPath: table).lastPathComponent + ".strings")
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
  }

  static func placeholders(_ text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      names.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  @Test("the string tables of InputKit, the tally and the terminal are found")
  func tablesFound() {
    let names = Set(Self.tables.map { URL(fileURLWithPath: $0).lastPathComponent })
    #expect(names.isSuperset(of: ["Common", "Keyboard", "Validation", "Items", "Terminal"]))
  }

  @Test(
    "every language has every key, counted ones in each plural form, with English placeholders",
    arguments: tables)
  func everyKeyTranslated(table: String) throws {
    let english = try #require(Self.read(table, .english))
    #expect(!english.isEmpty)
    let suffixes = PluralCategory.allCases.map { "." + $0.rawValue }
    var counted: [String: String] = [:]
    var plain: [String: String] = [:]
    for (key, value) in english {
      if let suffix = suffixes.first(where: key.hasSuffix) {
        let base = String(key.dropLast(suffix.count))
        if suffix == ".other" || counted[base] == nil { counted[base] = value }
      } else {
        plain[key] = value
      }
    }
    for language in InterfaceLanguage.allCases {
      let name = "\(language.rawValue) \(URL(fileURLWithPath: table).lastPathComponent)"
      guard let strings = Self.read(table, language) else {
        Issue.record("\(name): no table")
        continue
      }
      var expected = plain
      for (base, value) in counted {
        for category in PluralCategory.categories(of: language) {
          expected[base + "." + category.rawValue] = value
        }
      }
      #expect(Set(strings.keys) == Set(expected.keys), "\(name)")
      for (key, value) in strings {
        guard let englishValue = expected[key] else { continue }
        #expect(
          Self.placeholders(value) == Self.placeholders(englishValue), "\(name) \(key): \(value)")
        #expect(!value.isEmpty, "\(name) \(key)")
      }
    }
  }

  @Test("every language's tables are in the built bundle and read through it")
  func bundledLanguages() {
    let english = LocalizedStrings(table: "Keyboard", language: .english)
    for language in InterfaceLanguage.allCases {
      let strings = LocalizedStrings(table: "Keyboard", language: language)
      #expect(strings.keys == english.keys, "\(language)")
    }
    #expect(LocalizedStrings(table: "Common", language: .russian).string("cancel") == "Отмена")
    #expect(
      LocalizedStrings(table: "Keyboard", language: .german).string("dividedBy") == "geteilt durch")
    #expect(
      LocalizedStrings(table: "Keyboard", language: .simplifiedChinese).string("minus") == "减去")
  }

  @Test(
    "a locale or language identifier picks its language; unknown ones fall back to English",
    arguments: [
      ("ru_RU", InterfaceLanguage.russian), ("ja_JP", .japanese), ("de_AT", .german),
      ("fr_CA", .french), ("es_MX", .spanish), ("it_CH", .italian), ("pt_BR", .brazilianPortuguese),
      ("pt_PT", .brazilianPortuguese), ("zh_CN", .simplifiedChinese),
      ("zh-Hans-SG", .simplifiedChinese), ("ko_KR", .korean), ("zh_TW", .english),
      ("zh-Hant", .english), ("sv_SE", .english), ("en_GB", .english),
    ])
  func localeSelection(identifier: String, expected: InterfaceLanguage) {
    #expect(InterfaceLanguage(locale: Locale(identifier: identifier)) == expected)
  }

  @Test(
    "the app's language comes first, then the person's languages, then English",
    arguments: [
      (["ru"], ["en-US"], InterfaceLanguage.russian),
      (["Base", "ja"], ["ru"], .japanese),
      (["sv"], ["sv-SE", "ja-JP"], .japanese),
      ([], ["ru_RU"], .russian),
      (["sv"], ["fi"], .english),
      ([], [], .english),
      (["en"], ["de-DE"], .english),
      (["Base"], ["zh-Hant-TW", "ko-KR"], .korean),
    ])
  func preferredLanguage(app: [String], person: [String], expected: InterfaceLanguage) {
    #expect(
      InterfaceLanguage.preferred(
        appLocalizations: app, developmentLocalization: nil, preferredLanguages: person)
        == expected)
  }

  @Test(
    "an app's Base localization is its development language, before the person's languages",
    arguments: [
      (["Base"], "en", ["ru-RU"], InterfaceLanguage.english),
      (["Base"], "de", ["en-US"], .german),
      (["Base", "ja"], "en", ["ru"], .english),
      (["ja", "Base"], "en", ["ru"], .japanese),
      (["Base"], "sv", ["ru-RU"], .russian),
    ])
  func baseLocalization(
    app: [String], development: String, person: [String], expected: InterfaceLanguage
  ) {
    #expect(
      InterfaceLanguage.preferred(
        appLocalizations: app, developmentLocalization: development, preferredLanguages: person)
        == expected)
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
    #expect(
      strings.string("tooLong", count: 2, ["limit": "{limit}"])
        == "No more than {limit} characters.")
    let message = strings.string(
      "characterNotAllowed", ["character": "{limit}", "limit": "7"])
    #expect(message == "“{limit}” can’t be typed here.")
  }

  @Test(
    "a count picks the grammatical form of its language",
    arguments: [
      (InterfaceLanguage.english, 1, "No more than 1 character."),
      (.english, 0, "No more than 0 characters."),
      (.english, 2, "No more than 2 characters."),
      (.russian, 1, "Не больше 1 символа."),
      (.russian, 21, "Не больше 21 символа."),
      (.russian, 3, "Не больше 3 символов."),
      (.russian, 11, "Не больше 11 символов."),
      (.japanese, 1, "1文字以内で入力してください。"),
      (.french, 1, "Pas plus de 1 caractère."),
      (.french, 0, "Pas plus de 0 caractère."),
      (.french, 5, "Pas plus de 5 caractères."),
      (.french, 1_000_000, "Pas plus de 1000000 de caractères."),
      (.spanish, 2, "No más de 2 caracteres."),
    ])
  func pluralForms(language: InterfaceLanguage, count: Int, expected: String) {
    let strings = LocalizedStrings(table: "Editing", language: language)
    #expect(strings.string("tooLong", count: count, ["limit": String(count)]) == expected)
  }

  @Test(
    "CLDR plural categories of whole numbers",
    arguments: [
      (InterfaceLanguage.english, [0, 1, 2, 11, 21], "other one other other other"),
      (
        .russian, [0, 1, 2, 5, 11, 12, 21, 22, 25, 101, 111],
        "many one few many many many one few many one many"
      ),
      (.japanese, [0, 1, 2], "other other other"),
      (.german, [0, 1, 2], "other one other"),
      (.french, [0, 1, 2, 1_000_000, 2_000_001], "one one other many other"),
      (.brazilianPortuguese, [0, 1, 2, 3_000_000], "one one other many"),
      (.spanish, [0, 1, 2, 1_000_000], "other one other many"),
      (.italian, [0, 1, 11, 5_000_000], "other one other many"),
      (.simplifiedChinese, [0, 1, 2], "other other other"),
      (.korean, [1, 2], "other other"),
    ])
  func pluralCategories(language: InterfaceLanguage, counts: [Int], expected: String) {
    let categories = counts.map { PluralCategory(count: $0, language: language).rawValue }
    #expect(categories.joined(separator: " ") == expected)
    for count in counts {
      #expect(
        PluralCategory.categories(of: language).contains(
          PluralCategory(count: count, language: language)))
    }
  }

  @Test("an app's table wins over InputKit's, key by key, and the rest falls through")
  func overrides() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-overrides-\(UUID().uuidString)")
    let folder = directory.appendingPathComponent("ru.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#""okay" = "Принять";"#.utf8).write(
      to: folder.appendingPathComponent("AppCommon.strings"))
    let bundle = try #require(Bundle(path: directory.path))
    let strings = LocalizedStrings(
      table: "Common", language: .russian, bundle: InputKitCoreBundle.bundle,
      overrides: .init(bundle: bundle, table: "AppCommon"))
    #expect(strings.string("okay") == "Принять")
    #expect(strings.string("cancel") == "Отмена")
    let own = LocalizedStrings(
      table: "Common", language: .russian, overrides: .init(bundle: bundle, table: "AppCommon"))
    #expect(own.string("okay") == "Принять")
    #expect(own.string("loading") == "Загрузка…")
  }
}

extension LocalizedStringsTests {
  @Test(
    "an app's folder for the language is found whatever it is named",
    arguments: [
      ("pt-PT", InterfaceLanguage.brazilianPortuguese, "Aceitar"),
      ("pt", .brazilianPortuguese, "Aceitar"),
      ("zh_CN", .simplifiedChinese, "接受"),
      ("de-AT", .german, "Annehmen"),
    ])
  func overridesInDifferentlyNamedFolders(
    folderName: String, language: InterfaceLanguage, okay: String
  ) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-overrides-\(UUID().uuidString)")
    let folder = directory.appendingPathComponent("\(folderName).lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("\"okay\" = \"\(okay)\";".utf8).write(
      to: folder.appendingPathComponent("AppCommon.strings"))
    let bundle = try #require(Bundle(path: directory.path))
    let strings = LocalizedStrings(
      table: "Common", language: language, overrides: .init(bundle: bundle, table: "AppCommon"))
    #expect(strings.string("okay") == okay)
    let other = LocalizedStrings(
      table: "Common", language: .russian, overrides: .init(bundle: bundle, table: "AppCommon"))
    #expect(other.string("okay") != okay)
  }
}

/// InputKit's own resource bundle, as the library reads it.
enum InputKitCoreBundle {
  static var bundle: Bundle { Bundle.module }
}
