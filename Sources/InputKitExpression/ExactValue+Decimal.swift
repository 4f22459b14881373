import Foundation
import InputKitShared

extension ExactValue {
  /// Decimal's own exponent range: values need `mantissa × 10^e` with `-128 ≤ e ≤ 127`.
  private static let decimalExponents = -128...127

  /// The value as a `Decimal`: exact when it terminates within 38 digits, otherwise rounded
  /// once, half away from zero, to 38 significant digits (fewer, but at least 16, for values
  /// so small that Decimal's exponent runs out). `nil` when the value is outside Decimal's
  /// range.
  var decimalValue: Decimal? {
    if case .decimal(let significand, let exponent) = self {
      return Decimal(
        sign: significand < 0 ? .minus : .plus, exponent: exponent,
        significand: Decimal(significand.magnitude))
    }
    if case .fraction(let numerator, let denominator) = self {
      if denominator == 1 { return Decimal(numerator) }
      if let small = roundedSmall(digits: 19), small.isExact {
        return Decimal(
          sign: small.isNegative ? .minus : .plus, exponent: small.exponent,
          significand: Decimal(small.significand))
      }
    }
    var (isNegative, digits, exponent) = rounded(digits: 38)
    if digits.isEmpty { return Decimal(0) }
    if exponent < Self.decimalExponents.lowerBound {
      let kept = digits.count - (Self.decimalExponents.lowerBound - exponent)
      guard kept >= 16 else { return nil }
      (isNegative, digits, exponent) = rounded(digits: kept)
      guard exponent >= Self.decimalExponents.lowerBound else { return nil }
    }
    if exponent > Self.decimalExponents.upperBound {
      // 1e160 is only representable as 10…0 × 10^127, and Decimal's public initialisers strip
      // trailing zeros first and overflow to NaN; parsing the digits keeps them.
      let padding = exponent - Self.decimalExponents.upperBound
      guard digits.count + padding <= 38 else { return nil }
      let text =
        (isNegative ? "-" : "") + String(decoding: digits, as: UTF8.self)
        + String(repeating: "0", count: padding) + "e\(Self.decimalExponents.upperBound)"
      guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
        !decimal.isNaN
      else { return nil }
      return decimal
    }
    return Decimal(
      sign: isNegative ? .minus : .plus, exponent: exponent,
      significand: Self.decimalSignificand(digits))
  }

  /// Up to 38 ASCII digits as a Decimal integer. Decimal has no public initialiser from a
  /// 128-bit mantissa: two halves of at most 19 digits are joined, exactly, at small
  /// exponents where the addition cannot round or trap.
  private static func decimalSignificand(_ digits: [UInt8]) -> Decimal {
    func integer(_ slice: ArraySlice<UInt8>) -> UInt64 {
      slice.reduce(0) { $0 * 10 + UInt64($1 - UInt8(ascii: "0")) }
    }
    guard digits.count > 19 else { return Decimal(integer(digits[...])) }
    let split = digits.count - 19
    return Decimal(sign: .plus, exponent: 19, significand: Decimal(integer(digits[..<split])))
      + Decimal(integer(digits[split...]))
  }
}
