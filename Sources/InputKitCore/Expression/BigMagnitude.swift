/// A natural number of any size, in 64-bit words, least significant first: the integers of
/// the exact fallback that takes over when a fraction no longer fits in `Int64`.
///
/// Operations are the schoolbook ones (multiplication O(m·n), Knuth's long division
/// O(m·n)): the evaluator bounds every value to `ExpressionLimits.exactBits` bits, where
/// nothing cleverer pays off.
struct BigMagnitude: Hashable, Sendable, Comparable {
  /// The words, least significant first, with no trailing zero words (zero has none).
  private(set) var words: [UInt64]

  static let zero = BigMagnitude(words: [])

  /// The number with `words`, least significant first; trailing zero words are dropped.
  init(words: [UInt64]) {
    self.words = words
    normalize()
  }

  init(_ value: UInt64) {
    words = value == 0 ? [] : [value]
  }

  var isZero: Bool { words.isEmpty }

  /// The number of bits up to the highest set one; 0 for zero.
  var bitWidth: Int {
    guard let last = words.last else { return 0 }
    return words.count * 64 - last.leadingZeroBitCount
  }

  /// The value when it fits in one word.
  var uint64Value: UInt64? {
    switch words.count {
    case 0: return 0
    case 1: return words[0]
    default: return nil
    }
  }

  private mutating func normalize() {
    while words.last == 0 { words.removeLast() }
  }

  static func < (lhs: BigMagnitude, rhs: BigMagnitude) -> Bool {
    if lhs.words.count != rhs.words.count { return lhs.words.count < rhs.words.count }
    var index = lhs.words.count - 1
    while index >= 0 {
      if lhs.words[index] != rhs.words[index] { return lhs.words[index] < rhs.words[index] }
      index -= 1
    }
    return false
  }

  /// `self + other`.
  func adding(_ other: BigMagnitude) -> BigMagnitude {
    let (long, short) = words.count >= other.words.count ? (self, other) : (other, self)
    var result = long.words
    var carry: UInt64 = 0
    for index in 0..<result.count {
      let addend = index < short.words.count ? short.words[index] : 0
      if addend == 0 && carry == 0 && index >= short.words.count { break }
      let (partial, overflow1) = result[index].addingReportingOverflow(addend)
      let (sum, overflow2) = partial.addingReportingOverflow(carry)
      result[index] = sum
      carry = (overflow1 || overflow2) ? 1 : 0
    }
    if carry != 0 { result.append(carry) }
    return BigMagnitude(words: result)
  }

  /// `self - other`; `other` must not be larger.
  func subtracting(_ other: BigMagnitude) -> BigMagnitude {
    precondition(other <= self, "BigMagnitude subtraction below zero")
    var result = words
    var borrow: UInt64 = 0
    for index in 0..<result.count {
      let subtrahend = index < other.words.count ? other.words[index] : 0
      if subtrahend == 0 && borrow == 0 && index >= other.words.count { break }
      let (partial, overflow1) = result[index].subtractingReportingOverflow(subtrahend)
      let (difference, overflow2) = partial.subtractingReportingOverflow(borrow)
      result[index] = difference
      borrow = (overflow1 || overflow2) ? 1 : 0
    }
    return BigMagnitude(words: result)
  }

  /// `self × other`.
  func multiplied(by other: BigMagnitude) -> BigMagnitude {
    if isZero || other.isZero { return .zero }
    if other.words.count == 1 { return multiplied(by: other.words[0]) }
    if words.count == 1 { return other.multiplied(by: words[0]) }
    var result = [UInt64](repeating: 0, count: words.count + other.words.count)
    for (i, a) in words.enumerated() {
      var carry: UInt64 = 0
      for (j, b) in other.words.enumerated() {
        let (high, low) = a.multipliedFullWidth(by: b)
        let (sum1, overflow1) = low.addingReportingOverflow(result[i + j])
        let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
        result[i + j] = sum2
        // high ≤ 2^64 - 2, so adding two carries cannot overflow.
        carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
      }
      result[i + other.words.count] = carry
    }
    return BigMagnitude(words: result)
  }

  /// `self × factor + addend`.
  func multiplied(by factor: UInt64, adding addend: UInt64 = 0) -> BigMagnitude {
    var result: [UInt64] = []
    result.reserveCapacity(words.count + 1)
    var carry = addend
    for word in words {
      let (high, low) = word.multipliedFullWidth(by: factor)
      let (sum, overflow) = low.addingReportingOverflow(carry)
      result.append(sum)
      carry = high &+ (overflow ? 1 : 0)
    }
    if carry != 0 { result.append(carry) }
    return BigMagnitude(words: result)
  }

  /// The quotient and remainder of division by a nonzero word.
  func quotientAndRemainder(
    dividingBy divisor: UInt64
  ) -> (
    quotient: BigMagnitude, remainder: UInt64
  ) {
    precondition(divisor != 0, "BigMagnitude division by zero")
    var quotient = words
    var remainder: UInt64 = 0
    var index = words.count - 1
    while index >= 0 {
      (quotient[index], remainder) = divisor.dividingFullWidth((remainder, words[index]))
      index -= 1
    }
    return (BigMagnitude(words: quotient), remainder)
  }

  /// The remainder of division by a nonzero word, without building the quotient.
  func remainder(dividingBy divisor: UInt64) -> UInt64 {
    var remainder: UInt64 = 0
    var index = words.count - 1
    while index >= 0 {
      remainder = divisor.dividingFullWidth((remainder, words[index])).remainder
      index -= 1
    }
    return remainder
  }

  /// The quotient and remainder of division by a nonzero number: Knuth's algorithm D
  /// (TAOCP 4.3.1), one quotient word per step.
  func quotientAndRemainder(
    dividingBy divisor: BigMagnitude
  ) -> (
    quotient: BigMagnitude, remainder: BigMagnitude
  ) {
    precondition(!divisor.isZero, "BigMagnitude division by zero")
    if self < divisor { return (.zero, self) }
    if divisor.words.count == 1 {
      let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor.words[0])
      return (quotient, BigMagnitude(remainder))
    }
    let n = divisor.words.count
    let m = words.count - n
    // Normalise so the divisor's top word has its high bit set: then each estimated
    // quotient word is at most two too large.
    let shift = divisor.words[n - 1].leadingZeroBitCount
    let v = divisor.shiftedLeft(bits: shift).words
    var u = shiftedLeft(bits: shift).words
    if u.count == words.count { u.append(0) }
    var quotient = [UInt64](repeating: 0, count: m + 1)
    var j = m
    while j >= 0 {
      var estimate: UInt64
      var remainder: UInt64
      var remainderOverflowed = false
      if u[j + n] >= v[n - 1] {
        estimate = .max
        (remainder, remainderOverflowed) = u[j + n - 1].addingReportingOverflow(v[n - 1])
      } else {
        (estimate, remainder) = v[n - 1].dividingFullWidth((u[j + n], u[j + n - 1]))
      }
      while !remainderOverflowed {
        let (high, low) = estimate.multipliedFullWidth(by: v[n - 2])
        guard high > remainder || (high == remainder && low > u[j + n - 2]) else { break }
        estimate -= 1
        (remainder, remainderOverflowed) = remainder.addingReportingOverflow(v[n - 1])
      }
      // u[j...j+n] -= estimate × v
      var borrow: UInt64 = 0
      var carry: UInt64 = 0
      for i in 0..<n {
        let (high, low) = estimate.multipliedFullWidth(by: v[i])
        let (product, overflow) = low.addingReportingOverflow(carry)
        carry = high &+ (overflow ? 1 : 0)
        let (partial, overflow1) = u[i + j].subtractingReportingOverflow(product)
        let (difference, overflow2) = partial.subtractingReportingOverflow(borrow)
        u[i + j] = difference
        borrow = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
      }
      let (partial, overflow1) = u[j + n].subtractingReportingOverflow(carry)
      let (top, overflow2) = partial.subtractingReportingOverflow(borrow)
      u[j + n] = top
      if overflow1 || overflow2 {
        // The estimate was one too large: add the divisor back.
        estimate -= 1
        var carry: UInt64 = 0
        for i in 0..<n {
          let (sum1, overflow1) = u[i + j].addingReportingOverflow(v[i])
          let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
          u[i + j] = sum2
          carry = (overflow1 || overflow2) ? 1 : 0
        }
        u[j + n] &+= carry
      }
      quotient[j] = estimate
      j -= 1
    }
    let remainder = BigMagnitude(words: Array(u[0..<n])).shiftedRight(bits: shift)
    return (BigMagnitude(words: quotient), remainder)
  }

  /// `self ÷ divisor` for a divisor known to divide it; dividing by 1 costs nothing.
  func dividedExactly(by divisor: BigMagnitude) -> BigMagnitude {
    if let word = divisor.uint64Value {
      return word == 1 ? self : quotientAndRemainder(dividingBy: word).quotient
    }
    return quotientAndRemainder(dividingBy: divisor).quotient
  }

  /// `self × 2^bits`.
  func shiftedLeft(bits: Int) -> BigMagnitude {
    if isZero || bits == 0 { return self }
    let wordShift = bits / 64
    let bitShift = UInt64(bits % 64)
    var result = [UInt64](repeating: 0, count: words.count + wordShift + 1)
    for (index, word) in words.enumerated() {
      result[index + wordShift] |= word << bitShift
      if bitShift != 0 { result[index + wordShift + 1] = word >> (64 - bitShift) }
    }
    return BigMagnitude(words: result)
  }

  /// `self ÷ 2^bits`, rounded down.
  func shiftedRight(bits: Int) -> BigMagnitude {
    let wordShift = bits / 64
    guard wordShift < words.count else { return .zero }
    let bitShift = UInt64(bits % 64)
    var result = [UInt64](repeating: 0, count: words.count - wordShift)
    for index in 0..<result.count {
      result[index] = words[index + wordShift] >> bitShift
      if bitShift != 0 && index + wordShift + 1 < words.count {
        result[index] |= words[index + wordShift + 1] << (64 - bitShift)
      }
    }
    return BigMagnitude(words: result)
  }

  /// 10^exponent.
  static func powerOfTen(_ exponent: Int) -> BigMagnitude {
    var result = BigMagnitude(1)
    var remaining = exponent
    while remaining > 0 {
      let step = min(remaining, 19)
      result = result.multiplied(by: PowersOfTen.small(step))
      remaining -= step
    }
    return result
  }

  /// The greatest common divisor: Euclid's algorithm while the numbers are wide, then the
  /// binary one on single words.
  static func greatestCommonDivisor(_ a: BigMagnitude, _ b: BigMagnitude) -> BigMagnitude {
    var a = a
    var b = b
    while true {
      if let small = b.uint64Value {
        if small == 0 { return a }
        let rest = a.remainder(dividingBy: small)
        return BigMagnitude(ExactNumber.greatestCommonDivisor(small, rest))
      }
      (a, b) = (b, a.quotientAndRemainder(dividingBy: b).remainder)
    }
  }

  /// The decimal digits, most significant first ("0" for zero).
  var decimalDigits: [UInt8] {
    if isZero { return [UInt8(ascii: "0")] }
    var chunks: [UInt64] = []
    var rest = self
    while !rest.isZero {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: PowersOfTen.small(19))
      chunks.append(remainder)
      rest = quotient
    }
    // Each chunk is 19 digits with its leading zeros; the zeros before the first digit of
    // the most significant chunk are dropped at the end.
    var digits = [UInt8](repeating: UInt8(ascii: "0"), count: chunks.count * 19)
    for (index, chunk) in chunks.reversed().enumerated() {
      var rest = chunk
      var position = index * 19 + 18
      while rest > 0 {
        digits[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
        position -= 1
      }
    }
    let leadingZeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
    return Array(digits[leadingZeros...])
  }
}
