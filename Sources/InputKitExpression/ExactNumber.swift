/// A value during evaluation, always exact, in the first of three forms that holds it.
///
/// Big values are referred to by their index in the evaluation's `BigStore`, so this type is
/// two words and a tag with no reference counting: the small forms, nearly every step, are
/// copied and dropped as plain integers. Fractions are reduced lazily: a step tries the plain
/// cross-multiplication first and reduces by the GCDs and retries only when that overflows.
enum ExactNumber: Sendable {
  /// `significand × 10^exponent`, `exponent` in `decimalExponents`: every typed number of up
  /// to 18 digits and 18 decimals, and what `+ − ×`, `%` and an even `÷` make of them, so
  /// `0.1+0.2` is `3 × 10^-1` with no GCD or reduction.
  case decimal(significand: Int64, exponent: Int)
  /// `numerator / denominator` with `denominator > 0`, not necessarily in lowest terms: a
  /// value no scaled decimal holds, such as `1÷3`.
  case fraction(numerator: Int64, denominator: Int64)
  /// A value that does not fit a small form even in lowest terms, at `index` in the
  /// evaluation's `BigStore`, bounded by `ExpressionLimits.exactBits`. Results that fit are
  /// always brought back to `.fraction`, so a big value is never zero.
  case big(index: Int)

  /// The exponents a scaled decimal has: typed numbers have at most 18 decimals, and no step
  /// makes a positive exponent (a sum takes the smaller one, a quotient the dividend's scale
  /// up to the divisor's), so every scaled decimal is also a fraction of `Int64`s.
  static let decimalExponents = -18...0

  static var zero: ExactNumber { .decimal(significand: 0, exponent: 0) }

  /// Whether the value is exactly zero.
  var isZero: Bool {
    switch self {
    case .decimal(let significand, _): return significand == 0
    case .fraction(let numerator, _): return numerator == 0
    case .big: return false
    }
  }

  /// The value as a fraction of `Int64`s when it is small: a scaled decimal is
  /// `significand / 10^-exponent`.
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

  /// The value when it is in a small form.
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

  /// Stein's binary GCD: shifts and subtractions only, no division. The difference's
  /// trailing zeros are its magnitude's, so each round's shift need not wait for the
  /// comparison.
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
