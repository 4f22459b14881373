import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitExpression
@testable import InputKitKeyboardCore

/// The scaled-decimal form of exact values: an integer times a power of ten, kept through
/// `+ − ×` and `%`; a `÷` that does not divide evenly makes a fraction, and a value too wide
/// for either takes the big form. Each case is checked for its form and for its exact value,
/// which is computed here with the general big-fraction steps.
@Suite("Scaled decimals")
struct ScaledDecimalTests {
  let evaluator = ExpressionEvaluator()

  /// The form a result is held in.
  enum Form: Equatable, CustomStringConvertible {
    case decimal(Int64, Int)
    case fraction(Int64, Int64)
    /// A decimal or a fraction, whichever: for a value whose form does not matter here.
    case small
    case big

    var description: String {
      switch self {
      case .decimal(let significand, let exponent): "decimal(\(significand), \(exponent))"
      case .fraction(let numerator, let denominator): "fraction(\(numerator), \(denominator))"
      case .small: "small"
      case .big: "big"
      }
    }
  }

  func form(of value: ExactValue) -> Form {
    switch value {
    case .decimal(let significand, let exponent): .decimal(significand, exponent)
    case .fraction(let numerator, let denominator): .fraction(numerator, denominator)
    case .big: .big
    }
  }

  /// An exact value written as `[-]digits[.digits][/digits]`, built with the big-fraction
  /// steps alone.
  static func exact(_ text: String) throws -> ExpressionValue {
    var rest = Substring(text)
    let isNegative = rest.first == "-"
    if isNegative { rest = rest.dropFirst() }
    let parts = rest.split(separator: "/")
    func magnitude(_ digits: Substring) -> (BigMagnitude, decimals: Int) {
      var value = BigMagnitude.zero
      var decimals = 0
      var afterPoint = false
      for character in digits {
        if character == "." {
          afterPoint = true
          continue
        }
        value = value.multiplied(by: 10, adding: UInt64(character.wholeNumberValue!))
        if afterPoint { decimals += 1 }
      }
      return (value, decimals)
    }
    let (top, decimals) = magnitude(parts[0])
    var bottom = BigMagnitude.powerOfTen(decimals)
    if parts.count == 2 { bottom = bottom.multiplied(by: magnitude(parts[1]).0) }
    let value = try BigRational.reduced(
      isNegative: isNegative, numerator: top, denominator: bottom)
    return ExpressionValue(.normalized(value))
  }

  static let tenTo18 = "1" + String(repeating: "0", count: 18)

  @Test(
    "calculator arithmetic stays a scaled decimal, and only an uneven ÷ makes a fraction",
    arguments: [
      // + − × and % keep the decimal form: no fraction, no reduction.
      ("1.5+2.25", Form.decimal(375, -2), "3.75"),
      ("0.1+0.2", .decimal(3, -1), "0.3"),
      ("0.1×0.2", .decimal(2, -2), "0.02"),
      ("1.10−0.1", .decimal(100, -2), "1"),
      ("12.5%", .decimal(125, -3), "0.125"),
      ("50+10%", .decimal(5500, -2), "55"),
      ("50−10%", .decimal(4500, -2), "45"),
      ("50÷10%", .decimal(500, 0), "500"),
      ("200+10%+10%", .small, "242"),
      // ÷ that divides evenly once the dividend has the divisor's scale stays decimal.
      ("6÷3", .decimal(2, 0), "2"),
      ("1.5÷0.5", .decimal(3, 0), "3"),
      ("5÷0.5", .decimal(10, 0), "10"),
      ("0.25÷5", .decimal(5, -2), "0.05"),
      ("−0.5÷−0.25", .decimal(2, 0), "2"),
      ("1÷0.000000000000000001", .decimal(1_000_000_000_000_000_000, 0), Self.tenTo18),
      // ÷ that does not divide evenly is a fraction; its denominator keeps the sign positive.
      ("1÷4", .fraction(1, 4), "1/4"),
      ("1÷0.3", .fraction(10, 3), "10/3"),
      ("0.1÷3", .fraction(1, 30), "1/30"),
      ("1÷−3", .fraction(-1, 3), "-1/3"),
      ("−1÷3", .fraction(-1, 3), "-1/3"),
      ("1÷3×3", .small, "1"),
      ("1÷3+0.5", .small, "5/6"),
      // Fractions with one denominator add their numerators and are not reduced on the way.
      ("1÷3+1÷3", .fraction(2, 3), "2/3"),
      ("1÷7+1÷7+5÷7", .fraction(7, 7), "1"),
      // Signs, and zero never negative.
      ("−1.5×2", .decimal(-30, -1), "-3"),
      ("2−−3", .decimal(5, 0), "5"),
      // The widest scales a word holds, and one step past them.
      ("0.000000000000000001", .decimal(1, -18), "0.000000000000000001"),
      ("0.000000001×0.00000001", .decimal(1, -17), "0.00000000000000001"),
      ("0.000000001×0.000000001×0.1", .big, "0.0000000000000000001"),
      ("0.0000000000000000001", .big, "0.0000000000000000001"),
      ("0.000000000000000001%", .big, "0.00000000000000000001"),
      (
        "(1÷0.000000000000000001)×(1÷0.000000000000000001)", .big,
        "1" + String(repeating: "0", count: 36)
      ),
      ("999999999999999999", .decimal(999_999_999_999_999_999, 0), "999999999999999999"),
      ("9223372036854775807+1", .big, "9223372036854775808"),
      ("4611686018427387904×2", .big, "9223372036854775808"),
      ("3037000500×3037000500", .big, "9223372037000250000"),
      ("−9223372036854775807−1", .decimal(.min, 0), "-9223372036854775808"),
      ("−(−9223372036854775807−1)", .big, "9223372036854775808"),
      ("(−9223372036854775807−1)÷−1", .big, "9223372036854775808"),
      ("(−9223372036854775807−1)×−1", .big, "9223372036854775808"),
      (
        "(−9223372036854775807−1)÷2", .decimal(-4_611_686_018_427_387_904, 0),
        "-4611686018427387904"
      ),
      ("0.5×99999999999999999999", .big, "49999999999999999999.5"),
    ])
  func forms(text: String, expected: Form, value: String) throws {
    let result = try evaluator.exactValue(of: text, completingPrefix: false).get()
    if expected == .small {
      #expect(form(of: result) != .big, "\(text)")
    } else {
      #expect(form(of: result) == expected, "\(text)")
    }
    #expect(ExpressionValue(result) == (try Self.exact(value)), "\(text)")
  }

  @Test(
    "zero is never negative, however it is reached",
    arguments: ["−0", "−0.0×5", "0×−1", "−0%", "2.5−2.5", "−(1.5−1.5)", "0÷−3", "−0÷0.5"])
  func zero(text: String) throws {
    let value = try evaluator.value(of: text).get()
    #expect(value.isZero && !value.isNegative, "\(text)")
    #expect(ResultFormatter().string(from: value) == "0", "\(text)")
  }

  static func repeated(_ start: String, _ step: String, _ count: Int) -> String {
    start + String(repeating: step, count: count)
  }

  /// 10^-300 is held; 10^-320 needs a denominator of more than 1,024 bits.
  static let limitCases: [(String, ExpressionError.Kind?)] = [
    (repeated("1", "%", 150), nil),
    (repeated("1", "%", 160), .tooPrecise),
    (repeated("0.1", "×0.1", 299), nil),
    (repeated("0.1", "×0.1", 320), .tooPrecise),
    (repeated("1", "×10", 300), nil),
    (repeated("1", "×10", 320), .overflow),
    (repeated("5", "×100000000", 38), nil),
    (repeated("5", "×100000000", 40), .overflow),
  ]

  @Test(
    "past the 1,024-bit bound a decimal's scale is the same clear error as any value's",
    arguments: limitCases)
  func limit(text: String, error: ExpressionError.Kind?) {
    var kind: ExpressionError.Kind? = nil
    if case .failure(let failure) = evaluator.value(of: text) { kind = failure.kind }
    let excerpt = String(text.prefix(20))
    #expect(kind == error, "\(excerpt)…")
  }

  @Test(
    "a scaled decimal prints its own digits, rounded once",
    arguments: [
      ("0.1+0.2", "0.3"),
      ("1.25×2", "2.5"),
      ("123456789.123456789", "123456789.1234568"),
      ("−123456789.123456785", "-123456789.1234568"),
      ("99999999999999995", "1e+17"),
      ("9999999999999999.5", "1e+16"),
      ("1234567890123456.5", "1234567890123457"),
      ("0.000000000000000001", "0.000000000000000001"),
      ("−0.000000000000000001", "-0.000000000000000001"),
      ("1÷0.000000000000000001", "1e+18"),
      ("5÷0.000000000000000001×10", "5e+19"),
      ("1.10", "1.1"),
      ("100", "100"),
      ("50+10%", "55"),
    ])
  func formatting(text: String, expected: String) throws {
    let value = try evaluator.value(of: text).get()
    #expect(ResultFormatter().string(from: value) == expected, "\(text)")
    #expect(ResultFormatter().generalString(from: value) == expected, "\(text)")
    var bytes: [UInt8] = []
    ResultFormatter().withUTF8(of: value) { bytes = Array($0) }
    #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(text)")
  }

  @Test("random scaled decimals print as the general path prints them, at every precision")
  func formattingMatchesGeneralPath() {
    var generator = SeededGenerator(seed: 1_018)
    let formatters =
      (1...38).flatMap { digits in
        [true, false].map {
          ResultFormatter(significantDigits: digits, usesScientificNotation: $0)
        }
      } + [ResultFormatter(locale: Locale(identifier: "de_DE"))]
    for _ in 0..<2_000 {
      let significand =
        Int64.random(in: Int64.min...Int64.max, using: &generator)
        >> Int64.random(in: 0...63, using: &generator)
      let exponent = Int.random(in: ExactNumber.decimalExponents, using: &generator)
      let value = ExpressionValue(.decimal(significand: significand, exponent: exponent))
      for formatter in formatters {
        let expected = formatter.generalString(from: value)
        #expect(formatter.string(from: value) == expected, "\(significand)e\(exponent)")
      }
      #expect(
        value.decimal
          == Decimal(
            sign: significand < 0 ? .minus : .plus, exponent: exponent,
            significand: Decimal(significand.magnitude)))
    }
  }

  @Test("random expressions over decimals equal the same steps taken with big fractions")
  func randomExpressions() throws {
    var generator = SeededGenerator(seed: 2_718)
    var checked = 0
    var forms: [String: Int] = [:]
    for _ in 0..<20_000 {
      var builder = ReferenceExpression(generator: generator)
      let built = builder.sum(depth: 0)
      generator = builder.generator
      guard let (text, reference) = built else { continue }
      let expected = ExpressionValue(.normalized(reference))
      switch evaluator.exactValue(of: text, completingPrefix: false) {
      case .success(let value):
        #expect(ExpressionValue(value) == expected, "\(text)")
        #expect(
          ResultFormatter().string(from: ExpressionValue(value))
            == ResultFormatter().generalString(from: expected), "\(text)")
        forms["\(form(of: value))".prefix { $0 != "(" }.description, default: 0] += 1
      case .failure(let failure):
        Issue.record("\(text): \(failure.kind)")
      }
      checked += 1
    }
    #expect(checked > 15_000)
    // Every form was reached, or a path went untested.
    #expect(forms["decimal", default: 0] > 1_000, "\(forms)")
    #expect(forms["fraction", default: 0] > 1_000, "\(forms)")
    #expect(forms["big", default: 0] > 100, "\(forms)")
  }
}

/// A random expression with the grammar's precedence and the iOS Calculator's percent rule,
/// and its value computed with the general big-fraction steps as it is written.
struct ReferenceExpression {
  var generator: SeededGenerator

  typealias Built = (text: String, value: BigRational)

  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }

  /// A number as typed: whole, with decimals, tiny, or wider than a word.
  mutating func number() -> Built {
    let digits: String
    var decimals = 0
    switch Int.random(in: 0..<10, using: &generator) {
    case 0:
      decimals = Int.random(in: 1...18, using: &generator)
      digits = String(repeating: "0", count: decimals - 1) + "1"
    case 1:
      digits = String(
        (0..<Int.random(in: 17...21, using: &generator)).map { _ in
          Character(String(Int.random(in: 0...9, using: &generator)))
        })
      decimals = Int.random(in: 0...3, using: &generator)
    case 2, 3, 4:
      digits = String(Int.random(in: 0...9_999, using: &generator))
    default:
      let count = Int.random(in: 1...12, using: &generator)
      digits = String(
        (0..<count).map { _ in
          Character(String(Int.random(in: 0...9, using: &generator)))
        })
      decimals = Int.random(in: 0...min(count, 6), using: &generator)
    }
    var magnitude = BigMagnitude.zero
    for character in digits {
      magnitude = magnitude.multiplied(by: 10, adding: UInt64(character.wholeNumberValue!))
    }
    let text =
      decimals == 0
      ? digits
      : String(digits.dropLast(decimals)) + "." + String(digits.suffix(decimals))
    let value = try! BigRational.reduced(
      isNegative: false, numerator: magnitude, denominator: .powerOfTen(decimals))
    return (text, value)
  }

  /// A signed operand, perhaps with `%`, and whether it ends in `%`.
  mutating func unary(depth: Int) -> (Built, isPercent: Bool)? {
    var built: Built
    if depth < 2 && chance(12) {
      guard let inner = sum(depth: depth + 1) else { return nil }
      built = ("(" + inner.text + ")", inner.value)
    } else {
      built = number()
    }
    var isPercent = false
    if chance(10) {
      guard let value = try? built.value.multiplied(by: BigRational(numerator: 1, denominator: 100))
      else { return nil }
      built = (built.text + "%", value)
      isPercent = true
    }
    if chance(15) { built = ("−" + built.text, built.value.negated) }
    return (built, isPercent)
  }

  /// Factors joined by `×` and `÷`; a lone percent factor is a percent term.
  mutating func product(depth: Int) -> (Built, isPercent: Bool)? {
    guard var (built, isPercent) = unary(depth: depth) else { return nil }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      guard let (factor, _) = unary(depth: depth) else { return nil }
      if chance(50) {
        guard let value = try? built.value.multiplied(by: factor.value) else { return nil }
        built = (built.text + "×" + factor.text, value)
      } else {
        guard !factor.value.numerator.isZero,
          let value = try? built.value.divided(by: factor.value)
        else { return nil }
        built = (built.text + "÷" + factor.text, value)
      }
      isPercent = false
    }
    return (built, isPercent)
  }

  /// Terms joined by `+` and `−`, a percent term being a share of the sum before it.
  mutating func sum(depth: Int) -> Built? {
    guard var (built, _) = product(depth: depth) else { return nil }
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      guard let (term, isPercent) = product(depth: depth) else { return nil }
      var amount = term.value
      if isPercent {
        guard let share = try? built.value.multiplied(by: amount) else { return nil }
        amount = share
      }
      let isPlus = chance(50)
      guard let value = try? built.value.adding(isPlus ? amount : amount.negated) else {
        return nil
      }
      built = (built.text + (isPlus ? "+" : "−") + term.text, value)
    }
    return built
  }
}
