extension ExactNumber {
  // The steps on two scaled decimals, nearly every step of a calculator's expression, are
  // inlined; every other form takes one call, so that the inlined steps stay small.

  /// `self + other`, exact, or an error beyond `ExpressionLimits.exactBits`. With `consuming`
  /// the caller reads neither operand again, so a big result may take a big operand's place.
  @inline(__always)
  func adding(
    _ other: ExactNumber, _ store: inout BigStore, consuming: Bool = false
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .decimal(let x, let e) = self, case .decimal(let y, let f) = other,
      let sum = Self.decimalSum(x, e, y, f)
    {
      return sum
    }
    return try Self.sum(self, other, &store, consuming: consuming)
  }

  /// `a/b + c/d` (`b, d > 0`) over the least common denominator, unreduced, or `nil` when
  /// that overflows too: one GCD, cheaper than a big step.
  static func lcmSum(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64) -> ExactNumber? {
    let shared = Int64(greatestCommonDivisor(b.magnitude, d.magnitude))
    if shared == 1 { return nil }
    let (ad, overflow1) = a.multipliedReportingOverflow(by: d / shared)
    let (cb, overflow2) = c.multipliedReportingOverflow(by: b / shared)
    let (numerator, overflow3) = ad.addingReportingOverflow(cb)
    let (denominator, overflow4) = (b / shared).multipliedReportingOverflow(by: d)
    if overflow1 || overflow2 || overflow3 || overflow4 { return nil }
    return .fraction(numerator: numerator, denominator: denominator)
  }

  /// `self - other`, like `adding(_:)`.
  @inline(__always)
  func subtracting(
    _ other: ExactNumber, _ store: inout BigStore, consuming: Bool = false
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .decimal(let x, let e) = self, case .decimal(let y, let f) = other,
      let difference = Self.decimalSum(x, e, y, f, subtracting: true)
    {
      return difference
    }
    return try Self.sum(self, other.negated(&store), &store, consuming: consuming)
  }

  /// `x·10^e ± y·10^f` at the smaller exponent, or `nil` if it overflows.
  @inline(__always)
  static func decimalSum(
    _ x: Int64, _ e: Int, _ y: Int64, _ f: Int, subtracting: Bool = false
  ) -> ExactNumber? {
    var (x, y, exponent) = (x, y, e)
    if e != f {
      let overflow: Bool
      if e > f {
        (x, overflow) = x.multipliedReportingOverflow(by: Int64(PowersOfTen.small(e - f)))
        exponent = f
      } else {
        (y, overflow) = y.multipliedReportingOverflow(by: Int64(PowersOfTen.small(f - e)))
      }
      if overflow { return nil }
    }
    let (sum, overflow) =
      subtracting ? x.subtractingReportingOverflow(y) : x.addingReportingOverflow(y)
    return overflow ? nil : .decimal(significand: sum, exponent: exponent)
  }

  /// `self × other`, like `adding(_:)`.
  @inline(__always)
  func multiplied(
    by other: ExactNumber, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .decimal(let x, let e) = self, case .decimal(let y, let f) = other {
      let (product, overflow) = x.multipliedReportingOverflow(by: y)
      if !overflow && e + f >= Self.decimalExponents.lowerBound {
        return .decimal(significand: product, exponent: e + f)
      }
    }
    return try Self.product(self, other, &store)
  }

  /// `self %`, a hundredth of the value: two decimals more for a scaled decimal.
  @inline(__always)
  func percent(_ store: inout BigStore) throws(BigRational.LimitError) -> ExactNumber {
    if case .decimal(let significand, let exponent) = self,
      exponent - 2 >= Self.decimalExponents.lowerBound
    {
      return .decimal(significand: significand, exponent: exponent - 2)
    }
    return try Self.product(self, .fraction(numerator: 1, denominator: 100), &store)
  }

  /// `self ÷ other`, like `adding(_:)`; the caller has ruled out a zero divisor.
  @inline(__always)
  func divided(
    by other: ExactNumber, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    if case .decimal(let x, let e) = self, case .decimal(let y, let f) = other,
      let quotient = Self.decimalQuotient(x, e, y, f)
    {
      return quotient
    }
    return try Self.quotient(self, other, &store)
  }

  /// `x·10^e ÷ y·10^f` for `y ≠ 0`: a scaled decimal if the significands divide evenly, else
  /// their fraction; `nil` if a step overflows.
  @inline(__always)
  static func decimalQuotient(_ x: Int64, _ e: Int, _ y: Int64, _ f: Int) -> ExactNumber? {
    var dividend = x
    var exponent = 0
    if e >= f {
      let overflow: Bool
      (dividend, overflow) = x.multipliedReportingOverflow(by: Int64(PowersOfTen.small(e - f)))
      if overflow { return nil }
    } else {
      exponent = e - f
    }
    // The one quotient of Int64s that does not fit.
    if dividend == .min && y == -1 { return nil }
    let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: y)
    if remainder == 0 { return .decimal(significand: quotient, exponent: exponent) }
    return unevenQuotient(dividend, y, exponent)
  }

  /// `dividend ÷ (divisor·10^-exponent)` as a fraction with a positive denominator.
  @inline(never)
  private static func unevenQuotient(
    _ dividend: Int64, _ divisor: Int64, _ exponent: Int
  ) -> ExactNumber? {
    let (denominator, overflow) = divisor.multipliedReportingOverflow(
      by: Int64(PowersOfTen.small(-exponent)))
    if overflow { return nil }
    if denominator > 0 { return .fraction(numerator: dividend, denominator: denominator) }
    if dividend == .min || denominator == .min { return nil }
    return .fraction(numerator: -dividend, denominator: -denominator)
  }

  /// The value with the opposite sign; `Int64.min` becomes a big one.
  @inline(__always)
  func negated(_ store: inout BigStore) -> ExactNumber {
    if case .decimal(let significand, let exponent) = self, significand != .min {
      return .decimal(significand: -significand, exponent: exponent)
    }
    return Self.negated(self, &store)
  }

  // MARK: Fractions and big values

  @inline(never)
  private static func negated(_ a: ExactNumber, _ store: inout BigStore) -> ExactNumber {
    if let negation = a.smallNegation { return negation }
    if case .big(let index) = a { return store.negated(index) }
    return store.number(store.rational(a).negated)
  }

  /// A sum in any forms: small while it fits, else with a big value in `store`.
  @inline(never)
  private static func sum(
    _ a: ExactNumber, _ b: ExactNumber, _ store: inout BigStore, consuming: Bool
  ) throws(BigRational.LimitError) -> ExactNumber {
    if let (p, q) = a.smallFraction, let (r, s) = b.smallFraction {
      return plainSum(p, q, r, s) ?? wideSum(p, q, r, s, &store)
    }
    // A big value and a small one, in either order; the store reduces the small fraction.
    if let (index, (numerator, denominator)) = bigAndSmall(a, b) {
      return try store.sum(
        index, smallNegative: numerator < 0, numerator.magnitude, denominator.magnitude,
        replacing: consuming)
    }
    return store.number(try store.rational(a).adding(store.rational(b)))
  }

  /// The big operand's index and the small one's fraction, when there is one of each.
  private static func bigAndSmall(
    _ a: ExactNumber, _ b: ExactNumber
  ) -> (Int, (numerator: Int64, denominator: Int64))? {
    if case .big(let index) = a, let small = b.smallFraction { return (index, small) }
    if case .big(let index) = b, let small = a.smallFraction { return (index, small) }
    return nil
  }

  /// `a/b ± c/d` as a fraction of `Int64`s without reducing it, or `nil` when it overflows.
  @inline(__always)
  static func plainSum(
    _ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64, subtracting: Bool = false
  ) -> ExactNumber? {
    if b == d {
      let (numerator, overflow) =
        subtracting ? a.subtractingReportingOverflow(c) : a.addingReportingOverflow(c)
      return overflow ? nil : .fraction(numerator: numerator, denominator: b)
    }
    let (ad, overflow1) = a.multipliedReportingOverflow(by: d)
    let (cb, overflow2) = c.multipliedReportingOverflow(by: b)
    let (numerator, overflow3) =
      subtracting ? ad.subtractingReportingOverflow(cb) : ad.addingReportingOverflow(cb)
    let (denominator, overflow4) = b.multipliedReportingOverflow(by: d)
    if overflow1 || overflow2 || overflow3 || overflow4 { return nil }
    return .fraction(numerator: numerator, denominator: denominator)
  }

  /// `|numerator| / denominator` in lowest terms, as words.
  @inline(__always)
  private static func reducedMagnitudes(
    _ numerator: Int64, _ denominator: Int64
  ) -> (UInt64, UInt64) {
    if denominator == 1 { return (numerator.magnitude, 1) }
    let divisor = greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
    if divisor == 1 { return (numerator.magnitude, denominator.magnitude) }
    return (numerator.magnitude / divisor, denominator.magnitude / divisor)
  }

  /// A product in any forms: small while it fits, else with a big value in `store`.
  @inline(never)
  private static func product(
    _ a: ExactNumber, _ b: ExactNumber, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    if let (p, q) = a.smallFraction, let (r, s) = b.smallFraction {
      return plainProduct(p, q, r, s) ?? wideProduct(p, q, r, s, &store)
    }
    if let (index, (numerator, denominator)) = bigAndSmall(a, b), numerator != 0 {
      let (c, d) = reducedMagnitudes(numerator, denominator)
      return try store.product(index, smallNegative: numerator < 0, c, d)
    }
    return store.number(try store.rational(a).multiplied(by: store.rational(b)))
  }

  /// A quotient in any forms (the divisor not zero): small while it fits, else with a big
  /// value in `store`.
  @inline(never)
  private static func quotient(
    _ a: ExactNumber, _ b: ExactNumber, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    if let (p, q) = a.smallFraction, let (r, s) = b.smallFraction {
      // Multiply by the reciprocal s/r, keeping the denominator positive.
      let (numerator, overflow1) = r < 0 ? Int64(0).subtractingReportingOverflow(s) : (s, false)
      let (denominator, overflow2) =
        r < 0 ? Int64(0).subtractingReportingOverflow(r) : (r, false)
      if !overflow1 && !overflow2 {
        return plainProduct(p, q, numerator, denominator)
          ?? wideProduct(p, q, numerator, denominator, &store)
      }
    }
    if case .big(let index) = a, let (numerator, denominator) = b.smallFraction,
      numerator != 0
    {
      // Dividing by ±c/d multiplies by ±d/c.
      let (c, d) = reducedMagnitudes(numerator, denominator)
      return try store.product(index, smallNegative: numerator < 0, d, c)
    }
    return store.number(try store.rational(a).divided(by: store.rational(b)))
  }

  private typealias Wide = (high: UInt64, low: UInt64)

  /// `a/b + c/d` (`b, d > 0`) exactly, for fractions whose sum overflows `Int64`: Knuth's sum
  /// in 128-bit words.
  private static func wideSum(
    _ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64, _ store: inout BigStore
  ) -> ExactNumber {
    let (x, y) = reducedMagnitudes(a, b)
    let (z, w) = reducedMagnitudes(c, d)
    let common = greatestCommonDivisor(y, w)
    // x·(w/g) and z·(y/g) are below 2^126, so their sum or difference fits 128 bits.
    let left = x.multipliedFullWidth(by: w / common)
    let right = z.multipliedFullWidth(by: y / common)
    var isNegative = a < 0
    var top: Wide
    if (a < 0) == (c < 0) {
      let (low, carry) = left.low.addingReportingOverflow(right.low)
      top = (left.high &+ right.high &+ (carry ? 1 : 0), low)
    } else if left.high > right.high || (left.high == right.high && left.low >= right.low) {
      top = difference(left, right)
    } else {
      top = difference(right, left)
      isNegative = c < 0
    }
    if top.high == 0 && top.low == 0 { return .zero }
    var bottom: Wide = (y / common).multipliedFullWidth(by: w)
    // gcd(sum, b·d/g) divides gcd(sum, g) when both operands are in lowest terms.
    let divisor = greatestCommonDivisor(common, quotientAndRemainder(top, common).remainder)
    if divisor != 1 {
      top = quotientAndRemainder(top, divisor).quotient
      bottom = quotientAndRemainder(bottom, divisor).quotient
    }
    return store.number(isNegative: isNegative, top, bottom)
  }

  /// `(a/b)·(c/d)` (`b, d > 0`) exactly, for fractions whose product overflows `Int64`.
  private static func wideProduct(
    _ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64, _ store: inout BigStore
  ) -> ExactNumber {
    if a == 0 || c == 0 { return .zero }
    let (x, y) = reducedMagnitudes(a, b)
    let (z, w) = reducedMagnitudes(c, d)
    let first = greatestCommonDivisor(x, w)
    let second = greatestCommonDivisor(z, y)
    let top: Wide = (x / first).multipliedFullWidth(by: z / second)
    let bottom: Wide = (y / second).multipliedFullWidth(by: w / first)
    return store.number(isNegative: (a < 0) != (c < 0), top, bottom)
  }

  private static func difference(_ a: Wide, _ b: Wide) -> Wide {
    let (low, borrow) = a.low.subtractingReportingOverflow(b.low)
    return (a.high &- b.high &- (borrow ? 1 : 0), low)
  }

  /// `a ÷ divisor` (a nonzero word), rounded down, and the remainder.
  private static func quotientAndRemainder(
    _ a: Wide, _ divisor: UInt64
  ) -> (quotient: Wide, remainder: UInt64) {
    let (high, rest) = a.high.quotientAndRemainder(dividingBy: divisor)
    let (low, remainder) = divisor.dividingFullWidth((rest, a.low))
    return ((high, low), remainder)
  }

  /// (a/b)·(c/d) as a fraction of `Int64`s without reducing it, or `nil` when it overflows.
  @inline(__always)
  private static func plainProduct(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64) -> ExactNumber? {
    let (numerator, overflow1) = a.multipliedReportingOverflow(by: c)
    let (denominator, overflow2) = b.multipliedReportingOverflow(by: d)
    if overflow1 || overflow2 { return nil }
    return .fraction(numerator: numerator, denominator: denominator)
  }
}
