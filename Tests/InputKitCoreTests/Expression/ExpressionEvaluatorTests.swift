import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitExpression
@testable import InputKitKeyboardCore
@testable import InputKitShared

@Suite("Expression evaluation")
struct ExpressionEvaluatorTests {
  let evaluator = ExpressionEvaluator()
  let formatter = ResultFormatter()

  func value(_ text: String, _ evaluator: ExpressionEvaluator = ExpressionEvaluator()) -> String {
    switch evaluator.evaluate(text) {
    case .success(let value): return ResultFormatter(locale: evaluator.locale).string(from: value)
    case .failure(let error): return "error: \(error.kind) at \(error.column(in: text))"
    }
  }

  @Test(
    "arithmetic is exact and follows the calculator's precedence",
    arguments: [
      ("0.1+0.2", "0.3"),
      ("1÷3×3", "1"),
      ("2+3×4", "14"),
      ("2×3+4", "10"),
      ("10−4−3", "3"),
      ("100÷10÷5", "2"),
      ("(2+3)×4", "20"),
      ("−2×3", "-6"),
      ("−(2+3)", "-5"),
      ("+5", "5"),
      ("−−5", "5"),
      ("2×−3", "-6"),
      ("2−−3", "5"),
      ("5.", "5"),
      (".5", "0.5"),
      ("5.+.5", "5.5"),
      (" 1 +\t2 ", "3"),
      ("1\u{2009}+\u{3000}2\u{00A0}×\u{202F}3", "7"),
      ("\u{FEFF}(1\u{2002}+\u{200A}1)\u{205F}×\u{1680}2", "4"),
      ("1\u{0B}+\u{0C}1", "2"),
      ("3*4", "12"),
      ("3x4", "12"),
      ("8/2", "4"),
      ("8-2", "6"),
      ("1÷3", "0.3333333333333333"),
      ("2÷3", "0.6666666666666667"),
      ("−2÷3", "-0.6666666666666667"),
      ("0.000001×0.000001", "0.000000000001"),
      ("1−1", "0"),
      ("−0", "0"),
      ("−0.0×5", "0"),
      ("007", "7"),
      ("99999999999999999999+1", "1e+20"),
      ("12345678901234567890123456789012345678", "1.234567890123457e+37"),
      ("0.1234567890123456789", "0.1234567890123457"),
      ("9223372036854775807+1", "9.223372036854776e+18"),
      ("1÷9223372036854775807÷3", "0.00000000000000000003614007241618348"),
      ("1000000000000×1000000000000", "1e+24"),
      ("(((1)))", "1"),
    ])
  func arithmetic(text: String, expected: String) {
    #expect(value(text) == expected, "\(text)")
  }

  @Test(
    "results past 64 bits stay exact as Decimal values",
    arguments: [
      ("9223372036854775807+1", "9223372036854775808"),
      ("−9223372036854775807−2", "-9223372036854775809"),
      ("3037000500×3037000500", "9223372037000250000"),
      ("99999999999999999999×99999999999999999", "9999999999999999899900000000000000001"),
      ("0.1234567890123456789×10", "1.234567890123456789"),
      ("1÷1024÷1024÷1024÷1024", "0.0000000000009094947017729282379150390625"),
      ("4611686018427387904÷3×3", "4611686018427387904"),
      ("1÷3", "0." + String(repeating: "3", count: 38)),
      ("2÷3", "0." + String(repeating: "6", count: 37) + "7"),
      ("(−9223372036854775807−1)×−1", "9223372036854775808"),
      ("−9223372036854775808÷2", "-4611686018427387904"),
      ("99999999999999999999−99999999999999999998", "1"),
      ("0.5×99999999999999999999", "49999999999999999999.5"),
      ("10000000000÷0.0000000001", "100000000000000000000"),
    ])
  func exactDecimals(text: String, expected: String) throws {
    #expect(try evaluator.evaluate(text).get() == Decimal(string: expected), "\(text)")
  }

  @Test(
    "percent follows the iOS Calculator",
    arguments: [
      ("10%", "0.1"),
      ("50+10%", "55"),
      ("50−10%", "45"),
      ("50×10%", "5"),
      ("50÷10%", "500"),
      ("200+10%+10%", "242"),
      ("50+10%×2", "50.2"),
      ("50+(10%)", "50.1"),
      ("−10%", "-0.1"),
      ("50+−10%", "45"),
      ("10%%", "0.001"),
      ("10%+5", "5.1"),
      ("2×50+10%", "110"),
      ("(50+10%)×2", "110"),
    ])
  func percent(text: String, expected: String) {
    #expect(value(text) == expected, "\(text)")
  }

  @Test(
    "the locale decides the decimal separator and grouping separators are refused",
    arguments: [
      ("de_DE", "0,1+0,2", "0,3"),
      ("de_DE", "1,5×2", "3"),
      ("de_DE", "1.000", "error: groupingSeparator at 2"),
      ("ru_RU", "0,1+0,2", "0,3"),
      ("ru_RU", "2,5÷2", "1,25"),
      ("ru_RU", "1.5", "error: groupingSeparator at 2"),
      ("en_US", "0.1+0.2", "0.3"),
      ("en_US", "1,000", "error: groupingSeparator at 2"),
      ("en_US_POSIX", "1,5", "error: groupingSeparator at 2"),
      ("en_US", "1,", "error: unexpectedCharacter at 2"),
    ])
  func locales(identifier: String, text: String, expected: String) {
    let evaluator = ExpressionEvaluator(locale: Locale(identifier: identifier))
    #expect(value(text, evaluator) == expected, "\(identifier) \(text)")
  }

  @Test(
    "every error has a kind and the column where it starts",
    arguments: [
      ("2+a", ExpressionError.Kind.unexpectedCharacter, 3, "a"),
      ("1.2.3", .unexpectedCharacter, 4, "."),
      (".", .unexpectedCharacter, 1, "."),
      ("2×÷3", .missingOperand, 3, "÷"),
      ("×3", .missingOperand, 1, "×"),
      ("12+", .missingOperand, 4, ""),
      ("", .missingOperand, 1, ""),
      ("()", .missingOperand, 2, ")"),
      ("2 3", .missingOperator, 3, "3"),
      ("2(3)", .missingOperator, 2, "("),
      ("(1)(2)", .missingOperator, 4, "("),
      ("(2+3", .unbalancedParenthesis, 1, "("),
      ("1+(2×(3", .unbalancedParenthesis, 6, "("),
      ("2+3)", .unbalancedParenthesis, 4, ")"),
      ("1÷0", .divisionByZero, 2, "÷0"),
      (
        "1÷(99999999999999999999−99999999999999999999)", .divisionByZero, 2,
        "÷(99999999999999999999−99999999999999999999)"
      ),
      ("5÷0%", .divisionByZero, 2, "÷0%"),
      ("5+1÷(2−2)", .divisionByZero, 4, "÷(2−2)"),
      ("1,000", .groupingSeparator, 2, ","),
      (
        "1+" + String(repeating: "1234567890", count: 40), .tooManyDigits, 3,
        String(repeating: "1234567890", count: 40)
      ),
      (
        "0." + String(repeating: "0", count: 400) + "1", .tooManyDigits, 1,
        "0." + String(repeating: "0", count: 400) + "1"
      ),
      ("é+1", .unexpectedCharacter, 1, "é"),
      ("1+e\u{301}", .unexpectedCharacter, 3, "e\u{301}"),
      ("1\u{301}+1", .unexpectedCharacter, 1, "1\u{301}"),
    ])
  func errors(text: String, kind: ExpressionError.Kind, column: Int, excerpt: String) throws {
    let error = try #require(throws: ExpressionError.self) { try evaluator.evaluate(text).get() }
    #expect(error.kind == kind, "\(text)")
    #expect(error.column(in: text) == column, "\(text)")
    #expect(String(text[error.range]) == excerpt, "\(text)")
  }

  @Test("results beyond Decimal's range are an overflow error, not a trap")
  func overflow() throws {
    let huge = String(repeating: "99999999999999999999×", count: 20) + "9"
    let error = try #require(throws: ExpressionError.self) { try evaluator.evaluate(huge).get() }
    #expect(error.kind == .overflow)
    let tiny = "1" + String(repeating: "÷10000000000", count: 20)
    #expect(throws: ExpressionError.self) { try evaluator.evaluate(tiny).get() }
    let literal = "1" + String(repeating: "0", count: 200)
    #expect(throws: ExpressionError.self) { try evaluator.evaluate(literal).get() }
    #expect(
      value("1" + String(repeating: "0", count: 100) + "÷1" + String(repeating: "0", count: 99))
        == "10")
  }

  @Test(
    "values up to Decimal's largest, with trailing zeros past its exponent range, are exact",
    arguments: [
      ("1" + String(repeating: "0", count: 160), "1e+160"),
      ("1" + String(repeating: "0", count: 128), "1e+128"),
      ("-1" + String(repeating: "0", count: 140), "-1e+140"),
      (
        String(repeating: "1" + String(repeating: "0", count: 38) + "×", count: 3) + "3",
        "3e+114"
      ),
      (
        String(repeating: "1" + String(repeating: "0", count: 38) + "×", count: 4) + "3",
        "3e+152"
      ),
    ])
  func largeValues(text: String, expected: String) throws {
    let result = try evaluator.evaluate(text).get()
    #expect(!result.isNaN)
    #expect(ResultFormatter().string(from: result) == expected)
  }

  @Test("ten thousand nested parentheses are too deep, not a stack overflow")
  func deepNesting() throws {
    let text = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    let error = try #require(throws: ExpressionError.self) { try evaluator.evaluate(text).get() }
    #expect(error.kind == .tooDeep)
    #expect(error.column(in: text) == ExpressionLimits.default.maximumDepth + 1)
    let allowed = String(repeating: "(", count: 256) + "1" + String(repeating: ")", count: 256)
    #expect(value(allowed) == "1")
  }

  @Test("a megabyte of input is too long, and the limits can be changed")
  func tooLong() throws {
    let text = String(repeating: "1+", count: 500_000) + "1"
    let error = try #require(throws: ExpressionError.self) { try evaluator.evaluate(text).get() }
    #expect(error.kind == .tooLong)
    #expect(error.column(in: text) == ExpressionLimits.default.maximumLength + 1)
    let roomy = ExpressionEvaluator(
      limits: ExpressionLimits(maximumLength: 2_000_000, maximumDepth: 10))
    #expect(value(text, roomy) == "500001")
    #expect(
      value("((1))", ExpressionEvaluator(limits: .init(maximumLength: 5, maximumDepth: 1)))
        == "error: tooDeep at 2")
  }

  @Test(
    "the preview is the value of the longest complete prefix",
    arguments: [
      ("12+3×", "15"),
      ("12+3", "15"),
      ("(2+3", "5"),
      ("2×(3+4", "14"),
      ("2×(", "2"),
      ("12+(", "12"),
      ("12−−", "12"),
      ("50+10%", "55"),
      ("50+10%×", "55"),
      ("12+3.", "15"),
      ("", "none"),
      ("−", "none"),
      ("(", "none"),
      ("1÷0+", "none"),
      ("2+a", "none"),
      ("2+3)", "none"),
    ])
  func preview(text: String, expected: String) {
    let preview = evaluator.preview(of: text).map(formatter.string(from:)) ?? "none"
    #expect(preview == expected, "\(text)")
  }

  @Test("an unexpected character is named in its message in every language")
  func namedCharacter() throws {
    let text = "2^3"
    let error = try #require(throws: ExpressionError.self) { try evaluator.evaluate(text).get() }
    #expect(error.message(in: .english, text: text) == "Unexpected character '^'")
    for language in InterfaceLanguage.allCases {
      let message = error.message(in: language, text: text)
      #expect(message.contains("^"), "\(language): \(message)")
      #expect(message != error.message(in: language), "\(language)")
    }
    let other = try #require(throws: ExpressionError.self) { try evaluator.evaluate("1÷0").get() }
    #expect(other.message(in: .english, text: "1÷0") == "Division by zero")
  }

  @Test("error messages exist in every language")
  func messages() {
    let error = ExpressionError(kind: .divisionByZero, range: "".startIndex..<"".endIndex)
    #expect(error.message(in: .english) == "Division by zero")
    for language in InterfaceLanguage.allCases {
      for kind in ExpressionError.Kind.allCases {
        let message = ExpressionError(kind: kind, range: error.range).message(in: language)
        #expect(message != kind.rawValue, "\(language) \(kind)")
      }
    }
  }
}
