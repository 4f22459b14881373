/// An exact fraction of two `BigMagnitude`s, always in lowest terms with a positive
/// denominator: the form a value takes once its numerator or denominator needs more than
/// 63 bits. Both stay within `ExpressionLimits.exactBits`; a step that would leave that
/// bound reports which way it went instead of rounding.
struct BigRational: Hashable, Sendable {
  /// Whether the value is below zero; never set for zero.
  var isNegative: Bool
  var numerator: BigMagnitude
  var denominator: BigMagnitude

  /// Why a step has no exact result within the bound.
  enum LimitError: Error, Sendable {
    /// The value's integer part needs more than `ExpressionLimits.exactBits` bits.
    case magnitude
    /// The value is small enough, but its exact fraction needs more bits than the bound.
    case precision

    /// The error an expression reports.
    var kind: ExpressionError.Kind {
      switch self {
      case .magnitude: return .overflow
      case .precision: return .tooPrecise
      }
    }
  }

  /// `numerator / denominator` for a fraction of `Int64`s with a positive denominator.
  init(numerator: Int64, denominator: Int64) {
    let divisor = ExactNumber.greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
    isNegative = numerator < 0
    self.numerator = BigMagnitude(numerator.magnitude / divisor)
    self.denominator = BigMagnitude(denominator.magnitude / divisor)
  }

  /// `±numerator / denominator` reduced to lowest terms, or the reason it exceeds the bound.
  static func reduced(
    isNegative: Bool, numerator: BigMagnitude, denominator: BigMagnitude
  ) throws(LimitError) -> BigRational {
    if numerator.isZero {
      return BigRational(isNegative: false, numerator: .zero, denominator: BigMagnitude(1))
    }
    let divisor = BigMagnitude.greatestCommonDivisor(numerator, denominator)
    var numerator = numerator
    var denominator = denominator
    if divisor.uint64Value != 1 {
      numerator = numerator.quotientAndRemainder(dividingBy: divisor).quotient
      denominator = denominator.quotientAndRemainder(dividingBy: divisor).quotient
    }
    let limit = ExpressionLimits.exactBits
    if numerator.bitWidth > limit || denominator.bitWidth > limit {
      // Beyond the bound in size (the integer part alone is too wide) or only in precision.
      let integerBits = numerator.bitWidth - denominator.bitWidth
      throw integerBits >= limit ? .magnitude : .precision
    }
    return BigRational(isNegative: isNegative, numerator: numerator, denominator: denominator)
  }

  private init(isNegative: Bool, numerator: BigMagnitude, denominator: BigMagnitude) {
    self.isNegative = isNegative
    self.numerator = numerator
    self.denominator = denominator
  }

  var negated: BigRational {
    BigRational(
      isNegative: !isNegative && !numerator.isZero, numerator: numerator,
      denominator: denominator)
  }

  /// `self + other`.
  func adding(_ other: BigRational) throws(LimitError) -> BigRational {
    let left = numerator.multiplied(by: other.denominator)
    let right = other.numerator.multiplied(by: denominator)
    let denominator = denominator.multiplied(by: other.denominator)
    if isNegative == other.isNegative {
      return try .reduced(
        isNegative: isNegative, numerator: left.adding(right), denominator: denominator)
    }
    if left >= right {
      return try .reduced(
        isNegative: isNegative, numerator: left.subtracting(right), denominator: denominator)
    }
    return try .reduced(
      isNegative: other.isNegative, numerator: right.subtracting(left), denominator: denominator)
  }

  /// `self × other`.
  func multiplied(by other: BigRational) throws(LimitError) -> BigRational {
    try .reduced(
      isNegative: isNegative != other.isNegative,
      numerator: numerator.multiplied(by: other.numerator),
      denominator: denominator.multiplied(by: other.denominator))
  }

  /// `self ÷ other`; `other` must not be zero.
  func divided(by other: BigRational) throws(LimitError) -> BigRational {
    try .reduced(
      isNegative: isNegative != other.isNegative,
      numerator: numerator.multiplied(by: other.denominator),
      denominator: denominator.multiplied(by: other.numerator))
  }
}
