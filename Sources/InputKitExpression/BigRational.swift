/// An exact fraction of two `BigMagnitude`s, always in lowest terms with a positive
/// denominator, both within `ExpressionLimits.exactBits`; a step that would leave that bound
/// reports which way it went instead of rounding.
struct BigRational: Hashable, Sendable {
  /// Never set for zero.
  var isNegative: Bool
  var numerator: BigMagnitude
  var denominator: BigMagnitude

  /// Why a step has no exact result within the bound: the integer part is too wide
  /// (`magnitude`), or only the fraction (`precision`).
  enum LimitError: Error, Sendable {
    case magnitude
    case precision

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
    return try exact(isNegative: isNegative, numerator, denominator)
  }

  /// A fraction known to be in lowest terms and within the bound.
  init(isNegative: Bool, numerator: BigMagnitude, denominator: BigMagnitude) {
    self.isNegative = isNegative
    self.numerator = numerator
    self.denominator = denominator
  }

  var negated: BigRational {
    BigRational(
      isNegative: !isNegative && !numerator.isZero, numerator: numerator,
      denominator: denominator)
  }

  /// `self + other`, by Knuth's method (TAOCP 4.5.1): with both operands in lowest terms,
  /// only gcd(b, d) and then gcd(t, gcd(b, d)) are needed to reduce the sum.
  func adding(_ other: BigRational) throws(LimitError) -> BigRational {
    let common = BigMagnitude.greatestCommonDivisor(denominator, other.denominator)
    let isUnit = common.uint64Value == 1
    let leftScale = isUnit ? other.denominator : other.denominator.dividedExactly(by: common)
    let rightScale = isUnit ? denominator : denominator.dividedExactly(by: common)
    let left = numerator.multiplied(by: leftScale)
    let right = other.numerator.multiplied(by: rightScale)
    let isNegative: Bool
    let sum: BigMagnitude
    if self.isNegative == other.isNegative {
      (isNegative, sum) = (self.isNegative, left.adding(right))
    } else if left >= right {
      (isNegative, sum) = (self.isNegative, left.subtracting(right))
    } else {
      (isNegative, sum) = (other.isNegative, right.subtracting(left))
    }
    if sum.isZero { return try .exact(isNegative: false, sum, BigMagnitude(1)) }
    if isUnit {
      return try .exact(isNegative: isNegative, sum, denominator.multiplied(by: other.denominator))
    }
    let divisor = BigMagnitude.greatestCommonDivisor(sum, common)
    return try .exact(
      isNegative: isNegative, sum.dividedExactly(by: divisor),
      rightScale.multiplied(by: other.denominator.dividedExactly(by: divisor)))
  }

  /// `self × other`: cross-reduced first (gcd(a, d) and gcd(c, b)), so the product is in
  /// lowest terms without a gcd of the wide results.
  func multiplied(by other: BigRational) throws(LimitError) -> BigRational {
    try Self.product(
      isNegative: isNegative != other.isNegative, numerator, denominator, other.numerator,
      other.denominator)
  }

  /// `other` must not be zero.
  func divided(by other: BigRational) throws(LimitError) -> BigRational {
    try Self.product(
      isNegative: isNegative != other.isNegative, numerator, denominator, other.denominator,
      other.numerator)
  }

  private static func product(
    isNegative: Bool, _ a: BigMagnitude, _ b: BigMagnitude, _ c: BigMagnitude, _ d: BigMagnitude
  ) throws(LimitError) -> BigRational {
    if a.isZero || c.isZero { return try .exact(isNegative: false, .zero, BigMagnitude(1)) }
    let first = BigMagnitude.greatestCommonDivisor(a, d)
    let second = BigMagnitude.greatestCommonDivisor(c, b)
    return try .exact(
      isNegative: isNegative,
      a.dividedExactly(by: first).multiplied(by: c.dividedExactly(by: second)),
      b.dividedExactly(by: second).multiplied(by: d.dividedExactly(by: first)))
  }

  /// A fraction already in lowest terms, checked against the bound.
  private static func exact(
    isNegative: Bool, _ numerator: BigMagnitude, _ denominator: BigMagnitude
  ) throws(LimitError) -> BigRational {
    let limit = ExpressionLimits.exactBits
    if numerator.bitWidth > limit || denominator.bitWidth > limit {
      // Too wide in size (the integer part alone exceeds the bound) or only in precision.
      throw numerator.bitWidth - denominator.bitWidth >= limit ? .magnitude : .precision
    }
    return BigRational(
      isNegative: isNegative && !numerator.isZero, numerator: numerator, denominator: denominator)
  }
}
