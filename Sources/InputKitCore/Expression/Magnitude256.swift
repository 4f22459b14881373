/// An unsigned 256-bit integer, just wide enough for the products and scaled dividends of
/// two 38-digit mantissas (10^77 < 2^256), built from `UInt64` words because `UInt128` needs
/// iOS 18.
///
/// Every operation is total: callers check `isOverflowing` style results instead of trapping.
struct Magnitude256: Hashable, Sendable, Comparable {
  /// Words from least to most significant.
  var w0: UInt64
  var w1: UInt64
  var w2: UInt64
  var w3: UInt64

  static let zero = Magnitude256(w0: 0, w1: 0, w2: 0, w3: 0)

  init(w0: UInt64, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0) {
    self.w0 = w0
    self.w1 = w1
    self.w2 = w2
    self.w3 = w3
  }

  var isZero: Bool { (w0 | w1 | w2 | w3) == 0 }

  /// Whether the value fits in the low 64 bits.
  var fits64: Bool { (w1 | w2 | w3) == 0 }

  static func < (lhs: Magnitude256, rhs: Magnitude256) -> Bool {
    if lhs.w3 != rhs.w3 { return lhs.w3 < rhs.w3 }
    if lhs.w2 != rhs.w2 { return lhs.w2 < rhs.w2 }
    if lhs.w1 != rhs.w1 { return lhs.w1 < rhs.w1 }
    return lhs.w0 < rhs.w0
  }

  /// `self * factor`, or `nil` when the product needs more than 256 bits.
  func multiplied(by factor: UInt64) -> Magnitude256? {
    let p0 = w0.multipliedFullWidth(by: factor)
    let p1 = w1.multipliedFullWidth(by: factor)
    let p2 = w2.multipliedFullWidth(by: factor)
    let p3 = w3.multipliedFullWidth(by: factor)
    guard p3.high == 0 else { return nil }
    var result = Magnitude256(w0: p0.low)
    var carry: UInt64
    (result.w1, carry) = Self.add(p1.low, p0.high, 0)
    (result.w2, carry) = Self.add(p2.low, p1.high, carry)
    let (top, overflow) = Self.add(p3.low, p2.high, carry)
    guard overflow == 0 else { return nil }
    result.w3 = top
    return result
  }

  /// `self * other`, or `nil` when the product needs more than 256 bits.
  func multiplied(by other: Magnitude256) -> Magnitude256? {
    if other.fits64 { return multiplied(by: other.w0) }
    var result = Magnitude256.zero
    for shift in 0..<4 {
      let word = other.word(shift)
      if word == 0 { continue }
      guard let partial = multiplied(by: word), let shifted = partial.shiftedLeft(words: shift),
        let sum = result.adding(shifted)
      else { return nil }
      result = sum
    }
    return result
  }

  /// The full product of two values that fit in 128 bits.
  static func product(_ lhs: Magnitude256, _ rhs: Magnitude256) -> Magnitude256 {
    let ll = lhs.w0.multipliedFullWidth(by: rhs.w0)
    let lh = lhs.w0.multipliedFullWidth(by: rhs.w1)
    let hl = lhs.w1.multipliedFullWidth(by: rhs.w0)
    let hh = lhs.w1.multipliedFullWidth(by: rhs.w1)
    var result = Magnitude256(w0: ll.low)
    var carry: UInt64
    var carry2: UInt64
    (result.w1, carry) = add(ll.high, lh.low, 0)
    (result.w1, carry2) = add(result.w1, hl.low, 0)
    (result.w2, carry) = add(lh.high, hl.high, carry)
    (result.w2, carry2) = add(result.w2, hh.low, carry2)
    result.w3 = hh.high &+ carry &+ carry2
    return result
  }

  /// Divides by a non-zero `divisor`, returning the quotient and remainder.
  func divided(by divisor: UInt64) -> (quotient: Magnitude256, remainder: UInt64) {
    // Leading zero words are skipped: a full-width division is the costliest step here.
    var quotient = Magnitude256.zero
    var remainder: UInt64 = 0
    if w3 != 0 { (quotient.w3, remainder) = divisor.dividingFullWidth((remainder, w3)) }
    if (w3 | w2) != 0 { (quotient.w2, remainder) = divisor.dividingFullWidth((remainder, w2)) }
    if (w3 | w2 | w1) != 0 {
      (quotient.w1, remainder) = divisor.dividingFullWidth((remainder, w1))
    }
    if remainder == 0 {
      (quotient.w0, remainder) = w0.quotientAndRemainder(dividingBy: divisor)
    } else {
      (quotient.w0, remainder) = divisor.dividingFullWidth((remainder, w0))
    }
    return (quotient, remainder)
  }

  /// Divides by a non-zero `divisor` of any width, bit by bit. Only used when both operands
  /// of a division left the fast path, so its cost (a few hundred steps) is rare.
  func divided(by divisor: Magnitude256) -> (quotient: Magnitude256, remainder: Magnitude256) {
    if divisor.fits64 {
      let (quotient, remainder) = divided(by: divisor.w0)
      return (quotient, Magnitude256(w0: remainder))
    }
    var quotient = Magnitude256.zero
    var remainder = Magnitude256.zero
    for bit in stride(from: bitWidth - 1, through: 0, by: -1) {
      // The remainder stays below the divisor, which is below 2^256, so one spare bit is
      // enough to hold the shifted value.
      let spill = remainder.w3 >> 63
      remainder = remainder.shiftedLeftByOne(inserting: self.bit(bit))
      if spill != 0 || remainder >= divisor {
        remainder = remainder.subtractingWrapping(divisor)
        quotient.setBit(bit)
      }
    }
    return (quotient, remainder)
  }

  /// `self + other`, or `nil` on overflow.
  func adding(_ other: Magnitude256) -> Magnitude256? {
    var result = Magnitude256.zero
    var carry: UInt64
    (result.w0, carry) = Self.add(w0, other.w0, 0)
    (result.w1, carry) = Self.add(w1, other.w1, carry)
    (result.w2, carry) = Self.add(w2, other.w2, carry)
    (result.w3, carry) = Self.add(w3, other.w3, carry)
    return carry == 0 ? result : nil
  }

  /// `self - other` modulo 2^256; callers make sure `self >= other` unless they want the wrap.
  func subtractingWrapping(_ other: Magnitude256) -> Magnitude256 {
    var result = Magnitude256.zero
    var borrow: UInt64
    (result.w0, borrow) = Self.subtract(w0, other.w0, 0)
    (result.w1, borrow) = Self.subtract(w1, other.w1, borrow)
    (result.w2, borrow) = Self.subtract(w2, other.w2, borrow)
    (result.w3, _) = Self.subtract(w3, other.w3, borrow)
    return result
  }

  /// The number of bits up to and including the highest set bit.
  var bitWidth: Int {
    if w3 != 0 { return 256 - w3.leadingZeroBitCount }
    if w2 != 0 { return 192 - w2.leadingZeroBitCount }
    if w1 != 0 { return 128 - w1.leadingZeroBitCount }
    return 64 - w0.leadingZeroBitCount
  }

  private func shiftedLeft(words: Int) -> Magnitude256? {
    switch words {
    case 0: return self
    case 1: return w3 == 0 ? Magnitude256(w0: 0, w1: w0, w2: w1, w3: w2) : nil
    case 2: return (w3 | w2) == 0 ? Magnitude256(w0: 0, w1: 0, w2: w0, w3: w1) : nil
    default: return (w3 | w2 | w1) == 0 ? Magnitude256(w0: 0, w1: 0, w2: 0, w3: w0) : nil
    }
  }

  private func word(_ index: Int) -> UInt64 {
    switch index {
    case 0: return w0
    case 1: return w1
    case 2: return w2
    default: return w3
    }
  }

  private func bit(_ index: Int) -> UInt64 {
    (word(index >> 6) >> UInt64(index & 63)) & 1
  }

  private mutating func setBit(_ index: Int) {
    let mask: UInt64 = 1 << UInt64(index & 63)
    switch index >> 6 {
    case 0: w0 |= mask
    case 1: w1 |= mask
    case 2: w2 |= mask
    default: w3 |= mask
    }
  }

  private func shiftedLeftByOne(inserting lowBit: UInt64) -> Magnitude256 {
    Magnitude256(
      w0: (w0 << 1) | lowBit, w1: (w1 << 1) | (w0 >> 63), w2: (w2 << 1) | (w1 >> 63),
      w3: (w3 << 1) | (w2 >> 63))
  }

  private static func add(_ a: UInt64, _ b: UInt64, _ carry: UInt64) -> (UInt64, UInt64) {
    let (sum1, overflow1) = a.addingReportingOverflow(b)
    let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
    return (sum2, (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0))
  }

  private static func subtract(_ a: UInt64, _ b: UInt64, _ borrow: UInt64) -> (UInt64, UInt64) {
    let (difference1, overflow1) = a.subtractingReportingOverflow(b)
    let (difference2, overflow2) = difference1.subtractingReportingOverflow(borrow)
    return (difference2, (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0))
  }
}
