/// An evaluation's result, out of the evaluation's `BigStore`: a small fraction or a big
/// one, each value in exactly one form.
enum ExactValue: Hashable, Sendable {
  /// `numerator / denominator` with `denominator > 0`, not necessarily in lowest terms.
  case fraction(numerator: Int64, denominator: Int64)
  /// A value whose lowest terms do not fit in `Int64`. Boxed: a `BigRational` holds its
  /// words inline, hundreds of bytes that every copy of a result would otherwise move.
  indirect case big(BigRational)

  static var zero: ExactValue { .fraction(numerator: 0, denominator: 1) }

  /// Whether the value is exactly zero.
  var isZero: Bool {
    switch self {
    case .fraction(let numerator, _): return numerator == 0
    case .big: return false
    }
  }

  /// Whether the value is below zero.
  var isNegative: Bool {
    switch self {
    case .fraction(let numerator, _): return numerator < 0
    case .big(let value): return value.isNegative
    }
  }

  /// The value as a big fraction in lowest terms.
  var rational: BigRational {
    switch self {
    case .fraction(let numerator, let denominator):
      return BigRational(numerator: numerator, denominator: denominator)
    case .big(let value): return value
    }
  }

  /// `value` in its one form: a small fraction when numerator and denominator fit in `Int64`.
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

  /// The same value in lowest terms, so that equal values compare and hash alike.
  var canonical: ExactValue {
    guard case .fraction(let numerator, let denominator) = self else { return self }
    let divisor = ExactNumber.greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
    guard divisor > 1 else { return self }
    return .fraction(
      numerator: numerator / Int64(divisor), denominator: denominator / Int64(divisor))
  }
}
