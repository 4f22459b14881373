import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitExpression

/// The store's word-level steps for a big value and a small fraction, checked against the
/// general big-fraction arithmetic they stand in for: the same value in lowest terms, or
/// the same error past the bound.
@Suite("Big values with small operands")
struct BigStoreTests {
  /// Small primes, so that random operands share factors and every gcd step is taken.
  static let primes: [UInt64] = [2, 3, 5, 7, 11, 13, 10_007, 4_294_967_291]

  func smooth(using generator: inout SeededGenerator) -> UInt64 {
    var value: UInt64 = 1
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let prime = Self.primes.randomElement(using: &generator)!
      let (product, overflow) = value.multipliedReportingOverflow(by: prime)
      if !overflow && product <= UInt64(Int64.max) { value = product }
    }
    return value
  }

  /// A magnitude of up to `words` random words times a few small primes.
  func magnitude(words: Int, using generator: inout SeededGenerator) -> BigMagnitude {
    let count = Int.random(in: 1...words, using: &generator)
    let random = (0..<count).map { _ in UInt64.random(in: 1...UInt64.max, using: &generator) }
    return BigMagnitude(words: random).multiplied(by: smooth(using: &generator))
  }

  func smallOperand(using generator: inout SeededGenerator) -> (Int64, Int64) {
    switch UInt8.random(in: 0...5, using: &generator) {
    case 0: return (.min, 1)
    case 1: return (0, Int64(smooth(using: &generator)))
    default:
      let factor = Int64(smooth(using: &generator))
      let (scaled, overflow) = factor.multipliedReportingOverflow(
        by: Int64.random(in: 1...9, using: &generator))
      let numerator = overflow ? factor : scaled
      return (
        Bool.random(using: &generator) ? -numerator : numerator, Int64(smooth(using: &generator))
      )
    }
  }

  /// The value of a step in lowest terms, or its error, as text to compare.
  func outcome(
    _ store: inout BigStore,
    _ step: (inout BigStore) throws(BigRational.LimitError) -> ExactNumber
  ) -> String {
    do throws(BigRational.LimitError) {
      let value = try step(&store)
      return "\(store.value(value).canonical)"
    } catch {
      return "\(error)"
    }
  }

  typealias Step = (inout BigStore) throws(BigRational.LimitError) -> ExactNumber

  @Test("sums, differences, products and quotients agree with the general big-fraction steps")
  func agreesWithGeneralSteps() {
    var generator = SeededGenerator(seed: 1_024)
    var errors = 0
    var steps = 0
    for round in 0..<3_000 {
      // Up to the bound's 16 words, so that some steps exceed it.
      let words = round % 3 == 0 ? 16 : 8
      let isNegative = Bool.random(using: &generator)
      let top = magnitude(words: words, using: &generator)
      let bottom = magnitude(words: words, using: &generator)
      guard
        let big = try? BigRational.reduced(
          isNegative: isNegative, numerator: top, denominator: bottom)
      else { continue }
      let (numerator, denominator) = smallOperand(using: &generator)
      let small = BigRational(numerator: numerator, denominator: denominator)
      var store = BigStore()
      let a = store.number(big)
      guard case .big = a else { continue }
      let b = ExactNumber.fraction(numerator: numerator, denominator: denominator)
      var pairs: [(fast: Step, general: Step)] = [
        (
          { store throws(BigRational.LimitError) in try a.adding(b, &store) },
          { store throws(BigRational.LimitError) in store.number(try big.adding(small)) }
        ),
        (
          { store throws(BigRational.LimitError) in try b.subtracting(a, &store) },
          { store throws(BigRational.LimitError) in store.number(try small.adding(big.negated)) }
        ),
        (
          { store throws(BigRational.LimitError) in try a.multiplied(by: b, &store) },
          { store throws(BigRational.LimitError) in store.number(try big.multiplied(by: small)) }
        ),
      ]
      if numerator != 0 {
        pairs.append(
          (
            { store throws(BigRational.LimitError) in try a.divided(by: b, &store) },
            { store throws(BigRational.LimitError) in store.number(try big.divided(by: small)) }
          ))
      }
      for pair in pairs {
        let fast = outcome(&store, pair.fast)
        let general = outcome(&store, pair.general)
        #expect(fast == general, "\(big) and \(numerator)/\(denominator)")
        if fast == "magnitude" || fast == "precision" { errors += 1 }
        steps += 1
      }
    }
    // The rounds near the bound must reach it, or the error paths went untested.
    #expect(errors > 0)
    #expect(steps > 9_000)
  }

  @Test("a running sum that gives up each total reuses its words and stays exact")
  func replacingSums() throws {
    var generator = SeededGenerator(seed: 2_048)
    for _ in 0..<200 {
      var store = BigStore()
      var reference = try BigRational.reduced(
        isNegative: false, numerator: magnitude(words: 4, using: &generator),
        denominator: magnitude(words: 4, using: &generator))
      var total = store.number(reference)
      var peak = store.wordsInUse
      for _ in 0..<40 {
        let (numerator, denominator) = smallOperand(using: &generator)
        let small = ExactNumber.fraction(numerator: numerator, denominator: denominator)
        let expected = try? reference.adding(
          BigRational(numerator: numerator, denominator: denominator))
        let sum = try? total.adding(small, &store, consuming: true)
        #expect(
          sum.map { "\(store.value($0).canonical)" }
            == expected.map { "\(ExactValue.normalized($0).canonical)" })
        guard let sum, let expected else { break }
        (total, reference) = (sum, expected)
        peak = max(peak, store.wordsInUse)
      }
      // Each total replaced the one before it: never more than two totals' worth of words.
      #expect(peak <= 2 * (ExpressionLimits.exactBits / 64 + 2) * 2)
      #expect(store.wordsInUse <= (ExpressionLimits.exactBits / 64 + 2) * 2)
    }
  }
}
