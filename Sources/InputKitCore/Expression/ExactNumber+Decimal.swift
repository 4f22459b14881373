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

  /// The 19 leading significant digits of `numerator/denominator`, rounded half away from
  /// zero unless the division is exact; the fraction need not be in lowest terms. One or two
  /// 128-by-64-bit divisions: this runs for every result, so it avoids wider arithmetic.
  private static func decimal(numerator: Int64, denominator: Int64) -> Decimal? {
    guard let digits = decimalDigits(numerator: numerator, denominator: denominator) else {
      // A terminating value longer than 19 digits: keep as many digits as Decimal can.
      return decimal(WideDecimal.fraction(numerator: numerator, denominator: denominator))
    }
    return Decimal(
      sign: digits.isNegative ? .minus : .plus, exponent: -digits.scale,
      significand: Decimal(digits.significand))
  }

  /// The value as `significand × 10^-scale` with at most 19 digits and no trailing zeros,
  /// when it is a fraction that fits (rounded as `decimalValue` says); `nil` for wide values
  /// and for terminating fractions longer than 19 digits. The live preview formats this
  /// directly, skipping `Decimal`, whose construction and reading cost more than the
  /// evaluation itself on Linux.
  var decimalDigits: (isNegative: Bool, significand: UInt64, scale: Int)? {
    guard case .fraction(let numerator, let denominator) = self else { return nil }
    return Self.decimalDigits(numerator: numerator, denominator: denominator)
  }

  private static func decimalDigits(
    numerator: Int64, denominator: Int64
  ) -> (isNegative: Bool, significand: UInt64, scale: Int)? {
    if numerator == 0 { return (false, 0, 0) }
    let magnitude = numerator.magnitude
    let divisor = denominator.magnitude
    var (integer, remainder) = magnitude.quotientAndRemainder(dividingBy: divisor)
    var digits: UInt64
    var scale: Int
    if integer != 0 {
      scale = 19 - PowersOfTen.digitCount(integer)
      let fraction: UInt64
      (fraction, remainder) = divisor.dividingFullWidth(
        remainder.multipliedFullWidth(by: PowersOfTen.small(scale)))
      digits = integer * PowersOfTen.small(scale) + fraction
    } else {
      // value < 1: the first 19 decimals hold at least one significant digit because
      // divisor < 10^19; a second division fills up to 19 significant digits.
      (digits, remainder) = divisor.dividingFullWidth(
        remainder.multipliedFullWidth(by: PowersOfTen.small(19)))
      let missing = 19 - PowersOfTen.digitCount(digits)
      scale = 19 + missing
      if missing > 0 && remainder != 0 {
        let more: UInt64
        (more, remainder) = divisor.dividingFullWidth(
          remainder.multipliedFullWidth(by: PowersOfTen.small(missing)))
        digits = digits * PowersOfTen.small(missing) + more
      } else {
        digits *= PowersOfTen.small(missing)
      }
    }
    if remainder != 0 {
      if terminates(numerator: magnitude, denominator: divisor) { return nil }
      if remainder >= divisor - divisor / 2 { digits += 1 }
    }
    while digits % 10 == 0 && scale > 0 {
      digits /= 10
      scale -= 1
    }
    return (numerator < 0, digits, scale)
  }

  /// Whether n/d has a finite decimal expansion, without reducing it first: with d = 2^a·5^b·r
  /// and r coprime to 10, it terminates exactly when r divides n.
  private static func terminates(numerator: UInt64, denominator: UInt64) -> Bool {
    var rest = denominator >> UInt64(denominator.trailingZeroBitCount)
    while rest % 5 == 0 { rest /= 5 }
    return numerator % rest == 0
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
    var keepsTrailingZeros = false
    while exponent > decimalExponents.upperBound,
      PowersOfTen.digitCount(mantissa) < WideDecimal.precision,
      let scaled = mantissa.multiplied(by: 10)
    {
      mantissa = scaled
      exponent -= 1
      keepsTrailingZeros = true
    }
    if exponent < decimalExponents.lowerBound {
      // Below Decimal's smallest exponent the last digits are lost, as Decimal itself would
      // lose them; a value that loses every digit is out of range rather than silently zero.
      let drop = decimalExponents.lowerBound - exponent
      guard drop <= WideDecimal.precision else { return nil }
      let (quotient, remainder) = mantissa.divided(by: PowersOfTen.wide(drop))
      mantissa = quotient
      if !remainder.isZero, remainder >= PowersOfTen.wide(drop).divided(by: 2).quotient {
        mantissa = mantissa.adding(Magnitude256(w0: 1)) ?? mantissa
      }
      exponent = decimalExponents.lowerBound
      if mantissa.isZero { return nil }
    }
    guard decimalExponents.contains(exponent) else { return nil }
    if keepsTrailingZeros {
      // 1e160 is only representable as 10…0 × 10^127, and Decimal's public initialisers strip
      // trailing zeros first and overflow to NaN; reading the digits keeps them.
      var digits = ""
      var rest = mantissa
      while !rest.isZero {
        let (quotient, remainder) = rest.divided(by: 10)
        digits.append(Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(remainder))))
        rest = quotient
      }
      let text = (value.isNegative ? "-" : "") + String(digits.reversed()) + "e\(exponent)"
      guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
        !decimal.isNaN
      else { return nil }
      return decimal
    }
    let significand: Decimal
    if mantissa.fits64 {
      significand = Decimal(mantissa.w0)
    } else {
      // Decimal has no public initialiser from a 128-bit mantissa: join two 19-digit halves.
      // Both halves sit at small exponents, so this addition is exact and cannot trap.
      let (high, low) = mantissa.divided(by: PowersOfTen.small(19))
      significand =
        Decimal(sign: .plus, exponent: 19, significand: Decimal(high.w0)) + Decimal(low)
    }
    return Decimal(
      sign: value.isNegative ? .minus : .plus, exponent: exponent, significand: significand)
  }
}
