extension ExactNumber {
  /// `self + other`: exact while the fraction fits in `Int64`, 38 digits after that; `nil`
  /// when even the wide form leaves its range.
  func adding(_ other: ExactNumber) -> ExactNumber? {
    if case .fraction(let a, let b) = self, case .fraction(let c, let d) = other {
      if b == d {
        let (numerator, overflow) = a.addingReportingOverflow(c)
        if !overflow { return b == 1 ? .fraction(numerator: numerator, denominator: 1) : .reduced(numerator: numerator, denominator: b) }
      } else if let sum = Self.sumOfFractions(a, b, c, d) {
        return sum
      }
    }
    return widened.adding(other.widened).map(ExactNumber.wide)
  }

  /// `self - other`, like `adding(_:)`.
  func subtracting(_ other: ExactNumber) -> ExactNumber? {
    guard let negated = other.negated else {
      return widened.adding(other.widened.negated).map(ExactNumber.wide)
    }
    return adding(negated)
  }

  /// `self × other`, like `adding(_:)`.
  func multiplied(by other: ExactNumber) -> ExactNumber? {
    if case .fraction(let a, let b) = self, case .fraction(let c, let d) = other,
      let product = Self.productOfFractions(a, b, c, d)
    {
      return product
    }
    return widened.multiplied(by: other.widened).map(ExactNumber.wide)
  }

  /// `self ÷ other`; the caller has ruled out a zero divisor.
  func divided(by other: ExactNumber) -> ExactNumber? {
    if case .fraction(let a, let b) = self, case .fraction(let c, let d) = other {
      // Multiply by the reciprocal d/c, keeping the denominator positive.
      let (numerator, overflow1) = c < 0 ? Int64(0).subtractingReportingOverflow(d) : (d, false)
      let (denominator, overflow2) =
        c < 0 ? Int64(0).subtractingReportingOverflow(c) : (c, false)
      if !overflow1 && !overflow2,
        let product = Self.productOfFractions(a, b, numerator, denominator)
      {
        return product
      }
    }
    return widened.divided(by: other.widened).map(ExactNumber.wide)
  }

  /// The value with the opposite sign, or `nil` for the one fraction whose numerator cannot
  /// be negated (`Int64.min`).
  var negated: ExactNumber? {
    switch self {
    case .fraction(let numerator, let denominator):
      let (negated, overflow) = Int64(0).subtractingReportingOverflow(numerator)
      return overflow ? nil : .fraction(numerator: negated, denominator: denominator)
    case .wide(let value):
      return .wide(value.negated)
    }
  }

  /// The value with the opposite sign, widening if the fraction cannot be negated.
  var negatedOrWidened: ExactNumber {
    negated ?? .wide(widened.negated)
  }

  /// Knuth's sum of fractions in lowest terms (TAOCP 4.5.1): dividing by gcd(b, d) first
  /// keeps the intermediate products as small as possible.
  @inline(__always)
  private static func sumOfFractions(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64)
    -> ExactNumber?
  {
    let common = Int64(greatestCommonDivisor(b.magnitude, d.magnitude))
    let bReduced = b / common
    let dReduced = d / common
    let (ad, overflow1) = a.multipliedReportingOverflow(by: dReduced)
    let (cb, overflow2) = c.multipliedReportingOverflow(by: bReduced)
    let (numerator, overflow3) = ad.addingReportingOverflow(cb)
    let (denominator, overflow4) = bReduced.multipliedReportingOverflow(by: d)
    if overflow1 || overflow2 || overflow3 || overflow4 { return nil }
    // gcd(numerator, denominator) divides gcd(numerator, common) when a/b and c/d are reduced.
    let divisor = Int64(greatestCommonDivisor(numerator.magnitude, common.magnitude))
    return .fraction(numerator: numerator / divisor, denominator: denominator / divisor)
  }

  /// The product of two fractions in lowest terms, cross-reducing first; `nil` on overflow.
  @inline(__always)
  private static func productOfFractions(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64)
    -> ExactNumber?
  {
    let divisor1 = Int64(greatestCommonDivisor(a.magnitude, d.magnitude))
    let divisor2 = Int64(greatestCommonDivisor(c.magnitude, b.magnitude))
    let (numerator, overflow1) = (a / divisor1).multipliedReportingOverflow(by: c / divisor2)
    let (denominator, overflow2) = (b / divisor2).multipliedReportingOverflow(by: d / divisor1)
    if overflow1 || overflow2 { return nil }
    return .fraction(numerator: numerator, denominator: denominator)
  }
}
