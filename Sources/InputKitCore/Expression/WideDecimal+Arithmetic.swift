extension WideDecimal {
  /// The same value with the opposite sign.
  var negated: WideDecimal {
    WideDecimal(isNegative: !isNegative && !isZero, mantissa: mantissa, exponent: exponent)
  }

  /// `self + other` rounded to 38 digits; `nil` when the exponent leaves the supported range.
  func adding(_ other: WideDecimal) -> WideDecimal? {
    if other.isZero { return self }
    if isZero { return other }
    var (high, low) = exponent >= other.exponent ? (self, other) : (other, self)
    // Widen the mantissa with the larger exponent towards 38 digits first, so that the
    // remaining exponent gap says how far apart the magnitudes really are.
    let shift = min(
      Self.precision - PowersOfTen.digitCount(high.mantissa), high.exponent - low.exponent)
    if shift > 0, let widened = high.mantissa.multiplied(by: PowersOfTen.wide(shift)) {
      high.mantissa = widened
      high.exponent -= shift
    }
    let gap = high.exponent - low.exponent
    if gap > Self.precision + 1 {
      // |low| is below a hundredth of high's last digit: it cannot change the rounded sum.
      return high
    }
    // 38 digits shifted by at most 39 places stay below 10^77 < 2^256.
    guard let aligned = high.mantissa.multiplied(by: PowersOfTen.wide(gap)) else { return nil }
    if high.isNegative == low.isNegative {
      guard let sum = aligned.adding(low.mantissa) else { return nil }
      return Self.rounded(isNegative: high.isNegative, magnitude: sum, exponent: low.exponent)
    }
    if aligned >= low.mantissa {
      return Self.rounded(
        isNegative: high.isNegative, magnitude: aligned.subtractingWrapping(low.mantissa),
        exponent: low.exponent)
    }
    return Self.rounded(
      isNegative: low.isNegative, magnitude: low.mantissa.subtractingWrapping(aligned),
      exponent: low.exponent)
  }

  /// `self × other` rounded to 38 digits; `nil` when the exponent leaves the supported range.
  func multiplied(by other: WideDecimal) -> WideDecimal? {
    Self.rounded(
      isNegative: isNegative != other.isNegative,
      magnitude: Magnitude256.product(mantissa, other.mantissa),
      exponent: exponent + other.exponent)
  }

  /// `self ÷ other` rounded to 38 digits; `nil` when `other` is zero or the exponent leaves
  /// the supported range.
  func divided(by other: WideDecimal) -> WideDecimal? {
    if other.isZero { return nil }
    if isZero { return self }
    // Scale the dividend so the quotient has at least 39 digits, one more than kept, which
    // makes the truncated remainder irrelevant to rounding half away from zero:
    // m · 10^k < 10^(39 + digits(divisor)) ≤ 10^77 < 2^256.
    let scale =
      Self.precision + 1 + PowersOfTen.digitCount(other.mantissa)
      - PowersOfTen.digitCount(mantissa)
    guard let dividend = mantissa.multiplied(by: PowersOfTen.wide(scale)) else { return nil }
    return Self.rounded(
      isNegative: isNegative != other.isNegative,
      magnitude: dividend.divided(by: other.mantissa).quotient,
      exponent: exponent - other.exponent - scale)
  }
}
