extension ExactNumber {
  /// `self + other`, exact: in `Int64` while the fraction fits, in big integers after that;
  /// an error only when the exact result exceeds `ExpressionLimits.exactBits`. With
  /// `consuming`, the caller reads neither operand again, so a big result may take the place
  /// of a big operand in `store`.
  @inline(__always)
  func adding(
    _ other: ExactNumber, _ store: inout BigStore, consuming: Bool = false
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .fraction(let a, let b) = self, case .fraction(let c, let d) = other,
      let sum = Self.smallSum(a, b, c, d)
    {
      return sum
    }
    return try Self.bigSum(self, other, &store, consuming: consuming)
  }

  /// `a/b + c/d` as a small fraction, or `nil` when even the reduced sum does not fit.
  @inline(__always)
  static func smallSum(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64) -> ExactNumber? {
    if b == d {
      let (numerator, overflow) = a.addingReportingOverflow(c)
      if !overflow { return .fraction(numerator: numerator, denominator: b) }
    } else {
      let (ad, overflow1) = a.multipliedReportingOverflow(by: d)
      let (cb, overflow2) = c.multipliedReportingOverflow(by: b)
      let (numerator, overflow3) = ad.addingReportingOverflow(cb)
      let (denominator, overflow4) = b.multipliedReportingOverflow(by: d)
      if !(overflow1 || overflow2 || overflow3 || overflow4) {
        return .fraction(numerator: numerator, denominator: denominator)
      }
    }
    return reducedSum(a, b, c, d)
  }

  /// `self - other`, like `adding(_:)`.
  @inline(__always)
  func subtracting(
    _ other: ExactNumber, _ store: inout BigStore, consuming: Bool = false
  ) throws(BigRational.LimitError) -> ExactNumber {
    try adding(other.negated(&store), &store, consuming: consuming)
  }

  /// `self × other`, like `adding(_:)`.
  @inline(__always)
  func multiplied(
    by other: ExactNumber, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .fraction(let a, let b) = self, case .fraction(let c, let d) = other,
      let product = Self.product(a, b, c, d)
    {
      return product
    }
    return try Self.bigProduct(self, other, &store)
  }

  /// `self ÷ other`, like `adding(_:)`; the caller has ruled out a zero divisor.
  @inline(__always)
  func divided(
    by other: ExactNumber, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .fraction(let a, let b) = self, case .fraction(let c, let d) = other {
      // Multiply by the reciprocal d/c, keeping the denominator positive.
      let (numerator, overflow1) = c < 0 ? Int64(0).subtractingReportingOverflow(d) : (d, false)
      let (denominator, overflow2) =
        c < 0 ? Int64(0).subtractingReportingOverflow(c) : (c, false)
      if !overflow1 && !overflow2, let product = Self.product(a, b, numerator, denominator) {
        return product
      }
    }
    return try Self.bigQuotient(self, other, &store)
  }

  /// The value with the opposite sign; the one small fraction whose numerator cannot be
  /// negated (`Int64.min`) becomes a big one.
  @inline(__always)
  func negated(_ store: inout BigStore) -> ExactNumber {
    if case .fraction(let numerator, let denominator) = self, numerator != .min {
      return .fraction(numerator: -numerator, denominator: denominator)
    }
    return Self.bigNegated(self, &store)
  }

  // The big steps are kept out of line so that the small ones stay small where inlined.
  @inline(never)
  private static func bigNegated(_ a: ExactNumber, _ store: inout BigStore) -> ExactNumber {
    if case .big(let index) = a { return store.negated(index) }
    return store.number(store.rational(a).negated)
  }

  @inline(never)
  private static func bigSum(
    _ a: ExactNumber, _ b: ExactNumber, _ store: inout BigStore, consuming: Bool
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .big(let index) = a, case .fraction(let numerator, let denominator) = b {
      let (c, d) = reducedMagnitudes(numerator, denominator)
      return try store.sum(index, smallNegative: numerator < 0, c, d, replacing: consuming)
    }
    if case .fraction(let numerator, let denominator) = a, case .big(let index) = b {
      let (c, d) = reducedMagnitudes(numerator, denominator)
      return try store.sum(index, smallNegative: numerator < 0, c, d, replacing: consuming)
    }
    return store.number(try store.rational(a).adding(store.rational(b)))
  }

  /// `|numerator| / denominator` in lowest terms, as words.
  @inline(__always)
  private static func reducedMagnitudes(
    _ numerator: Int64, _ denominator: Int64
  ) -> (UInt64, UInt64) {
    // A whole number, the most common operand, is in lowest terms already.
    if denominator == 1 { return (numerator.magnitude, 1) }
    let divisor = greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
    if divisor == 1 { return (numerator.magnitude, denominator.magnitude) }
    return (numerator.magnitude / divisor, denominator.magnitude / divisor)
  }

  @inline(never)
  private static func bigProduct(
    _ a: ExactNumber, _ b: ExactNumber, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .big(let index) = a, case .fraction(let numerator, let denominator) = b,
      numerator != 0
    {
      let (c, d) = reducedMagnitudes(numerator, denominator)
      return try store.product(index, smallNegative: numerator < 0, c, d)
    }
    if case .fraction(let numerator, let denominator) = a, case .big(let index) = b,
      numerator != 0
    {
      let (c, d) = reducedMagnitudes(numerator, denominator)
      return try store.product(index, smallNegative: numerator < 0, c, d)
    }
    return store.number(try store.rational(a).multiplied(by: store.rational(b)))
  }

  @inline(never)
  private static func bigQuotient(
    _ a: ExactNumber, _ b: ExactNumber, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .big(let index) = a, case .fraction(let numerator, let denominator) = b,
      numerator != 0
    {
      // Dividing by ±c/d multiplies by ±d/c.
      let (c, d) = reducedMagnitudes(numerator, denominator)
      return try store.product(index, smallNegative: numerator < 0, d, c)
    }
    return store.number(try store.rational(a).divided(by: store.rational(b)))
  }

  /// Knuth's sum of fractions (TAOCP 4.5.1) after reducing both: dividing by gcd(b, d) first
  /// keeps the intermediate products as small as possible. `nil` if it still overflows.
  private static func reducedSum(
    _ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64
  )
    -> ExactNumber?
  {
    guard case .fraction(let a, let b) = reduced(numerator: a, denominator: b),
      case .fraction(let c, let d) = reduced(numerator: c, denominator: d)
    else { return nil }
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

  /// (a/b)·(c/d): the plain products when they fit, else cross-reduced first; `nil` if even
  /// the reduced product overflows.
  @inline(__always)
  private static func product(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64) -> ExactNumber? {
    let (numerator, overflow1) = a.multipliedReportingOverflow(by: c)
    let (denominator, overflow2) = b.multipliedReportingOverflow(by: d)
    if !overflow1 && !overflow2 {
      return .fraction(numerator: numerator, denominator: denominator)
    }
    return reducedProduct(a, b, c, d)
  }

  private static func reducedProduct(
    _ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64
  )
    -> ExactNumber?
  {
    guard case .fraction(let a, let b) = reduced(numerator: a, denominator: b),
      case .fraction(let c, let d) = reduced(numerator: c, denominator: d)
    else { return nil }
    let divisor1 = Int64(greatestCommonDivisor(a.magnitude, d.magnitude))
    let divisor2 = Int64(greatestCommonDivisor(c.magnitude, b.magnitude))
    let (numerator, overflow1) = (a / divisor1).multipliedReportingOverflow(by: c / divisor2)
    let (denominator, overflow2) = (b / divisor2).multipliedReportingOverflow(by: d / divisor1)
    if overflow1 || overflow2 { return nil }
    return .fraction(numerator: numerator, denominator: denominator)
  }
}
