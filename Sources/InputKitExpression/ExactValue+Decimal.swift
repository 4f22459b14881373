import Foundation

extension ExactValue {
  private static let decimalExponents = -128...127

  /// The value as a `Decimal`: exact when it terminates within 38 digits, otherwise rounded
  /// once to 38 significant digits (at least 16 for the tiniest values); `nil` outside
  /// Decimal's range.
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

  /// Up to 38 ASCII digits as a Decimal integer, from two halves joined exactly: Decimal has
  /// no public initialiser from a 128-bit mantissa.
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
