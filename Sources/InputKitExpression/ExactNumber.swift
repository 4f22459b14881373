/// A value during evaluation, always exact, in the first of three forms that holds it.
///
/// Big values are referred to by index in the evaluation's `BigStore`, so this type is two
/// words and a tag with no reference counting. Fractions are reduced only when a plain
/// cross-multiplication overflows.
enum ExactNumber: Sendable {
  /// `significand × 10^exponent`, `exponent` in `decimalExponents`: typed numbers of up to 18
  /// digits, and what `+ − ×`, `%` and an even `÷` make of them, with no GCD.
  case decimal(significand: Int64, exponent: Int)
  /// `numerator / denominator` with `denominator > 0`, not necessarily in lowest terms: a
  /// value no scaled decimal holds, such as `1÷3`.
  case fraction(numerator: Int64, denominator: Int64)
  /// A value that does not fit a small form even in lowest terms, at `index` in the
  /// evaluation's `BigStore`; never zero.
  case big(index: Int)

  /// No step makes a positive exponent, so every scaled decimal is a fraction of `Int64`s.
  static let decimalExponents = -18...0

  static var zero: ExactNumber { .decimal(significand: 0, exponent: 0) }

  var isZero: Bool {
    switch self {
    case .decimal(let significand, _): return significand == 0
    case .fraction(let numerator, _): return numerator == 0
    case .big: return false
    }
  }

  /// The value as a fraction of `Int64`s when it is small.
  @inline(__always)
  var smallFraction: (numerator: Int64, denominator: Int64)? {
    switch self {
    case .decimal(let significand, let exponent):
      return (significand, Int64(PowersOfTen.small(-exponent)))
    case .fraction(let numerator, let denominator):
      return (numerator, denominator)
    case .big:
      return nil
    }
  }

  @inline(__always)
  var smallValue: ExactNumber? {
    if case .big = self { return nil }
    return self
  }

  /// The opposite value when it is in a small form whose integer can be negated.
  @inline(__always)
  var smallNegation: ExactNumber? {
    switch self {
    case .decimal(let significand, let exponent) where significand != .min:
      return .decimal(significand: -significand, exponent: exponent)
    case .fraction(let numerator, let denominator) where numerator != .min:
      return .fraction(numerator: -numerator, denominator: denominator)
    default:
      return nil
    }
  }

  /// Stein's binary GCD: shifts and subtractions only, no division.
  @inline(__always)
  static func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 {
    if a == 0 { return b }
    if b == 0 { return a }
    let shift = (a | b).trailingZeroBitCount
    var u = a >> UInt64(a.trailingZeroBitCount)
    var v = b >> UInt64(b.trailingZeroBitCount)
    while u != v {
      let difference = v &- u
      let zeros = UInt64(difference.trailingZeroBitCount)
      let smaller = min(u, v)
      v = (u > v ? u &- v : difference) >> zeros
      u = smaller
    }
    return u << UInt64(shift)
  }
}
