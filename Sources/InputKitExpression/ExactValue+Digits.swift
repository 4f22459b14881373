extension ExactValue {
  /// The value rounded once, half away from zero, to `count` significant digits (1…19) as
  /// `significand × 10^exponent` without trailing zeros, and whether that is exact; `nil` for
  /// big values. Two 128-by-64-bit divisions at most: this runs for every result shown.
  @inline(__always)
  func roundedSmall(
    digits count: Int
  ) -> (isNegative: Bool, significand: UInt64, exponent: Int, isExact: Bool)? {
    var significand: UInt64
    var exponent: Int
    var isExact: Bool
    let isNegative: Bool
    switch self {
    case .decimal(let value, let scale):
      guard value != 0 else { return (false, 0, 0, true) }
      isNegative = value < 0
      (significand, exponent, isExact) = Self.rounded(value.magnitude, scale, digits: count)
    case .fraction(let numerator, let denominator):
      guard numerator != 0 else { return (false, 0, 0, true) }
      isNegative = numerator < 0
      (significand, exponent, isExact) = Self.rounded(
        numerator.magnitude, denominator.magnitude, digits: count)
    case .big:
      return nil
    }
    // Trailing zeros go eight, four, two and one at a time: 5.5 has fourteen at 16 digits.
    while significand % 100_000_000 == 0 {
      significand /= 100_000_000
      exponent += 8
    }
    if significand % 10_000 == 0 {
      significand /= 10_000
      exponent += 4
    }
    if significand % 100 == 0 {
      significand /= 100
      exponent += 2
    }
    if significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    return (isNegative, significand, exponent, isExact)
  }

  /// `value × 10^scale` (`value` nonzero) rounded to `count` ≤ 19 significant digits.
  @inline(__always)
  private static func rounded(
    _ value: UInt64, _ scale: Int, digits count: Int
  ) -> (significand: UInt64, exponent: Int, isExact: Bool) {
    let drop = PowersOfTen.digitCount(value) - count
    guard drop > 0 else { return (value, scale, true) }
    let power = PowersOfTen.small(drop)
    var (significand, low) = value.quotientAndRemainder(dividingBy: power)
    var exponent = scale + drop
    guard low != 0 else { return (significand, exponent, true) }
    if low >= power - low {
      significand += 1
      if significand == PowersOfTen.small(count) {
        significand /= 10
        exponent += 1
      }
    }
    return (significand, exponent, false)
  }

  /// `n/d` (both nonzero and below 2^63) rounded to exactly `count` ≤ 19 significant digits,
  /// usually by one 128-by-64-bit division.
  @inline(__always)
  private static func rounded(
    _ n: UInt64, _ d: UInt64, digits count: Int
  ) -> (significand: UInt64, exponent: Int, isExact: Bool) {
    var significand: UInt64
    var exponent: Int
    var roundsUp: Bool
    var isExact: Bool
    if n >= d {
      // The integer part has digits(n) − digits(d) digits or one more.
      let most = PowersOfTen.digitCount(n) - PowersOfTen.digitCount(d) + 1
      if most <= count {
        var (quotient, remainder) = d.dividingFullWidth(
          n.multipliedFullWidth(by: PowersOfTen.small(count - most)))
        exponent = most - count
        if quotient < PowersOfTen.small(count - 1) {
          let next: UInt64
          (next, remainder) = d.dividingFullWidth(remainder.multipliedFullWidth(by: 10))
          quotient = quotient * 10 + next
          exponent -= 1
        }
        significand = quotient
        roundsUp = remainder >= d - remainder
        isExact = remainder == 0
      } else {
        // The integer part alone has at least `count` digits.
        let (integer, integerRemainder) = n.quotientAndRemainder(dividingBy: d)
        let drop = PowersOfTen.digitCount(integer) - count
        exponent = drop
        if drop == 0 {
          significand = integer
          roundsUp = integerRemainder >= d - integerRemainder
          isExact = integerRemainder == 0
        } else {
          let scale = PowersOfTen.small(drop)
          let low: UInt64
          (significand, low) = integer.quotientAndRemainder(dividingBy: scale)
          // The dropped part is low + r/d with r/d < 1; `scale` is even, so low decides.
          roundsUp = low >= scale / 2
          isExact = low == 0 && integerRemainder == 0
        }
      }
    } else {
      // n < d < 2^63 < 10^19: the first 19 decimals hold a nonzero digit.
      let (first, firstRemainder) = d.dividingFullWidth(
        n.multipliedFullWidth(by: PowersOfTen.small(19)))
      let firstDigits = PowersOfTen.digitCount(first)
      let zeros = 19 - firstDigits
      if firstDigits > count {
        let drop = firstDigits - count
        let scale = PowersOfTen.small(drop)
        let low: UInt64
        (significand, low) = first.quotientAndRemainder(dividingBy: scale)
        exponent = -(zeros + count)
        roundsUp = low >= scale / 2
        isExact = low == 0 && firstRemainder == 0
      } else if firstDigits == count {
        significand = first
        exponent = -19
        roundsUp = firstRemainder >= d - firstRemainder
        isExact = firstRemainder == 0
      } else {
        // Past the leading zeros the remainder stays below d, so the step fits 128 bits.
        let shifted = n * PowersOfTen.small(zeros)
        let remainder: UInt64
        (significand, remainder) = d.dividingFullWidth(
          shifted.multipliedFullWidth(by: PowersOfTen.small(count)))
        exponent = -(zeros + count)
        roundsUp = remainder >= d - remainder
        isExact = remainder == 0
      }
    }
    if roundsUp {
      significand += 1
      isExact = false
      if significand == PowersOfTen.small(count) {
        significand /= 10
        exponent += 1
      }
    }
    return (significand, exponent, isExact)
  }

  /// The value rounded once, half away from zero, to any `count` of significant digits: ASCII
  /// digits without trailing zeros (none for zero) and the power of ten of the last one.
  func rounded(digits count: Int) -> (isNegative: Bool, digits: [UInt8], exponent: Int) {
    if count <= 19, let small = roundedSmall(digits: count) {
      if small.significand == 0 { return (false, [], 0) }
      return (small.isNegative, Array(String(small.significand).utf8), small.exponent)
    }
    let value = rational
    if value.numerator.isZero { return (false, [], 0) }
    let n = value.numerator
    let d = value.denominator
    // E with 10^E ≤ n/d < 10^(E+1), estimated from below by the bit widths, then raised.
    let bits = n.bitWidth - d.bitWidth - 1
    var leading = bits >= 0 ? bits * 30102 / 100_000 : -((-bits * 30103 + 99_999) / 100_000)
    while Self.isAtLeast(n, d, powerOfTen: leading + 1) { leading += 1 }
    let scale = count - 1 - leading
    let scaledNumerator = scale >= 0 ? n.multiplied(by: .powerOfTen(scale)) : n
    let scaledDenominator = scale >= 0 ? d : d.multiplied(by: .powerOfTen(-scale))
    var (quotient, remainder) = scaledNumerator.quotientAndRemainder(
      dividingBy: scaledDenominator)
    var exponent = -scale
    if remainder.adding(remainder) >= scaledDenominator {
      quotient = quotient.adding(BigMagnitude(1))
    }
    // At most 19 digits fit one word, which prints without big divisions.
    var digits = quotient.uint64Value.map { Array(String($0).utf8) } ?? quotient.decimalDigits
    if digits.count > count {
      // Rounding up carried into a new digit: 99…9.5 became 100…0.
      digits.removeLast()
      exponent += 1
    }
    while digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      exponent += 1
    }
    return (value.isNegative, digits, exponent)
  }

  private static func isAtLeast(
    _ n: BigMagnitude, _ d: BigMagnitude, powerOfTen exponent: Int
  ) -> Bool {
    if exponent >= 0 { return n >= d.multiplied(by: .powerOfTen(exponent)) }
    return n.multiplied(by: .powerOfTen(-exponent)) >= d
  }
}
