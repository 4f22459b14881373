import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitExpression

/// The exact fallback's big integers, fuzzed against the test suite's own decimal big
/// numbers (`BigNatural`, base 10^9, written independently and as simply as possible).
@Suite("Big integers")
struct BigMagnitudeTests {
  /// The same number in the reference's form, built word by word: value·2^64 + word.
  func reference(_ value: BigMagnitude) -> BigNatural {
    var result = BigNatural(limbs: [])
    for word in value.words.reversed() {
      result = result.multiplied(by: 1 << 32).multiplied(by: 1 << 32)
        .adding(BigNatural(Substring(String(word)))!)
    }
    return result
  }

  /// Random words with the shapes that break carries and estimates: all ones, a lone high
  /// bit, zeros, and plain random words.
  func randomMagnitude(using generator: inout SeededGenerator) -> BigMagnitude {
    let count = Int.random(in: 0...7, using: &generator)
    let words = (0..<count).map { _ -> UInt64 in
      switch UInt8.random(in: 0...5, using: &generator) {
      case 0: return .max
      case 1: return 1 << 63
      case 2: return 0
      case 3: return UInt64.random(in: 0...3, using: &generator)
      default: return UInt64.random(in: 0...UInt64.max, using: &generator)
      }
    }
    return BigMagnitude(words: words)
  }

  @Test("sums, differences, products, quotients and remainders agree with the reference")
  func arithmetic() {
    var generator = SeededGenerator(seed: 64)
    for _ in 0..<4_000 {
      let a = randomMagnitude(using: &generator)
      let b = randomMagnitude(using: &generator)
      let (ra, rb) = (reference(a), reference(b))
      #expect((a < b) == (ra < rb), "\(a) < \(b)")
      #expect(reference(a.adding(b)).limbs == ra.adding(rb).limbs, "\(a) + \(b)")
      #expect(reference(a.multiplied(by: b)).limbs == ra.multiplied(by: rb).limbs, "\(a) × \(b)")
      let (high, low) = a < b ? (b, a) : (a, b)
      #expect(
        reference(high.subtracting(low)).adding(reference(low)).limbs == reference(high).limbs,
        "\(high) - \(low)")
      #expect(String(decoding: a.decimalDigits, as: UTF8.self) == ra.description)
      guard !b.isZero else { continue }
      let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
      #expect(remainder < b, "\(a) mod \(b)")
      #expect(
        reference(quotient).multiplied(by: rb).adding(reference(remainder)).limbs == ra.limbs,
        "\(a) ÷ \(b)")
      let word = b.words[0] == 0 ? 1 : b.words[0]
      let (smallQuotient, smallRemainder) = a.quotientAndRemainder(dividingBy: word)
      #expect(smallRemainder < word)
      #expect(a.remainder(dividingBy: word) == smallRemainder)
      #expect(
        reference(smallQuotient).multiplied(by: reference(BigMagnitude(word)))
          .adding(reference(BigMagnitude(smallRemainder))).limbs == ra.limbs)
      let shift = Int.random(in: 0...130, using: &generator)
      #expect(a.shiftedLeft(bits: shift).shiftedRight(bits: shift) == a)
      #expect(
        reference(a.shiftedLeft(bits: shift)).limbs
          == ra.multiplied(by: reference(BigMagnitude(1).shiftedLeft(bits: shift))).limbs)
    }
  }

  @Test("the greatest common divisor divides both and leaves coprime quotients")
  func greatestCommonDivisor() {
    var generator = SeededGenerator(seed: 65)
    for _ in 0..<1_000 {
      let common = randomMagnitude(using: &generator)
      let a = randomMagnitude(using: &generator).multiplied(by: common)
      let b = randomMagnitude(using: &generator).multiplied(by: common)
      guard !a.isZero, !b.isZero else { continue }
      let divisor = BigMagnitude.greatestCommonDivisor(a, b)
      #expect(a.quotientAndRemainder(dividingBy: divisor).remainder.isZero)
      #expect(b.quotientAndRemainder(dividingBy: divisor).remainder.isZero)
      let rest = BigMagnitude.greatestCommonDivisor(
        a.quotientAndRemainder(dividingBy: divisor).quotient,
        b.quotientAndRemainder(dividingBy: divisor).quotient)
      #expect(rest == BigMagnitude(1), "gcd(\(a), \(b)) = \(divisor)")
      if !common.isZero {
        #expect(divisor.quotientAndRemainder(dividingBy: common).remainder.isZero)
      }
    }
  }

  @Test("the word gcd agrees with Euclid's algorithm, zeros and extremes included")
  func wordGreatestCommonDivisor() {
    func euclid(_ a: UInt64, _ b: UInt64) -> UInt64 { b == 0 ? a : euclid(b, a % b) }
    let table: [(UInt64, UInt64)] = [
      (0, 0), (0, 7), (7, 0), (1, 1), (1, .max), (.max, .max), (1 << 63, 1 << 62),
      (100, 75), (12_345_678_900, 100), (.max, .max - 1), (6, 35), (1 << 40, 3 << 20),
    ]
    for (a, b) in table {
      #expect(ExactNumber.greatestCommonDivisor(a, b) == euclid(a, b), "gcd(\(a), \(b))")
    }
    var generator = SeededGenerator(seed: 66)
    for _ in 0..<20_000 {
      let common = UInt64.random(
        in: 1...1 << UInt64.random(in: 0...20, using: &generator), using: &generator)
      let a = UInt64.random(in: 0...UInt64.max / common, using: &generator) * common
      let b =
        UInt64.random(
          in: 0...UInt64.max >> UInt64.random(in: 0...63, using: &generator), using: &generator)
        / common * common
      #expect(ExactNumber.greatestCommonDivisor(a, b) == euclid(a, b), "gcd(\(a), \(b))")
    }
  }

  @Test("Knuth's division takes the rare add-back step correctly")
  func addBack() {
    // The classic case where the estimated quotient word is one too large after the
    // two-word correction: u = 2^191 + 2^128·(2^63) pattern against v = 2^128 - 1.
    let u = BigMagnitude(words: [0, 0x7FFF_FFFF_FFFF_FFFF, .max, 0x7FFF_FFFF_FFFF_FFFF])
    let v = BigMagnitude(words: [1, 0, 0x8000_0000_0000_0000])
    let (quotient, remainder) = u.quotientAndRemainder(dividingBy: v)
    #expect(remainder < v)
    #expect(
      reference(quotient).multiplied(by: reference(v)).adding(reference(remainder)).limbs
        == reference(u).limbs)
  }
}
