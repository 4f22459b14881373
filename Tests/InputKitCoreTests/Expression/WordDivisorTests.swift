import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitExpression

/// Division of many words by one word through a prepared reciprocal, checked against the
/// plain 128-by-64-bit long division it replaces, for divisors at every normalisation shift
/// and dividends with the shapes that break estimates.
@Suite("Division by a prepared word")
struct WordDivisorTests {
  /// Long division one word at a time with the standard library's full-width division.
  func reference(_ words: [UInt64], _ divisor: UInt64) -> (quotient: [UInt64], remainder: UInt64) {
    var quotient = [UInt64](repeating: 0, count: words.count)
    var remainder: UInt64 = 0
    for index in words.indices.reversed() {
      (quotient[index], remainder) = divisor.dividingFullWidth((remainder, words[index]))
    }
    while quotient.last == 0 { quotient.removeLast() }
    return (quotient, remainder)
  }

  func check(_ words: [UInt64], _ divisor: UInt64) {
    let expected = reference(words, divisor)
    let prepared = WordDivisor(divisor)
    let (quotient, remainder) = words.withUnsafeBufferPointer { source in
      var result = [UInt64](repeating: 0, count: words.count)
      let (count, remainder) = result.withUnsafeMutableBufferPointer { result in
        prepared.divide(source.baseAddress!, words.count, into: result.baseAddress!)
      }
      return (Array(result.prefix(count)), remainder)
    }
    #expect(quotient == expected.quotient, "\(words) ÷ \(divisor)")
    #expect(remainder == expected.remainder, "\(words) mod \(divisor)")
    let alone = words.withUnsafeBufferPointer { prepared.remainder($0.baseAddress!, words.count) }
    #expect(alone == expected.remainder, "\(words) mod \(divisor) alone")
    // Dividing in place gives the same quotient.
    var inPlace = words
    let count = inPlace.withUnsafeMutableBufferPointer { buffer in
      prepared.divide(buffer.baseAddress!, words.count, into: buffer.baseAddress!).count
    }
    #expect(Array(inPlace.prefix(count)) == expected.quotient, "\(words) ÷ \(divisor) in place")
    // By the normalised multiple: quotient × normalized + remainder is the dividend again.
    var byNormalized = words
    let (normalizedCount, normalizedRemainder) = byNormalized.withUnsafeMutableBufferPointer {
      prepared.divideByNormalized($0.baseAddress!, words.count, into: $0.baseAddress!)
    }
    #expect(normalizedRemainder < prepared.normalized)
    #expect(prepared.normalized % divisor == 0)
    let rebuilt = BigMagnitude(words: Array(byNormalized.prefix(normalizedCount)))
      .multiplied(by: prepared.normalized, adding: normalizedRemainder)
    #expect(rebuilt == BigMagnitude(words: words), "\(words) ÷ normalised \(divisor)")
  }

  static let divisors: [UInt64] = [
    1, 2, 3, 7, 10, 100, 1_000_000_007, 4_294_967_295, 4_294_967_296, 4_294_967_297,
    1 << 62, (1 << 63) - 1, 1 << 63, (1 << 63) + 1, .max - 1, .max,
  ]

  static let dividends: [[UInt64]] = [
    [], [0], [1], [.max], [.max, .max], [0, 1], [1 << 63, 1 << 63], [0, 0, 1],
    [.max, .max, .max, .max], [12_345, 0, .max, 1 << 63, 7],
  ]

  @Test("table: divisors at every shift against dividends of all ones, lone bits and zeros")
  func table() {
    for divisor in Self.divisors {
      for words in Self.dividends { check(words, divisor) }
    }
  }

  @Test("random divisors of every width against random dividends agree with long division")
  func random() {
    var generator = SeededGenerator(seed: 128)
    for _ in 0..<20_000 {
      let bits = Int.random(in: 1...64, using: &generator)
      let divisor = max(1, UInt64.random(in: 0...UInt64.max, using: &generator) >> (64 - bits))
      let count = Int.random(in: 0...18, using: &generator)
      let words = (0..<count).map { _ -> UInt64 in
        switch UInt8.random(in: 0...4, using: &generator) {
        case 0: return .max
        case 1: return divisor &- 1
        case 2: return 0
        default: return UInt64.random(in: 0...UInt64.max, using: &generator)
        }
      }
      check(words, divisor)
    }
  }

  @Test("a·x ± b·y in one pass agrees with separate products, sum and difference")
  func combine() {
    var generator = SeededGenerator(seed: 256)
    func randomWords() -> [UInt64] {
      (0..<Int.random(in: 0...17, using: &generator)).map { _ in
        switch UInt8.random(in: 0...3, using: &generator) {
        case 0: return .max
        case 1: return 0
        default: return UInt64.random(in: 0...UInt64.max, using: &generator)
        }
      }
    }
    for _ in 0..<5_000 {
      let (a, b) = (randomWords(), randomWords())
      let x =
        Bool.random(using: &generator)
        ? UInt64.max : UInt64.random(in: 1...UInt64.max, using: &generator)
      let y = UInt64.random(in: 1...UInt64.max, using: &generator)
      let left = BigMagnitude(words: a).multiplied(by: x)
      let right = BigMagnitude(words: b).multiplied(by: y)
      for subtracting in [false, true] {
        var result = [UInt64](repeating: 0, count: max(a.count, b.count) + 2)
        let (count, isNegative) = a.withUnsafeBufferPointer { a in
          b.withUnsafeBufferPointer { b in
            result.withUnsafeMutableBufferPointer { result in
              BigWords.combine(
                a.baseAddress!, a.count, times: x, b.baseAddress!, b.count, times: y,
                subtracting: subtracting, into: result.baseAddress!)
            }
          }
        }
        let value = BigMagnitude(words: Array(result.prefix(count)))
        if subtracting {
          #expect(isNegative == (left < right))
          #expect(value == (left < right ? right.subtracting(left) : left.subtracting(right)))
        } else {
          #expect(!isNegative)
          #expect(value == left.adding(right))
        }
        #expect(count == 0 || result[count - 1] != 0)
      }
    }
  }
}
