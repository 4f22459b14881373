/// An evaluation's result, out of the evaluation's `BigStore`, in the forms `ExactNumber` has.
/// Equal values may differ in form; `canonical` gives each value one form.
enum ExactValue: Hashable, Sendable {
  case decimal(significand: Int64, exponent: Int)
  case fraction(numerator: Int64, denominator: Int64)
  /// Boxed: a `BigRational` holds its words inline, hundreds of bytes.
  indirect case big(BigRational)

  static var zero: ExactValue { .decimal(significand: 0, exponent: 0) }

  var isZero: Bool {
    switch self {
    case .decimal(let significand, _): return significand == 0
    case .fraction(let numerator, _): return numerator == 0
    case .big: return false
    }
  }

  var isNegative: Bool {
    switch self {
    case .decimal(let significand, _): return significand < 0
    case .fraction(let numerator, _): return numerator < 0
    case .big(let value): return value.isNegative
    }
  }

  /// In lowest terms.
  var rational: BigRational {
    switch self {
    case .decimal(let significand, let exponent):
      return BigRational(
        numerator: significand, denominator: Int64(PowersOfTen.small(-exponent)))
    case .fraction(let numerator, let denominator):
      return BigRational(numerator: numerator, denominator: denominator)
    case .big(let value): return value
    }
  }

  /// `value` as a small fraction when numerator and denominator fit in `Int64`.
  static func normalized(_ value: BigRational) -> ExactValue {
    if let small = smallFraction(value) {
      return .fraction(numerator: small.numerator, denominator: small.denominator)
    }
    return .big(value)
  }

  /// `value` as a fraction of `Int64`s, when its numerator and denominator fit.
  static func smallFraction(_ value: BigRational) -> (numerator: Int64, denominator: Int64)? {
    guard let numerator = value.numerator.uint64Value,
      let denominator = value.denominator.uint64Value,
      numerator <= UInt64(Int64.max), denominator <= UInt64(Int64.max)
    else { return nil }
    let magnitude = Int64(numerator)
    return (value.isNegative ? -magnitude : magnitude, Int64(denominator))
  }

  /// The same value in one form, so that equal values compare and hash alike.
  var canonical: ExactValue {
    let (numerator, denominator): (Int64, Int64)
    switch self {
    case .decimal(let significand, let exponent):
      (numerator, denominator) = (significand, Int64(PowersOfTen.small(-exponent)))
    case .fraction(let top, let bottom):
      (numerator, denominator) = (top, bottom)
    case .big:
      return self
    }
    let divisor = ExactNumber.greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
    // −2^63 alone has no Int64 magnitude: `normalized` keeps it big, and so does this.
    if divisor == 1 && numerator == .min { return .big(rational) }
    return .fraction(
      numerator: numerator / Int64(divisor), denominator: denominator / Int64(divisor))
  }
}
