import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitExpression
@testable import InputKitKeyboardCore

/// Every printed result is the exact value rounded once, half away from zero, at the
/// formatter's number of significant digits — checked against exact rational rounding on
/// random fractions, many of them on or within 10^-20 of a rounding boundary.
@Suite("Correct rounding")
struct CorrectRoundingTests {
  let evaluator = ExpressionEvaluator()

  /// Formats `numerator ÷ denominator`, evaluated from text, at `digits` significant digits
  /// and records an issue unless it is the exact value correctly rounded.
  func check(
    numerator: BigNatural, denominator: BigNatural, isNegative: Bool, digits: Int
  ) throws {
    let text = (isNegative ? "−" : "") + "\(numerator)÷\(denominator)"
    let value = try evaluator.value(of: text).get()
    let formatted = ResultFormatter(significantDigits: digits).string(from: value)
    let exact = try #require(
      ExactRational(Substring((isNegative ? "-" : "") + "\(numerator)/\(denominator)")))
    #expect(
      exact.isWithin(halfUnits: 1, of: formatted, significantDigits: digits),
      "\(text) at \(digits) digits printed \(formatted)")
  }

  @Test("the issue's example rounds down in its last digit")
  func example() throws {
    let value = try evaluator.value(of: "152512864873÷13507").get()
    #expect(ResultFormatter().string(from: value) == "11291394.45272821")
    #expect(
      evaluator.previewText(of: "152512864873÷13507", formatter: ResultFormatter())
        == "11291394.45272821")
  }

  @Test("random fractions of 64-bit integers round correctly at every precision")
  func smallFractions() throws {
    var generator = SeededGenerator(seed: 15)
    for _ in 0..<3_000 {
      let numerator = UInt64.random(
        in: 1...(1 << UInt64.random(in: 1...62, using: &generator)),
        using: &generator)
      let denominator = UInt64.random(
        in: 1...(1 << UInt64.random(in: 1...62, using: &generator)), using: &generator)
      try check(
        numerator: BigNatural(Substring(String(numerator)))!,
        denominator: BigNatural(Substring(String(denominator)))!,
        isNegative: Bool.random(using: &generator),
        digits: Int.random(in: 1...38, using: &generator))
    }
  }

  @Test("fractions of 64-bit integers just beside a rounding boundary round correctly")
  func smallFractionsNearBoundaries() throws {
    var generator = SeededGenerator(seed: 1_507)
    for _ in 0..<3_000 {
      // A boundary: digits+1 digits ending in 5, times 10^-scale; n/d as close to it as a
      // denominator of up to a million allows, and its neighbours.
      let digits = Int.random(in: 1...19, using: &generator)
      let tie = BigNatural.random(digits: digits, using: &generator).multiplied(by: 10)
        .adding(BigNatural(limbs: [5]))
      let denominator = UInt64.random(in: 1...1_000_000, using: &generator)
      let scale = Int.random(in: max(0, digits - 11)...(digits + 25), using: &generator)
      var product = tie.multiplied(by: denominator)
      for _ in 0..<scale { product = product.divided(by: 10).quotient }
      for offset in 0...2 {
        let numerator = product.adding(BigNatural(limbs: [UInt64(offset)]))
        guard !numerator.isZero, numerator < BigNatural(Substring("9000000000000000000"))!
        else { continue }
        try check(
          numerator: numerator, denominator: BigNatural(limbs: [denominator]),
          isNegative: Bool.random(using: &generator), digits: digits)
      }
    }
  }

  @Test("big fractions on and within 10^-20 of a rounding boundary round correctly")
  func bigFractionsNearBoundaries() throws {
    var generator = SeededGenerator(seed: 2_026)
    for _ in 0..<2_000 {
      // tie = t5 / 10^scale with t5 ending in 5; (t5·M ± 1) / (10^scale·M) is within
      // 1/M < 10^-20 of a unit of the boundary; M = 1 is the tie itself.
      let digits = Int.random(in: 1...38, using: &generator)
      let t5 = BigNatural.random(digits: digits, using: &generator).multiplied(by: 10)
        .adding(BigNatural(limbs: [5]))
      let scale = Int.random(in: 0...60, using: &generator)
      let power = BigNatural(limbs: [1]).multiplied(byPowerOfTen: scale)
      let m = BigNatural.random(
        digits: Int.random(in: 21...30, using: &generator), using: &generator
      )
      .adding(BigNatural(limbs: [1]))
      let isNegative = Bool.random(using: &generator)
      try check(numerator: t5, denominator: power, isNegative: isNegative, digits: digits)
      let near = t5.multiplied(by: m)
      try check(
        numerator: near.adding(BigNatural(limbs: [1])), denominator: power.multiplied(by: m),
        isNegative: isNegative, digits: digits)
      if !near.isZero {
        try check(
          numerator: subtractOne(near), denominator: power.multiplied(by: m),
          isNegative: isNegative, digits: digits)
      }
    }
  }

  private func subtractOne(_ value: BigNatural) -> BigNatural {
    var limbs = value.limbs
    var index = 0
    while limbs[index] == 0 {
      limbs[index] = BigNatural.base - 1
      index += 1
    }
    limbs[index] -= 1
    return BigNatural(limbs: limbs)
  }

  @Test(
    "cancellation past 64 bits keeps every digit",
    arguments: [
      ("1000000000000000000000000000000+1/3-1000000000000000000000000000000", "0.3333333333333333"),
      (
        "2/3-0.6666666666666666666666666666666666667",
        "-0." + String(repeating: "0", count: 37) + "3333333333333333"
      ),
      (
        "1/(1000000000000000000000000000000+1/3-1000000000000000000000000000000-0.3333333)",
        "30000000"
      ),
      ("1" + String(repeating: "0", count: 200) + "+1-1" + String(repeating: "0", count: 200), "1"),
      ("(1" + String(repeating: "0", count: 200) + ")÷3", "3.333333333333333e+199"),
      ("1÷1" + String(repeating: "0", count: 200), "0." + String(repeating: "0", count: 199) + "1"),
    ])
  func cancellation(text: String, expected: String) throws {
    let value = try evaluator.value(of: text).get()
    #expect(ResultFormatter().string(from: value) == expected)
  }

  @Test("a Decimal result keeps at least 16 correct digits or is an out-of-range error")
  func decimalRange() throws {
    let hundred = "1" + String(repeating: "0", count: 100)
    let small = try evaluator.evaluate("1÷3÷" + hundred).get()
    #expect(
      ResultFormatter(significantDigits: 16).string(from: small).hasSuffix("3333333333333333"))
    #expect(small.exponent >= -128)
    let tiny = "1÷3÷1" + String(repeating: "0", count: 120)
    let error = try #require(throws: ExpressionError.self) { try evaluator.evaluate(tiny).get() }
    #expect(error.kind == .overflow)
    // The exact value is still there for formatting.
    let exact = try evaluator.value(of: tiny).get()
    #expect(ResultFormatter().string(from: exact).hasSuffix("03333333333333333"))
    #expect(exact.decimal == nil)
  }

  @Test("evaluating on Return writes the exact value rounded once into the field")
  func returnKey() {
    let processor = KeyPressProcessor.calculator()
    let result = processor.process(.return, in: TextEditingState(text: "152512864873÷13507"))
    #expect(result.state.text == "11291394.45272821")
  }

  @Test("an exact result wider than the bound is an error, never a rounded value")
  func bound() throws {
    let huge = "1" + String(repeating: "0", count: 300) + "×1" + String(repeating: "0", count: 300)
    #expect(throws: ExpressionError.self) { try evaluator.value(of: huge).get() }
    #expect((try? evaluator.value(of: huge).get()) == nil)
    if case .failure(let error) = evaluator.value(of: huge) { #expect(error.kind == .overflow) }
    // Adding reciprocals of distinct primes grows the denominator without bound.
    let primes = (2...3_000).filter { n in (2..<n).allSatisfy { n % $0 != 0 || $0 * $0 > n } }
    let sum = primes.map { "1÷\($0)" }.joined(separator: "+")
    guard case .failure(let error) = evaluator.value(of: sum) else {
      Issue.record("a sum of \(primes.count) reciprocals of primes has a value")
      return
    }
    #expect(error.kind == .tooPrecise)
    #expect(error.message(in: .english) == "The exact result needs too many digits")
  }
}
