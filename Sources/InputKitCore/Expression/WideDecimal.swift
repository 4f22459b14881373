/// A decimal floating-point number with a 38-digit mantissa — the precision of
/// `Foundation.Decimal` — whose exponent is not limited to Decimal's range, so intermediate
/// results far outside that range are carried instead of trapping. The evaluator falls back
/// to it when an exact small fraction would overflow.
///
/// Results are rounded half away from zero to 38 significant digits after every operation.
struct WideDecimal: Hashable, Sendable {
  /// Significant digits kept after every operation.
  static let precision = 38
  /// Exponents beyond this are reported as overflow long before they could overflow `Int`.
  static let exponentLimit = 1_000_000

  /// Whether the value is below zero; never set for zero.
  var isNegative: Bool
  // The mantissa is stored as two words rather than a `Magnitude256` so that every value
  // moved through the evaluator stays small; it is below 10^38 and so fits in 128 bits.
  private var mantissaHigh: UInt64
  private var mantissaLow: UInt64
  private var storedExponent: Int32

  /// The digits, below 10^38.
  var mantissa: Magnitude256 {
    get { Magnitude256(w0: mantissaLow, w1: mantissaHigh) }
    set {
      mantissaLow = newValue.w0
      mantissaHigh = newValue.w1
    }
  }

  /// The power of ten the mantissa is scaled by, within ±`exponentLimit`.
  var exponent: Int {
    get { Int(storedExponent) }
    set { storedExponent = Int32(clamping: newValue) }
  }

  /// Creates a value; `mantissa` must be below 10^38 and `exponent` within the limit.
  init(isNegative: Bool, mantissa: Magnitude256, exponent: Int) {
    self.isNegative = isNegative
    self.mantissaHigh = mantissa.w1
    self.mantissaLow = mantissa.w0
    self.storedExponent = Int32(clamping: exponent)
  }

  var isZero: Bool { (mantissaHigh | mantissaLow) == 0 }

  /// Rounds `magnitude × 10^exponent` to 38 significant digits, half away from zero; `nil`
  /// when the exponent leaves the supported range.
  static func rounded(isNegative: Bool, magnitude: Magnitude256, exponent: Int) -> WideDecimal? {
    if magnitude.isZero { return WideDecimal(isNegative: false, mantissa: .zero, exponent: 0) }
    var mantissa = magnitude
    var exponent = exponent
    let excess = PowersOfTen.digitCount(mantissa) - precision
    if excess > 0 {
      // At most 77 - 38 = 39 digits to drop: in two steps, the first exact up to a sticky
      // remainder, which cannot change a half-away-from-zero decision.
      var remaining = excess
      while remaining > 0 {
        let step = min(remaining, 19)
        let divisor = PowersOfTen.small(step)
        let (quotient, remainder) = mantissa.divided(by: divisor)
        mantissa = quotient
        remaining -= step
        if remaining == 0 && remainder >= divisor - divisor / 2 {
          mantissa = mantissa.adding(Magnitude256(w0: 1)) ?? mantissa
        }
      }
      exponent += excess
      if mantissa == PowersOfTen.wide(precision) {
        mantissa = PowersOfTen.wide(precision - 1)
        exponent += 1
      }
    }
    guard abs(exponent) <= exponentLimit else { return nil }
    return WideDecimal(isNegative: isNegative, mantissa: mantissa, exponent: exponent)
  }

  /// The value of `numerator / denominator` (denominator > 0) to 38 significant digits.
  static func fraction(numerator: Int64, denominator: Int64) -> WideDecimal {
    let magnitude = numerator.magnitude
    let divisor = denominator.magnitude
    if divisor == 1 {
      return WideDecimal(
        isNegative: numerator < 0, mantissa: Magnitude256(w0: magnitude), exponent: 0)
    }
    // Unreduced literals such as 74/100 are exact with their own digits: no division.
    let decimals = PowersOfTen.digitCount(divisor) - 1
    if PowersOfTen.small(decimals) == divisor {
      return WideDecimal(
        isNegative: numerator < 0, mantissa: Magnitude256(w0: magnitude), exponent: -decimals)
    }
    // Scale so the quotient has at least 38 digits: |n| · 10^k < 10^(19 + 39) < 2^256.
    let scale =
      precision + PowersOfTen.digitCount(divisor) - PowersOfTen.digitCount(magnitude) + 1
    let scaled = PowersOfTen.wide(scale).multiplied(by: magnitude) ?? .zero
    // Only the quotient's digits matter: it has at least 39, so the truncated remainder is
    // beyond the rounding digit and cannot change a half-away-from-zero decision.
    return rounded(
      isNegative: numerator < 0, magnitude: scaled.divided(by: divisor).quotient,
      exponent: -scale) ?? WideDecimal(isNegative: false, mantissa: .zero, exponent: 0)
  }
}
