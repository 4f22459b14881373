/// A natural number of up to `BigMagnitude.capacity` 64-bit words, least significant first:
/// the integers of the exact fallback once a fraction no longer fits in `Int64`.
///
/// The words are stored inline, so a value never allocates. Operations are the schoolbook
/// ones, O(m·n): at this width nothing cleverer pays off.
struct BigMagnitude: Hashable, Sendable, Comparable {
  /// The product of two operands bounded by `ExpressionLimits.exactBits`, its carry, and the
  /// word Knuth's division adds, with a little headroom.
  static let capacity = 36

  private typealias Storage = (
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
  )

  private var storage: Storage = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0
  )
  /// The words in use, with no trailing zero words.
  private(set) var count = 0

  static let zero = BigMagnitude()

  private init() {}

  init(words: [UInt64]) {
    self = words.withUnsafeBufferPointer { BigMagnitude(words: $0) }
  }

  /// The number with `words`, least significant first; trailing zero words are dropped.
  init(words: UnsafeBufferPointer<UInt64>) {
    var count = words.count
    while count > 0 && words[count - 1] == 0 { count -= 1 }
    precondition(count <= Self.capacity, "BigMagnitude wider than its capacity")
    withMutableWords { result in
      for index in 0..<count { result[index] = words[index] }
    }
    self.count = count
  }

  @inline(__always)
  func withUsedWords<R>(_ body: (UnsafePointer<UInt64>, Int) -> R) -> R {
    withWords { body($0, count) }
  }

  init(_ value: UInt64) {
    if value != 0 {
      storage.0 = value
      count = 1
    }
  }

  var words: [UInt64] {
    withWords { Array(UnsafeBufferPointer(start: $0, count: count)) }
  }

  var isZero: Bool { count == 0 }

  var bitWidth: Int {
    withWords { BigWords.bitWidth($0, count) }
  }

  var uint64Value: UInt64? {
    switch count {
    case 0: return 0
    case 1: return storage.0
    default: return nil
    }
  }

  @inline(__always)
  private func withWords<R>(_ body: (UnsafePointer<UInt64>) -> R) -> R {
    withUnsafeBytes(of: storage) { body($0.baseAddress!.assumingMemoryBound(to: UInt64.self)) }
  }

  @inline(__always)
  private mutating func withMutableWords<R>(_ body: (UnsafeMutablePointer<UInt64>) -> R) -> R {
    withUnsafeMutableBytes(of: &storage) {
      body($0.baseAddress!.assumingMemoryBound(to: UInt64.self))
    }
  }

  /// A value whose first `count` words `body` writes (the rest are zero), written in place.
  @inline(__always)
  private init(count: Int, building body: (UnsafeMutablePointer<UInt64>) -> Void) {
    precondition(count <= Self.capacity, "BigMagnitude wider than its capacity")
    self.count = count
    withMutableWords(body)
    trim()
  }

  static func == (lhs: BigMagnitude, rhs: BigMagnitude) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withWords { a in
      rhs.withWords { b in
        for index in 0..<lhs.count where a[index] != b[index] { return false }
        return true
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    withWords { words in
      for index in 0..<count { hasher.combine(words[index]) }
    }
  }

  static func < (lhs: BigMagnitude, rhs: BigMagnitude) -> Bool {
    if lhs.count != rhs.count { return lhs.count < rhs.count }
    return lhs.withWords { a in
      rhs.withWords { b in
        var index = lhs.count - 1
        while index >= 0 {
          if a[index] != b[index] { return a[index] < b[index] }
          index -= 1
        }
        return false
      }
    }
  }

  func adding(_ other: BigMagnitude) -> BigMagnitude {
    if count < other.count { return other.adding(self) }
    return BigMagnitude(count: count + 1) { result in
      withWords { a in
        other.withWords { b in
          _ = BigWords.add(result, BigWords.copy(a, count, into: result), b, other.count)
        }
      }
    }
  }

  /// `self - other`; `other` must not be larger.
  func subtracting(_ other: BigMagnitude) -> BigMagnitude {
    precondition(other <= self, "BigMagnitude subtraction below zero")
    return BigMagnitude(count: count) { result in
      withWords { a in
        other.withWords { b in
          _ = BigWords.subtract(result, BigWords.copy(a, count, into: result), b, other.count)
        }
      }
    }
  }

  func multiplied(by other: BigMagnitude) -> BigMagnitude {
    if isZero || other.isZero { return .zero }
    if other.count == 1 { return multiplied(by: other.storage.0) }
    if count == 1 { return other.multiplied(by: storage.0) }
    return BigMagnitude(count: count + other.count) { result in
      withWords { a in
        other.withWords { b in
          for i in 0..<count {
            var carry: UInt64 = 0
            let factor = a[i]
            for j in 0..<other.count {
              let (high, low) = factor.multipliedFullWidth(by: b[j])
              let (sum1, overflow1) = low.addingReportingOverflow(result[i + j])
              let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
              result[i + j] = sum2
              // high ≤ 2^64 - 2, so adding two carries cannot overflow.
              carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            result[i + other.count] = carry
          }
        }
      }
    }
  }

  func multiplied(by factor: UInt64, adding addend: UInt64 = 0) -> BigMagnitude {
    BigMagnitude(count: count + 1) { result in
      withWords { a in
        _ = BigWords.multiply(a, count, by: factor, adding: addend, into: result)
      }
    }
  }

  func quotientAndRemainder(
    dividingBy divisor: UInt64
  ) -> (
    quotient: BigMagnitude, remainder: UInt64
  ) {
    precondition(divisor != 0, "BigMagnitude division by zero")
    var remainder: UInt64 = 0
    let quotient = BigMagnitude(count: count) { quotient in
      withWords { words in
        if count == 1 {
          (quotient[0], remainder) = words[0].quotientAndRemainder(dividingBy: divisor)
        } else {
          remainder = WordDivisor(divisor).divide(words, count, into: quotient).remainder
        }
      }
    }
    return (quotient, remainder)
  }

  func remainder(dividingBy divisor: UInt64) -> UInt64 {
    withWords { words in BigWords.remainder(words, count, dividingBy: divisor) }
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
    if divisor.count == 1 {
      let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor.storage.0)
      return (quotient, BigMagnitude(remainder))
    }
    let n = divisor.count
    let m = count - n
    // With the divisor's top bit set, each estimated quotient word is at most two too large.
    let shift = divisor.withWords { $0[n - 1] }.leadingZeroBitCount
    let normalizedDivisor = divisor.shiftedLeft(bits: shift)
    var dividend = shiftedLeft(bits: shift)
    // The dividend needs a word above its top one even when the shift adds none.
    precondition(count + 1 <= Self.capacity, "BigMagnitude wider than its capacity")
    let quotient = BigMagnitude(count: m + 1) { quotient in
      normalizedDivisor.withWords { v in
        dividend.withMutableWords { u in
          Self.divide(u, count: count, by: v, count: n, into: quotient)
        }
      }
    }
    // The remainder is the low n words; the words above must be zero again.
    let used = count + 1
    dividend.withMutableWords { u in
      for index in n..<used { u[index] = 0 }
    }
    dividend.count = n
    dividend.trim()
    return (quotient, dividend.shiftedRight(bits: shift))
  }

  /// Knuth's steps D2–D7 on normalised words: `u` (m + n words and a zero above, or one
  /// more word when the shift carried) is replaced by the remainder in its low `n` words.
  @inline(__always)
  private static func divide(
    _ u: UnsafeMutablePointer<UInt64>, count: Int, by v: UnsafePointer<UInt64>,
    count n: Int, into quotient: UnsafeMutablePointer<UInt64>
  ) {
    let m = count - n
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
  }

  private mutating func trim() {
    let used = count
    count = withMutableWords { BigWords.trimmed($0, used) }
  }

  /// `self ÷ divisor` for a divisor known to divide it; dividing by 1 costs nothing.
  func dividedExactly(by divisor: BigMagnitude) -> BigMagnitude {
    if let word = divisor.uint64Value {
      return word == 1 ? self : quotientAndRemainder(dividingBy: word).quotient
    }
    return quotientAndRemainder(dividingBy: divisor).quotient
  }

  func shiftedLeft(bits: Int) -> BigMagnitude {
    if isZero || bits == 0 { return self }
    let wordShift = bits / 64
    let bitShift = UInt64(bits % 64)
    return BigMagnitude(count: count + wordShift + 1) { result in
      withWords { words in
        for index in 0..<count {
          let word = words[index]
          result[index + wordShift] |= word << bitShift
          if bitShift != 0 { result[index + wordShift + 1] = word >> (64 - bitShift) }
        }
      }
    }
  }

  func shiftedRight(bits: Int) -> BigMagnitude {
    if bits == 0 { return self }
    let wordShift = bits / 64
    guard wordShift < count else { return .zero }
    let bitShift = UInt64(bits % 64)
    return BigMagnitude(count: count - wordShift) { result in
      withWords { words in
        for index in 0..<(count - wordShift) {
          result[index] = words[index + wordShift] >> bitShift
          if bitShift != 0 && index + wordShift + 1 < count {
            result[index] |= words[index + wordShift + 1] << (64 - bitShift)
          }
        }
      }
    }
  }

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
    // The usual case, a word against a wide number, needs no copy of either.
    if let small = b.uint64Value { return gcd(a, small) }
    if let small = a.uint64Value { return gcd(b, small) }
    var a = a
    var b = b
    while true {
      if let small = b.uint64Value { return gcd(a, small) }
      let remainder = a.quotientAndRemainder(dividingBy: b).remainder
      a = b
      b = remainder
    }
  }

  private static func gcd(_ a: BigMagnitude, _ small: UInt64) -> BigMagnitude {
    if small == 0 { return a }
    return BigMagnitude(ExactNumber.greatestCommonDivisor(small, a.remainder(dividingBy: small)))
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
    // Each chunk is 19 digits with its leading zeros.
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
