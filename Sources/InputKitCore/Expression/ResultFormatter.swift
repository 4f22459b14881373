import Foundation

/// Writes an expression's result for people: rounded half away from zero to a number of
/// significant digits, trailing zeros trimmed, the locale's decimal separator, never `-0`.
///
/// Scientific notation (`1.5e+20`) is used only when the integer part would need more
/// digits than `significantDigits`; small values are written out in full (`0.000001`).
public struct ResultFormatter: Sendable {
  /// The locale whose decimal separator is used.
  public let locale: Locale
  /// How many significant digits are kept, 1…38.
  public let significantDigits: Int
  private let decimalSeparator: String

  /// Whether values whose integer part needs more than `significantDigits` digits are written
  /// in scientific notation (`1.5e+20`) or in full (`150000000000000000000`), the form an
  /// expression can be typed in again.
  public let usesScientificNotation: Bool

  /// Creates a formatter; `significantDigits` is clamped to 1…38, Decimal's precision.
  public init(
    locale: Locale = Locale(identifier: "en_US_POSIX"), significantDigits: Int = 16,
    usesScientificNotation: Bool = true
  ) {
    self.locale = locale
    self.significantDigits = min(max(significantDigits, 1), 38)
    self.usesScientificNotation = usesScientificNotation
    self.decimalSeparator = locale.inputDecimalSeparator
  }

  /// The text for `value`.
  public func string(from value: Decimal) -> String {
    if value.isNaN { return "NaN" }
    let (isNegative, digits, integerDigits) = Self.digits(of: value)
    return string(isNegative: isNegative, digits: digits, integerDigits: integerDigits)
  }

  /// The text for `significand × 10^-scale`, the form the evaluator's exact fractions take.
  func string(isNegative: Bool, significand: UInt64, scale: Int) -> String {
    let digits = Self.digits(of: significand)
    return string(isNegative: isNegative, digits: digits, integerDigits: digits.count - scale)
  }

  /// The text for the digits `digits` (most significant first, no leading zeros) with the
  /// decimal point `integerDigits` places from their start.
  private func string(isNegative: Bool, digits: [UInt8], integerDigits: Int) -> String {
    var digits = digits
    var integerDigits = integerDigits
    if digits.count > significantDigits {
      let roundUp = digits[significantDigits] >= 5
      digits.removeSubrange(significantDigits...)
      if roundUp {
        var index = digits.count - 1
        while index >= 0 && digits[index] == 9 {
          digits[index] = 0
          index -= 1
        }
        if index >= 0 {
          digits[index] += 1
        } else {
          digits.insert(1, at: 0)
          digits.removeLast()
          integerDigits += 1
        }
      }
    }
    while let last = digits.last, last == 0 { digits.removeLast() }
    if digits.isEmpty { return "0" }
    let zero = UInt8(ascii: "0")
    var text: [UInt8] = []
    text.reserveCapacity(digits.count + max(0, -integerDigits) + 8)
    if isNegative { text.append(UInt8(ascii: "-")) }
    if integerDigits > significantDigits && usesScientificNotation {
      text.append(zero + digits[0])
      if digits.count > 1 {
        text.append(contentsOf: decimalSeparator.utf8)
        text.append(contentsOf: digits.dropFirst().lazy.map { zero + $0 })
      }
      text.append(contentsOf: "e+\(integerDigits - 1)".utf8)
    } else if integerDigits <= 0 {
      text.append(zero)
      text.append(contentsOf: decimalSeparator.utf8)
      text.append(contentsOf: repeatElement(zero, count: -integerDigits))
      text.append(contentsOf: digits.lazy.map { zero + $0 })
    } else {
      for (index, digit) in digits.enumerated() {
        if index == integerDigits { text.append(contentsOf: decimalSeparator.utf8) }
        text.append(zero + digit)
      }
      if digits.count < integerDigits {
        text.append(contentsOf: repeatElement(zero, count: integerDigits - digits.count))
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The significant digits of `value` without leading zeros, and where the decimal point
  /// sits relative to them (`0.05` → [5], -1; `120` → [1, 2, 0], 3).
  private static func digits(
    of value: Decimal
  ) -> (
    isNegative: Bool, digits: [UInt8], integerDigits: Int
  ) {
    if value.isZero { return (false, [], 0) }
    let significand = value.significand
    // Decimal has no public view of its mantissa; NSDecimalNumber's integer conversion is
    // exact below 2^64 and about a hundred times cheaper than printing the value.
    if significand.magnitude <= maximumWordSignificand {
      let digits = Self.digits(of: NSDecimalNumber(decimal: significand.magnitude).uint64Value)
      return (value.sign == .minus, digits, digits.count + value.exponent)
    }
    return digitsFromDescription(of: value)
  }

  /// The decimal digits of `value`, most significant first; none for zero.
  private static func digits(of value: UInt64) -> [UInt8] {
    var mantissa = value
    var digits: [UInt8] = []
    digits.reserveCapacity(20)
    while mantissa > 0 {
      digits.append(UInt8(mantissa % 10))
      mantissa /= 10
    }
    digits.reverse()
    return digits
  }

  private static let maximumWordSignificand = Decimal(UInt64.max)

  /// The digits read from `value.description`, which prints exact digits without exponent
  /// notation; used only for mantissas wider than 64 bits.
  private static func digitsFromDescription(
    of value: Decimal
  ) -> (
    isNegative: Bool, digits: [UInt8], integerDigits: Int
  ) {
    var digits: [UInt8] = []
    var integerDigits = 0
    var isNegative = false
    var inFraction = false
    for byte in value.description.utf8 {
      switch byte {
      case UInt8(ascii: "-"):
        isNegative = true
      case UInt8(ascii: "."):
        inFraction = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = byte - UInt8(ascii: "0")
        if digits.isEmpty && digit == 0 {
          if inFraction { integerDigits -= 1 }
          continue
        }
        digits.append(digit)
        if !inFraction { integerDigits += 1 }
      default:
        continue
      }
    }
    return (isNegative, digits, integerDigits)
  }
}
