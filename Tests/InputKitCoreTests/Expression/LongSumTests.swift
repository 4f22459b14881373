import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitExpression

/// Long sums whose running total is big while most terms are small, the case where the
/// evaluator gathers small terms before adding them to the big total: checked against the
/// same terms added one by one, in order, with the general big-fraction arithmetic.
@Suite("Long sums")
struct LongSumTests {
  let evaluator = ExpressionEvaluator()

  /// A term's text and exact value.
  typealias Term = (text: String, value: BigRational)

  func fraction(_ numerator: Int64, _ denominator: Int64) -> BigRational {
    BigRational(numerator: numerator, denominator: denominator)
  }

  func decimal(using generator: inout SeededGenerator) -> Term {
    let whole = Int64.random(in: 0...99_999, using: &generator)
    switch UInt8.random(in: 0...3, using: &generator) {
    case 0:
      return ("\(whole)", fraction(whole, 1))
    case 1:
      let cents = Int64.random(in: 0...99, using: &generator)
      let text = cents < 10 ? "\(whole).0\(cents)" : "\(whole).\(cents)"
      return (text, fraction(whole * 100 + cents, 100))
    default:
      let thousandths = Int64.random(in: 1...999, using: &generator)
      return ("0.\(String(thousandths + 1000).dropFirst())", fraction(thousandths, 1000))
    }
  }

  /// A small term: a number, a quotient, a product, or a parenthesised short sum.
  func term(using generator: inout SeededGenerator) throws -> Term {
    let a = decimal(using: &generator)
    let b = decimal(using: &generator)
    switch UInt8.random(in: 0...4, using: &generator) {
    case 0, 1:
      return a
    case 2:
      guard !b.value.numerator.isZero else { return a }
      return ("(\(a.text)÷\(b.text))", try a.value.divided(by: b.value))
    case 3:
      return ("\(a.text)×\(b.text)", try a.value.multiplied(by: b.value))
    default:
      return ("(\(a.text)−\(b.text))", try a.value.adding(b.value.negated))
    }
  }

  @Test("random long sums over a big total equal the terms added in order")
  func randomLongSums() throws {
    var generator = SeededGenerator(seed: 4_096)
    for round in 0..<300 {
      // A start with a big denominator (a seventh of a long number) or a big numerator.
      let seed = String(repeating: "9", count: Int.random(in: 20...60, using: &generator))
      var text = round % 2 == 0 ? "\(seed)÷7" : "1÷\(seed)"
      var total = try evaluator.value(of: text).get().number.rational
      var prefixes: [(String, BigRational)] = []
      for _ in 0..<Int.random(in: 5...80, using: &generator) {
        let isPlus = Bool.random(using: &generator)
        let addition: String
        let next: BigRational?
        if UInt8.random(in: 0...15, using: &generator) == 0 {
          // A percentage of everything before it.
          let percent = Int64.random(in: 1...200, using: &generator)
          let share = try total.multiplied(by: fraction(percent, 100))
          addition = "\(percent)%"
          next = try? total.adding(isPlus ? share : share.negated)
        } else {
          let term = try term(using: &generator)
          addition = term.text
          next = try? total.adding(isPlus ? term.value : term.value.negated)
        }
        // Past the bound on exact values the sum is an error; the sum so far is checked.
        guard let next else { break }
        text += (isPlus ? "+" : "−") + addition
        total = next
        prefixes.append((text, total))
      }
      let value = try evaluator.value(of: text).get()
      #expect(value == ExpressionValue(.normalized(total)), "\(text)")
      // Inside parentheses, negated, and as a preview with an operator still to come.
      let nested = try evaluator.value(of: "2×(−(\(text)))+1").get()
      let expected = try total.negated.multiplied(by: fraction(2, 1)).adding(fraction(1, 1))
      #expect(nested == ExpressionValue(.normalized(expected)), "2×(−(\(text)))+1")
      guard !prefixes.isEmpty else { continue }
      let (prefix, prefixTotal) = prefixes[Int.random(in: 0..<prefixes.count, using: &generator)]
      #expect(
        evaluator.previewValue(of: prefix + "+") == ExpressionValue(.normalized(prefixTotal)),
        "\(prefix)+")
    }
  }

  @Test(
    "small terms gathered beside a big total are added before every use of the total",
    arguments: [
      // A percent term is a share of everything before it, gathered terms included.
      ("10^30+0.5+0.25+50%", "1500000000000000000000000000001.125"),
      // Gathered terms that cancel leave the big total as it was.
      ("10^30+1÷3+2−2−1÷3", "1000000000000000000000000000000"),
      // A preview ending in an operator shows the total with the gathered terms.
      ("10^30+1.5+2.5−", "1000000000000000000000000000004"),
      ("(10^30+0.5+0.5)×2", "2000000000000000000000000000002"),
      ("−(10^30+0.1+0.2)+10^30", "-0.3"),
    ])
  func gatheredTerms(expression: String, expected: String) throws {
    let big = "1" + String(repeating: "0", count: 30)
    let text = expression.replacingOccurrences(of: "10^30", with: big)
    let formatter = ResultFormatter(significantDigits: 38, usesScientificNotation: false)
    let value = try #require(evaluator.previewValue(of: text))
    #expect(formatter.string(from: value) == expected, "\(text)")
  }
}
