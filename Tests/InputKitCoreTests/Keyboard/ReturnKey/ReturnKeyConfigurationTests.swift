import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitShared

@Suite("Return key configuration")
struct ReturnKeyConfigurationTests {
  static let returnKey = KeyboardLayout.calculator.keys.first { $0.action == .return }!
  static let equalsKey = KeyboardLayout.calculatorWithParentheses.keys.first {
    $0.action == .evaluate
  }!

  @Test(
    "the return key shows the localised word for the field's return-key kind",
    arguments: [
      (ReturnKeyKind.done, InterfaceLanguage.english, "Done"),
      (.done, .russian, "Готово"),
      (.done, .japanese, "完了"),
      (.next, .english, "Next"),
      (.next, .russian, "Далее"),
      (.next, .japanese, "次へ"),
      (.send, .english, "Send"),
      (.send, .russian, "Отправить"),
      (.send, .japanese, "送信"),
      (.search, .english, "Search"),
      (.emergencyCall, .english, "Emergency Call"),
      (.continue, .japanese, "続ける"),
    ])
  func titles(kind: ReturnKeyKind, language: InterfaceLanguage, title: String) {
    let configuration = ReturnKeyConfiguration(kind: kind)
    #expect(configuration.title(for: Self.returnKey, in: language) == title)
    #expect(configuration.accessibilityLabel(for: Self.returnKey, in: language) == title)
  }

  @Test(
    "every kind but the default has its own word in every language",
    arguments: InterfaceLanguage.allCases)
  func everyKindNamed(language: InterfaceLanguage) {
    let strings = LocalizedStrings(table: "ReturnKey", language: language)
    for kind in ReturnKeyKind.allCases where kind != .default {
      #expect(strings.keys.contains(kind.rawValue), "\(kind) in \(language)")
    }
  }

  @Test("the default kind keeps the layout's title and the localised return label")
  func defaultKind() {
    let configuration = ReturnKeyConfiguration()
    #expect(configuration.title(for: Self.returnKey, in: .russian) == "↵")
    #expect(
      configuration.accessibilityLabel(for: Self.returnKey, in: .english)
        == Self.returnKey.localizedAccessibilityLabel(in: .english))
  }

  @Test("a key that is not a return key keeps its title, whatever the field asks for")
  func otherKeysUnchanged() {
    let configuration = ReturnKeyConfiguration(kind: .done, enablesAutomatically: true)
    #expect(configuration.title(for: Self.equalsKey, in: .english) == Self.equalsKey.title)
    #expect(configuration.isEnabled(Self.equalsKey, forText: ""))
  }

  @Test(
    "a return key that enables automatically is disabled exactly while the field is empty",
    arguments: [
      (true, "", false),
      (true, "1", true),
      (true, " ", true),
      (false, "", true),
      (false, "12+3", true),
    ])
  func enabling(automatically: Bool, text: String, enabled: Bool) {
    let configuration = ReturnKeyConfiguration(kind: .done, enablesAutomatically: automatically)
    #expect(configuration.isEnabled(Self.returnKey, forText: text) == enabled)
  }
}

@Suite("Displayed key titles")
struct DisplayedKeyTitleTests {
  @Test(
    "the decimal key shows the locale's separator; other keys their own titles",
    arguments: [("de_DE", ",", "7"), ("ru_RU", ",", "7"), ("en_US", ".", "7"), ("ja_JP", ".", "7")])
  func decimalKey(locale identifier: String, separator: String, seven: String) throws {
    let locale = Locale(identifier: identifier)
    let keys = KeyboardLayout.calculator.keys
    let decimal = try #require(keys.first { $0.action == .insert(".") })
    let digit = try #require(keys.first { $0.action == .insert("7") })
    let configuration = ReturnKeyConfiguration()
    #expect(configuration.title(for: decimal, in: .english, locale: locale) == separator)
    #expect(configuration.title(for: digit, in: .english, locale: locale) == seven)
  }

  @Test("the return key still shows the field's word whatever the locale")
  func returnKey() throws {
    let key = try #require(KeyboardLayout.calculator.keys.first { $0.action == .return })
    let configuration = ReturnKeyConfiguration(kind: .done)
    #expect(
      configuration.title(for: key, in: .english, locale: Locale(identifier: "de_DE"))
        == configuration.title(for: key, in: .english))
  }
}
