import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitValidation

@Suite("Validation rules")
struct ValidationRuleTests {
  @Test(
    "required refuses empty text and text of only whitespace",
    arguments: [
      ("", false), (" ", false), ("\t\n  ", false), ("\u{3000}", false), ("a", true),
      ("  a  ", true), ("0", true),
    ])
  func required(text: String, passes: Bool) {
    let failure = ValidationRule.required.validate(text)
    #expect((failure == nil) == passes, "\(text.debugDescription)")
    if let failure { #expect(failure.ruleID == "required") }
  }

  @Test(
    "length counts characters a person sees, not bytes or UTF-16 units",
    arguments: [
      (1, 3, "ab", nil), (1, 3, "", "length.tooShort"), (1, 3, "abcd", "length.tooLong"),
      (2, 2, "👍🏽👍🏽", nil), (1, 1, "e\u{301}", nil), (0, 2, "👨‍👩‍👧‍👦", nil),
      (3, 5, "日本", "length.tooShort"), (0, 0, "", nil),
    ] as [(Int, Int, String, String?)])
  func length(min: Int, max: Int, text: String, expectedKey: String?) throws {
    let rule = try ValidationRule.length(min: min, max: max)
    let failure = rule.validate(text)
    #expect(
      failure?.message
        == expectedKey.map { key in
          .localized(
            table: "Validation", key: key,
            arguments: key == "length.tooShort" ? ["min": "\(min)"] : ["max": "\(max)"])
        })
  }

  @Test("length without a maximum accepts a megabyte paste and names its bounds in messages")
  func lengthBoundsInMessages() throws {
    let atLeastTwo = try ValidationRule.length(min: 2)
    #expect(atLeastTwo.validate(String(repeating: "x", count: 1_000_000)) == nil)
    #expect(atLeastTwo.validate("x")?.message(in: .english) == "Too short (minimum length 2).")
    let atMostThree = try ValidationRule.length(max: 3)
    #expect(atMostThree.validate("abcd")?.message(in: .english) == "Too long (maximum length 3).")
  }

  @Test(
    "length bounds that make no sense are an error when the rule is built",
    arguments: [(-1, 3), (4, 3), (0, -1)] as [(Int, Int)])
  func invalidLength(min: Int, max: Int) {
    #expect(throws: ValidationRuleError.invalidBounds(lower: "\(min)", upper: "\(max)")) {
      try ValidationRule.length(min: min, max: max)
    }
  }

  @Test(
    "pattern must match the whole text",
    arguments: [
      ("[a-z]{2}", "ab", true), ("[a-z]{2}", "abc", false), ("[a-z]{2}", "xab", false),
      ("a|ab", "ab", true), ("\\d+", "", false), ("\\d*", "", true), ("^\\d+$", "12", true),
      ("[A-Z][a-z]+", "Ürs", false), ("\\p{Lu}\\p{Ll}+", "Ürs", true), ("a.c", "a\nc", false),
    ])
  func pattern(pattern: String, text: String, passes: Bool) throws {
    let rule = try ValidationRule.pattern(pattern)
    #expect((rule.validate(text) == nil) == passes)
  }

  @Test(
    "a pattern that does not compile is an error when the rule is built, not a crash",
    arguments: ["a)(b", "(", "[z-a]", "*a", "a{2,1}"])
  func invalidPattern(pattern: String) {
    #expect {
      try ValidationRule.pattern(pattern)
    } throws: { error in
      guard case .invalidPattern(let reported, _) = error as? ValidationRuleError else {
        return false
      }
      return reported == pattern
    }
  }

  @Test("a pattern rule can carry its own message")
  func patternMessage() throws {
    let rule = try ValidationRule.pattern("[0-9]{5}", message: "Enter a five-digit postcode.")
    #expect(rule.validate("123")?.message(in: .japanese) == "Enter a five-digit postcode.")
  }

  static let english = Locale(identifier: "en_US")
  static let russian = Locale(identifier: "ru_RU")

  @Test(
    "number parses with the locale's decimal separator and compares exactly",
    arguments: [
      (english, "1.5", nil), (english, " 2 ", nil), (english, "0", nil), (english, "1.", nil),
      (english, ".5", nil), (english, "+1", nil), (english, "-0", nil), (english, "１.５", nil),
      (english, "1,5", "number.invalid"), (english, "1,000", "number.invalid"),
      (english, "", "number.invalid"), (english, ".", "number.invalid"),
      (english, "1.2.3", "number.invalid"), (english, "1e2", "number.invalid"),
      (english, "--1", "number.invalid"), (english, "1 000", "number.invalid"),
      (english, "2.0000000000000000000000000000000000000000001", "number.tooLarge"),
      (english, "2.0000000000000000000000000000000000000000000", nil),
      (english, "-0.0000000000000000000000000000000000000000001", "number.tooSmall"),
      (english, "−1", "number.tooSmall"),
      (english, "100000000000000000000000000000000000000000", "number.tooLarge"),
      (russian, "1,5", nil), (russian, "1.5", "number.invalid"),
      (russian, "2,01", "number.tooLarge"),
    ] as [(Locale, String, String?)])
  func number(locale: Locale, text: String, expectedKey: String?) throws {
    let rule = try ValidationRule.number(min: 0, max: 2, locale: locale)
    let failure = rule.validate(text)
    #expect(failure?.ruleID == (expectedKey == nil ? nil : "number"))
    let expected: ValidationMessage? = expectedKey.map { key in
      switch key {
      case "number.tooSmall": .localized(table: "Validation", key: key, arguments: ["min": "0"])
      case "number.tooLarge": .localized(table: "Validation", key: key, arguments: ["max": "2"])
      default: .localized(table: "Validation", key: key)
      }
    }
    #expect(failure?.message == expected, "\(text)")
  }

  @Test(
    "numbers order by value whatever their sign, length and trailing zeros",
    arguments: [
      ("1", "2", true), ("2", "1", false), ("1.5", "1.52", true), ("1.52", "1.5", false),
      ("1.49", "1.5", true), ("9.99", "10", true), ("10", "9.99", false),
      ("-2", "-1", true), ("-1", "-2", false), ("-1.52", "-1.5", true), ("-10", "-9.99", true),
      ("-0.1", "0", true), ("0", "-0", false), ("-0", "0", false), ("1.50", "1.5", false),
      ("0.001", "0.01", true), ("-0.01", "-0.001", true),
    ])
  func decimalOrder(lhs: String, rhs: String, isLess: Bool) throws {
    let left = try #require(DecimalText(parsing: lhs, decimalSeparator: "."))
    let right = try #require(DecimalText(parsing: rhs, decimalSeparator: "."))
    #expect((left < right) == isLess, "\(lhs) < \(rhs)")
  }

  @Test("number bounds are shown with the locale's decimal separator")
  func numberBoundsFormatted() throws {
    let rule = try ValidationRule.number(
      min: Decimal(string: "0.5"), max: Decimal(string: "10.25"),
      locale: Self.russian)
    #expect(rule.validate("0,4")?.message(in: .russian) == "Введите число не меньше 0,5.")
    #expect(rule.validate("11")?.message(in: .russian) == "Введите число не больше 10,25.")
    let unbounded = try ValidationRule.number(locale: Self.english)
    #expect(unbounded.validate("-123456789012345678901234567890.5") == nil)
  }

  @Test("number bounds that make no sense are an error when the rule is built")
  func invalidNumberBounds() {
    #expect(throws: ValidationRuleError.boundIsNotANumber) {
      try ValidationRule.number(min: .nan, locale: Self.english)
    }
    #expect(throws: ValidationRuleError.invalidBounds(lower: "3", upper: "-1.5")) {
      try ValidationRule.number(min: 3, max: Decimal(string: "-1.5"), locale: Self.english)
    }
  }

  @Test("a custom rule refuses what its predicate refuses, with its own message and id")
  func custom() {
    let even = ValidationRule.custom(id: "even", message: "Enter an even number.") { text in
      Int(text).map { $0.isMultiple(of: 2) } ?? false
    }
    #expect(even.validate("4") == nil)
    let failure = even.validate("3")
    #expect(failure?.ruleID == "even")
    #expect(failure?.message(in: .russian) == "Enter an even number.")
  }

  @Test("a new kind of rule is one value built from an id and a check")
  func newRuleKind() {
    let noTabs = ValidationRule(id: "noTabs") { text in
      text.contains("\t") ? .verbatim("No tabs.") : nil
    }
    #expect([noTabs, .required].failures(for: "\t").map(\.ruleID) == ["noTabs", "required"])
  }

  @Test("allowingEmpty lets an optional field be blank but checks it once filled")
  func allowingEmpty() throws {
    let optionalNumber = try ValidationRule.number(locale: Self.english).allowingEmpty()
    #expect(optionalNumber.validate("") == nil)
    #expect(optionalNumber.validate("   ") == nil)
    #expect(optionalNumber.validate("x")?.ruleID == "number")
  }
}
