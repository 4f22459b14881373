/// A value during evaluation, always exact: a fraction of two `Int64`s while it fits — every
/// calculator literal, sum, product and quotient starts there, so `0.1+0.2` is exactly
/// `3/10` and `1÷3×3` is exactly 1 — and a `BigRational` once a step would overflow, bounded
/// by `ExpressionLimits.exactBits`.
///
/// Fractions are reduced lazily: a step first tries the plain cross-multiplication, and only
/// when that overflows are the operands reduced by their GCDs and the step retried. Most
/// calculator steps never overflow, so most never pay for a GCD.
enum ExactNumber: Sendable {
  /// `numerator / denominator` with `denominator > 0`, not necessarily in lowest terms.
  case fraction(numerator: Int64, denominator: Int64)
  /// A value that no longer fits a small fraction, in lowest terms. Never a value that
  /// would fit one: results are brought back to `.fraction` when they fit, so each value
  /// has one form.
  indirect case big(BigRational)

  static var zero: ExactNumber { .fraction(numerator: 0, denominator: 1) }

  /// Whether the value is exactly zero.
  var isZero: Bool {
    switch self {
    case .fraction(let numerator, _): return numerator == 0
    case .big(let value): return value.numerator.isZero
    }
  }

  /// Whether the value is below zero.
  var isNegative: Bool {
    switch self {
    case .fraction(let numerator, _): return numerator < 0
    case .big(let value): return value.isNegative
    }
  }

  /// The value as a big fraction.
  var rational: BigRational {
    switch self {
    case .fraction(let numerator, let denominator):
      return BigRational(numerator: numerator, denominator: denominator)
    case .big(let value): return value
    }
  }

  /// `value` in its one form: a small fraction when numerator and denominator fit in `Int64`.
  static func normalized(_ value: BigRational) -> ExactNumber {
    if let numerator = value.numerator.uint64Value, let denominator = value.denominator.uint64Value,
      numerator <= UInt64(Int64.max), denominator <= UInt64(Int64.max)
    {
      let magnitude = Int64(numerator)
      return .fraction(
        numerator: value.isNegative ? -magnitude : magnitude, denominator: Int64(denominator))
    }
    return .big(value)
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

  /// Stein's binary GCD: shifts and subtractions only, no division.
  @inline(__always)
  static func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 {
    if a == 0 { return b }
    if b == 0 { return a }
    var a = a
    var b = b
    let shift = (a | b).trailingZeroBitCount
    a >>= UInt64(a.trailingZeroBitCount)
    repeat {
      b >>= UInt64(b.trailingZeroBitCount)
      if a > b { swap(&a, &b) }
      b -= a
    } while b != 0
    return a << UInt64(shift)
  }
}
