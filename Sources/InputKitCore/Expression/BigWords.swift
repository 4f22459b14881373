/// Loops over raw 64-bit words, least significant first, for the big steps that run most
/// often: a big running value and a small operand. They read the store's words where they
/// lie and write into scratch space, so such a step copies no `BigMagnitude` (whose inline
/// storage is sized for the widest intermediate) and allocates nothing.
///
/// Every count is a number of words; results are returned as counts with no trailing zero
/// words.
enum BigWords {
  /// `count` less the trailing zero words of `words`.
  @inline(__always)
  static func trimmed(_ words: UnsafePointer<UInt64>, _ count: Int) -> Int {
    var count = count
    while count > 0 && words[count - 1] == 0 { count -= 1 }
    return count
  }

  /// The bits up to the highest set one of a trimmed number; 0 for zero.
  @inline(__always)
  static func bitWidth(_ words: UnsafePointer<UInt64>, _ count: Int) -> Int {
    count == 0 ? 0 : count * 64 - words[count - 1].leadingZeroBitCount
  }

  /// The remainder of `a` divided by a nonzero word.
  @inline(__always)
  static func remainder(
    _ a: UnsafePointer<UInt64>, _ count: Int, dividingBy divisor: UInt64
  )
    -> UInt64
  {
    var remainder: UInt64 = 0
    var index = count - 1
    while index >= 0 {
      remainder = divisor.dividingFullWidth((remainder, a[index])).remainder
      index -= 1
    }
    return remainder
  }

  /// `result = a × factor`; `result` has room for `count + 1` words and may be `a`.
  @inline(__always)
  static func multiply(
    _ a: UnsafePointer<UInt64>, _ count: Int, by factor: UInt64,
    into result: UnsafeMutablePointer<UInt64>
  ) -> Int {
    var carry: UInt64 = 0
    for index in 0..<count {
      let (high, low) = a[index].multipliedFullWidth(by: factor)
      let (sum, overflow) = low.addingReportingOverflow(carry)
      result[index] = sum
      carry = high &+ (overflow ? 1 : 0)
    }
    result[count] = carry
    return trimmed(result, count + 1)
  }

  /// `result = a ÷ divisor` (a nonzero word, rounded down); `result` may be `a`.
  @inline(__always)
  static func divide(
    _ a: UnsafePointer<UInt64>, _ count: Int, by divisor: UInt64,
    into result: UnsafeMutablePointer<UInt64>
  ) -> Int {
    var remainder: UInt64 = 0
    var index = count - 1
    while index >= 0 {
      (result[index], remainder) = divisor.dividingFullWidth((remainder, a[index]))
      index -= 1
    }
    return trimmed(result, count)
  }

  /// Whether `a ≥ b`, both trimmed.
  @inline(__always)
  static func isAtLeast(
    _ a: UnsafePointer<UInt64>, _ countA: Int, _ b: UnsafePointer<UInt64>, _ countB: Int
  ) -> Bool {
    if countA != countB { return countA > countB }
    var index = countA - 1
    while index >= 0 {
      if a[index] != b[index] { return a[index] > b[index] }
      index -= 1
    }
    return true
  }

  /// `a += b` in place; `a` has room for one word more than the longer of the two.
  @inline(__always)
  static func add(
    _ a: UnsafeMutablePointer<UInt64>, _ countA: Int, _ b: UnsafePointer<UInt64>, _ countB: Int
  ) -> Int {
    let count = max(countA, countB)
    for index in countA..<count { a[index] = 0 }
    var carry: UInt64 = 0
    for index in 0..<count {
      let addend = index < countB ? b[index] : 0
      let (partial, overflow1) = a[index].addingReportingOverflow(addend)
      let (sum, overflow2) = partial.addingReportingOverflow(carry)
      a[index] = sum
      carry = (overflow1 || overflow2) ? 1 : 0
    }
    a[count] = carry
    return carry == 0 ? count : count + 1
  }

  /// `a -= b` in place, for `a ≥ b`.
  @inline(__always)
  static func subtract(
    _ a: UnsafeMutablePointer<UInt64>, _ countA: Int, _ b: UnsafePointer<UInt64>, _ countB: Int
  ) -> Int {
    var borrow: UInt64 = 0
    for index in 0..<countA {
      if index >= countB && borrow == 0 { break }
      let subtrahend = index < countB ? b[index] : 0
      let (partial, overflow1) = a[index].subtractingReportingOverflow(subtrahend)
      let (difference, overflow2) = partial.subtractingReportingOverflow(borrow)
      a[index] = difference
      borrow = (overflow1 || overflow2) ? 1 : 0
    }
    return trimmed(a, countA)
  }
}
