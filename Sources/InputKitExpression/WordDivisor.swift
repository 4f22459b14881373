/// A nonzero 64-bit divisor prepared for dividing many words by it: Möller and Granlund's
/// division by an invariant integer (2011, algorithm 4), two multiplications per word.
///
/// `dividingFullWidth` calls the runtime's 128-bit division, several times the cost of a
/// multiplication; preparing costs one, so it pays from two words on.
struct WordDivisor {
  let divisor: UInt64
  /// The divisor shifted left until its top bit is set.
  let normalized: UInt64
  private let shift: UInt64
  /// ⌊(2^128 − 1) ÷ normalized⌋ − 2^64.
  private let reciprocal: UInt64

  @inline(__always)
  init(_ divisor: UInt64) {
    precondition(divisor != 0, "division by zero")
    let shift = UInt64(divisor.leadingZeroBitCount)
    self.divisor = divisor
    normalized = divisor << shift
    self.shift = shift
    // 2^128 − 1 − 2^64·normalized has the high word ~normalized, below normalized.
    reciprocal = normalized.dividingFullWidth((~normalized, .max)).quotient
  }

  /// `(high·2^64 + low) ÷ normalized` for `high < normalized`: the quotient and remainder.
  @inline(__always)
  private func step(_ high: UInt64, _ low: UInt64) -> (quotient: UInt64, remainder: UInt64) {
    let (productHigh, productLow) = reciprocal.multipliedFullWidth(by: high)
    let (sumLow, carry) = productLow.addingReportingOverflow(low)
    var quotient = productHigh &+ high &+ 1 &+ (carry ? 1 : 0)
    var remainder = low &- quotient &* normalized
    // The estimate is at most one too large or one too small.
    if remainder > sumLow {
      quotient &-= 1
      remainder &+= normalized
    }
    if remainder >= normalized {
      quotient &+= 1
      remainder &-= normalized
    }
    return (quotient, remainder)
  }

  /// The word of `words << shift` at `index` (0 through `count`) for a nonzero shift.
  @inline(__always)
  private func shiftedWord(_ words: UnsafePointer<UInt64>, _ count: Int, _ index: Int) -> UInt64 {
    let high = index < count ? words[index] &<< shift : 0
    let low = index > 0 ? words[index - 1] &>> (64 - shift) : 0
    return high | low
  }

  @inline(__always)
  func remainder(_ words: UnsafePointer<UInt64>, _ count: Int) -> UInt64 {
    // The divisor divides its normalised multiple, so no shifting is needed.
    var remainder: UInt64 = 0
    var index = count - 1
    while index >= 0 {
      remainder = step(remainder, words[index]).remainder
      index -= 1
    }
    return shift == 0 ? remainder : remainder % divisor
  }

  /// Writes the quotient of `words` by `normalized` to `result` (which may be `words`);
  /// returns its length and the remainder. Cheaper than ``divide(_:_:into:)``: for a factor g
  /// of the divisor that divides the words, their quotient by g is
  /// `quotient·(normalized/g) + remainder/g`.
  @inline(__always)
  func divideByNormalized(
    _ words: UnsafePointer<UInt64>, _ count: Int, into result: UnsafeMutablePointer<UInt64>
  ) -> (count: Int, remainder: UInt64) {
    var remainder: UInt64 = 0
    var index = count - 1
    while index >= 0 {
      (result[index], remainder) = step(remainder, words[index])
      index -= 1
    }
    return (BigWords.trimmed(result, count), remainder)
  }

  /// Writes the quotient of `words` by the divisor to `result` (which may be `words`);
  /// returns its length and the remainder.
  @inline(__always)
  func divide(
    _ words: UnsafePointer<UInt64>, _ count: Int, into result: UnsafeMutablePointer<UInt64>
  ) -> (count: Int, remainder: UInt64) {
    // Unshifted, the divisor is its own normalised multiple.
    if shift == 0 { return divideByNormalized(words, count, into: result) }
    guard count > 0 else { return (0, 0) }
    var index = count - 1
    var remainder: UInt64 = 0
    // Each step reads words index and index − 1 before writing index, so `result` may be
    // `words`.
    remainder = shiftedWord(words, count, count)
    while index >= 0 {
      (result[index], remainder) = step(remainder, shiftedWord(words, count, index))
      index -= 1
    }
    return (BigWords.trimmed(result, count), remainder >> shift)
  }
}
