import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitShared
@testable import InputKitValidation

@Suite("Evaluates-as-expression rule")
struct ExpressionRuleTests {
  @Test(
    "an expression passes when it has a value and fails with the evaluator's reason otherwise",
    arguments: [
      ("12+3", nil), ("7", nil), ("50+10%", nil), ("(1+2)×3", nil), ("0.1+0.2", nil),
      ("", "missingOperand"), ("12+", "missingOperand"), ("1÷0", "divisionByZero"),
      ("(1+2", "unbalancedParenthesis"), ("12a", "unexpectedCharacter"),
      ("1,000", "groupingSeparator"),
    ] as [(String, String?)])
  func english(text: String, expectedKey: String?) {
    let failure = ValidationRule.evaluatesAsExpression().validate(text)
    #expect(failure?.message == expectedKey.map { .localized(table: "Expression", key: $0) })
    if let failure { #expect(failure.ruleID == "expression") }
  }

  @Test("the decimal separator follows the locale")
  func localeSeparator() {
    let russian = ValidationRule.evaluatesAsExpression(locale: Locale(identifier: "ru_RU"))
    #expect(russian.validate("1,5+1") == nil)
    #expect(russian.validate("1.5+1") != nil)
    #expect(ValidationRule.evaluatesAsExpression().validate("1.5+1") == nil)
  }

  @Test("the message is localised in every interface language")
  func localisedMessages() throws {
    let failure = try #require(ValidationRule.evaluatesAsExpression().validate("1÷0"))
    #expect(failure.message(in: .english) == "Division by zero")
    for language in InterfaceLanguage.allCases where language != .english {
      #expect(failure.message(in: language) != failure.message(in: .english), "\(language)")
      #expect(failure.message(in: language) != "divisionByZero", "\(language)")
    }
  }

  @Test("after required, an empty field reports only that it is empty")
  func requiredFirst() {
    let failures = [ValidationRule.required, .evaluatesAsExpression()].failures(for: " ")
    #expect(failures.first?.ruleID == "required")
    #expect(failures.map(\.ruleID) == ["required", "expression"])
  }

  @Test("a megabyte of input is refused as too long, not a crash or a hang")
  func hugeInput() {
    let text = String(repeating: "1+", count: 500_000) + "1"
    #expect(
      ValidationRule.evaluatesAsExpression().validate(text)?.message
        == .localized(table: "Expression", key: "tooLong"))
  }
}
