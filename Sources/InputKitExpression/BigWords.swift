/// Loops over raw 64-bit words, least significant first, so that a step on a big value and
/// a small operand reads the store's words in place and copies no `BigMagnitude`.
///
/// Counts are numbers of words; results are returned as counts with no trailing zero words.
enum BigWords {
  @inline(__always)
  static func trimmed(_ words: UnsafePointer<UInt64>, _ count: Int) -> Int {
    var count = count
    while count > 0 && words[count - 1] == 0 { count -= 1 }
    return count
  }

  @inline(__always)
  static func bitWidth(_ words: UnsafePointer<UInt64>, _ count: Int) -> Int {
    count == 0 ? 0 : count * 64 - words[count - 1].leadingZeroBitCount
  }

  @inline(__always)
  static func remainder(
    _ a: UnsafePointer<UInt64>, _ count: Int, dividingBy divisor: UInt64
  )
    -> UInt64
  {
    if count <= 1 { return count == 0 ? 0 : a[0] % divisor }
    return WordDivisor(divisor).remainder(a, count)
  }

  /// `result = a × factor + addend`; `result` has room for `count + 1` words and may be `a`.
  @inline(__always)
  static func multiply(
    _ a: UnsafePointer<UInt64>, _ count: Int, by factor: UInt64, adding addend: UInt64 = 0,
    into result: UnsafeMutablePointer<UInt64>
  ) -> Int {
    var carry = addend
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
    if count <= 1 {
      if count == 1 { result[0] = a[0] / divisor }
      return trimmed(result, count)
    }
    return WordDivisor(divisor).divide(a, count, into: result).count
  }

  /// `result = a` for `count` words; `result` must not overlap `a`.
  @inline(__always)
  static func copy(
    _ a: UnsafePointer<UInt64>, _ count: Int, into result: UnsafeMutablePointer<UInt64>
  ) -> Int {
    // A loop, not `update(from:count:)`: for a few words the call to memmove cost more.
    for index in 0..<count { result[index] = a[index] }
    return count
  }

  /// `result = |a·x ± b·y|` in one pass, and whether `a·x − b·y` was negative: the numerator
  /// of a sum of fractions without an intermediate product or comparison. `result` has room
  /// for two words more than the longer of `a` and `b`, and overlaps neither.
  @inline(__always)
  static func combine(
    _ a: UnsafePointer<UInt64>, _ countA: Int, times x: UInt64,
    _ b: UnsafePointer<UInt64>, _ countB: Int, times y: UInt64, subtracting: Bool,
    into result: UnsafeMutablePointer<UInt64>
  ) -> (count: Int, isNegative: Bool) {
    let count = max(countA, countB)
    // `flag` is the carry of the sum or the borrow of the difference.
    var carryA: UInt64 = 0
    var carryB: UInt64 = 0
    var flag = false
    for index in 0..<count {
      var wordA = carryA
      carryA = 0
      if index < countA {
        let (high, low) = a[index].multipliedFullWidth(by: x)
        let (sum, overflow) = low.addingReportingOverflow(wordA)
        wordA = sum
        carryA = high &+ (overflow ? 1 : 0)
      }
      var wordB = carryB
      carryB = 0
      if index < countB {
        let (high, low) = b[index].multipliedFullWidth(by: y)
        let (sum, overflow) = low.addingReportingOverflow(wordB)
        wordB = sum
        carryB = high &+ (overflow ? 1 : 0)
      }
      if subtracting {
        let (partial, borrow1) = wordA.subtractingReportingOverflow(wordB)
        let (difference, borrow2) = partial.subtractingReportingOverflow(flag ? 1 : 0)
        result[index] = difference
        flag = borrow1 || borrow2
      } else {
        let (partial, carry1) = wordA.addingReportingOverflow(wordB)
        let (sum, carry2) = partial.addingReportingOverflow(flag ? 1 : 0)
        result[index] = sum
        flag = carry1 || carry2
      }
    }
    if !subtracting {
      let (partial, carry1) = carryA.addingReportingOverflow(carryB)
      let (sum, carry2) = partial.addingReportingOverflow(flag ? 1 : 0)
      result[count] = sum
      result[count + 1] = (carry1 || carry2) ? 1 : 0
      return (trimmed(result, count + 2), false)
    }
    let (partial, borrow1) = carryA.subtractingReportingOverflow(carryB)
    let (top, borrow2) = partial.subtractingReportingOverflow(flag ? 1 : 0)
    result[count] = top
    guard borrow1 || borrow2 else { return (trimmed(result, count + 1), false) }
    // Below zero: the words are the two's complement of the magnitude.
    var carry = true
    for index in 0...count {
      let (negated, overflow) = (~result[index]).addingReportingOverflow(carry ? 1 : 0)
      result[index] = negated
      carry = overflow
    }
    return (trimmed(result, count + 1), true)
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
