import Foundation

extension ExactNumber {
  /// Decimal's own exponent range: values need `mantissa × 10^e` with `-128 ≤ e ≤ 127`.
  private static let decimalExponents = -128...127

  /// The value as a `Decimal`: exact when it terminates within 38 digits; otherwise rounded
  /// half away from zero to 19 significant digits (a fraction) or 38 (a wide value) — either
  /// is more than a 16-digit display needs. `nil` when the value is outside Decimal's range.
  var decimalValue: Decimal? {
    switch self {
    case .fraction(let numerator, let denominator):
      if denominator == 1 { return Decimal(numerator) }
      return Self.decimal(numerator: numerator, denominator: denominator)
    case .wide(let value):
      return Self.decimal(value)
    }
  }

  private static func decimal(numerator: Int64, denominator: Int64) -> Decimal? {
    let magnitude = numerator.magnitude
    let divisor = denominator.magnitude
    // Scale so the quotient has 19 digits, as many as a UInt64 always holds:
    // |n| · 10^k < 10^(19 + 19) fits easily in 256 bits.
    var scale = 19 + PowersOfTen.digitCount(divisor) - PowersOfTen.digitCount(magnitude)
    // 1 ≤ scale ≤ 37, so 10^scale fits in 128 bits as `product` needs.
    var (quotient, remainder) = Magnitude256.product(
      Magnitude256(w0: magnitude), PowersOfTen.wide[scale]
    ).divided(by: divisor)
    if !quotient.fits64 || quotient.w0 >= PowersOfTen.small[19] {
      scale -= 1
      (quotient, remainder) = Magnitude256.product(
        Magnitude256(w0: magnitude), PowersOfTen.wide[scale]
      ).divided(by: divisor)
    }
    var digits = quotient.w0
    if remainder != 0 {
      if terminates(divisor) {
        // A terminating value longer than 19 digits: keep as many digits as Decimal can.
        return decimal(WideDecimal.fraction(numerator: numerator, denominator: denominator))
      }
      if remainder >= divisor - divisor / 2 { digits += 1 }
    }
    while digits % 10 == 0 && scale > 0 {
      digits /= 10
      scale -= 1
    }
    return Decimal(
      sign: numerator < 0 ? .minus : .plus, exponent: -scale, significand: Decimal(digits))
  }

  /// Whether 1/divisor has a finite decimal expansion (its only prime factors are 2 and 5).
  private static func terminates(_ divisor: UInt64) -> Bool {
    var rest = divisor >> UInt64(divisor.trailingZeroBitCount)
    while rest % 5 == 0 { rest /= 5 }
    return rest == 1
  }

  private static func decimal(_ value: WideDecimal) -> Decimal? {
    if value.isZero { return Decimal(0) }
    var mantissa = value.mantissa
    var exponent = value.exponent
    while true {
      let (quotient, remainder) = mantissa.divided(by: 10)
      guard remainder == 0 else { break }
      mantissa = quotient
      exponent += 1
    }
    while exponent > decimalExponents.upperBound,
      PowersOfTen.digitCount(mantissa) < WideDecimal.precision,
      let scaled = mantissa.multiplied(by: 10)
    {
      mantissa = scaled
      exponent -= 1
    }
    if exponent < decimalExponents.lowerBound {
      // Below Decimal's smallest exponent the last digits are lost, as Decimal itself would
      // lose them; a value that loses every digit is out of range rather than silently zero.
      let drop = decimalExponents.lowerBound - exponent
      guard drop <= WideDecimal.precision else { return nil }
      let (quotient, remainder) = mantissa.divided(by: PowersOfTen.wide[drop])
      mantissa = quotient
      if !remainder.isZero, remainder >= PowersOfTen.wide[drop].divided(by: 2).quotient {
        mantissa = mantissa.adding(Magnitude256(w0: 1)) ?? mantissa
      }
      exponent = decimalExponents.lowerBound
      if mantissa.isZero { return nil }
    }
    guard decimalExponents.contains(exponent) else { return nil }
    let significand: Decimal
    if mantissa.fits64 {
      significand = Decimal(mantissa.w0)
    } else {
      // Decimal has no public initialiser from a 128-bit mantissa: join two 19-digit halves.
      // Both halves sit at small exponents, so this addition is exact and cannot trap.
      let (high, low) = mantissa.divided(by: PowersOfTen.small[19])
      significand =
        Decimal(sign: .plus, exponent: 19, significand: Decimal(high.w0)) + Decimal(low)
    }
    return Decimal(
      sign: value.isNegative ? .minus : .plus, exponent: exponent, significand: significand)
  }
}
