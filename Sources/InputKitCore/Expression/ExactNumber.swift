/// A value during evaluation, always exact: a fraction of two `Int64`s while it fits — every
/// calculator literal, sum, product and quotient starts there, so `0.1+0.2` is exactly
/// `3/10` and `1÷3×3` is exactly 1 — and a `BigRational` once a step would overflow, bounded
/// by `ExpressionLimits.exactBits`.
///
/// Big values live in the evaluation's `BigStore` and are referred to by their place in it,
/// which keeps this type two words with no reference counting: the small case, nearly every
/// step of nearly every expression, is copied and dropped as plain integers.
///
/// Fractions are reduced lazily: a step first tries the plain cross-multiplication, and only
/// when that overflows are the operands reduced by their GCDs and the step retried. Most
/// calculator steps never overflow, so most never pay for a GCD.
enum ExactNumber: Sendable {
  /// `numerator / denominator` with `denominator > 0`, not necessarily in lowest terms.
  case fraction(numerator: Int64, denominator: Int64)
  /// A value that does not fit a small fraction even in lowest terms, at `index` in the
  /// evaluation's `BigStore`. Results that fit are always brought back to `.fraction`, so a
  /// big value is never zero.
  case big(index: Int)

  static var zero: ExactNumber { .fraction(numerator: 0, denominator: 1) }

  /// Whether the value is exactly zero.
  var isZero: Bool {
    switch self {
    case .fraction(let numerator, _): return numerator == 0
    case .big: return false
    }
  }

  /// `numerator / denominator` in lowest terms; `denominator` must be positive.
  @inline(__always)
  static func reduced(numerator: Int64, denominator: Int64) -> ExactNumber {
    let divisor = greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
    if divisor > 1 {
      return .fraction(
        numerator: numerator / Int64(divisor), denominator: denominator / Int64(divisor))
    }
    return .fraction(numerator: numerator, denominator: denominator)
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
