import Foundation
import InputKitShared

/// Writes an expression's result for people: rounded half away from zero to a number of
/// significant digits, trailing zeros trimmed, the locale's decimal separator, never `-0`.
///
/// An ``ExpressionValue`` is rounded once, from its exact value, so every printed digit is
/// correct; a `Decimal` from its own digits. Small values are written out in full
/// (`0.000001`), never in scientific notation.
public struct ResultFormatter: Sendable {
  package let locale: Locale
  /// 1…38.
  let significantDigits: Int
  private let decimalSeparatorBytes: SeparatorBytes
  let smallTextStyle: SmallTextStyle
  let usesScientificNotation: Bool

  /// Creates a formatter.
  ///
  /// - Parameters:
  ///   - locale: The locale whose decimal separator results are written with; `.` (POSIX) by
  ///     default.
  ///   - significantDigits: How many significant digits to keep, clamped to 1…38, `Decimal`'s
  ///     precision.
  ///   - usesScientificNotation: Whether a value whose integer part needs more digits than
  ///     that is written as `1.5e+20` (`true`) or in full, a form that can be typed again.
  public init(
    locale: Locale = Locale(identifier: "en_US_POSIX"), significantDigits: Int = 16,
    usesScientificNotation: Bool = true
  ) {
    self.locale = locale
    self.significantDigits = min(max(significantDigits, 1), 38)
    self.usesScientificNotation = usesScientificNotation
    self.decimalSeparatorBytes =
      SeparatorBytes(locale.inputDecimalSeparator) ?? SeparatorBytes(".")!
    smallTextStyle = SmallTextStyle(
      significantDigits: self.significantDigits, usesScientificNotation: usesScientificNotation,
      separator: decimalSeparatorBytes)
  }

  /// Writes an exact value for display.
  ///
  /// - Parameter value: The value, as ``ExpressionEvaluator/value(of:)`` gives it.
  /// - Returns: The text, rounded once from the exact value.
  public func string(from value: ExpressionValue) -> String {
    if let text = smallString(from: value) { return text }
    return withDigits(of: value) { isNegative, digits, exponent in
      string(isNegative: isNegative, digits: digits, exponent: exponent)
    }
  }

  /// `string(from:)` by the general path, for checking the fast path against it.
  func generalString(from value: ExpressionValue) -> String {
    let rounded = value.number.rounded(digits: significantDigits)
    return rounded.digits.withUnsafeBufferPointer { digits in
      string(isNegative: rounded.isNegative, digits: digits, exponent: rounded.exponent)
    }
  }

  /// Calls `body` with the UTF-8 bytes of `string(from: value)`, without making a `String`.
  package func withUTF8(of value: ExpressionValue, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if withSmallUTF8(of: value, body) { return }
    withDigits(of: value) { isNegative, digits, exponent in
      let capacity = textCapacity(digits: digits, exponent: exponent)
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { text in
        let count = write(isNegative: isNegative, digits: digits, exponent: exponent, into: text)
        body(UnsafeBufferPointer(rebasing: text[..<count]))
      }
    }
  }

  /// Writes a `Decimal` for display.
  ///
  /// - Parameter value: The value; `NaN` is written as `NaN`.
  /// - Returns: The text, rounded from the value's own digits.
  public func string(from value: Decimal) -> String {
    if value.isNaN { return "NaN" }
    var (isNegative, digits, integerDigits) = Self.digits(of: value)
    Self.round(&digits, &integerDigits, to: significantDigits)
    let ascii = digits.map { $0 + UInt8(ascii: "0") }
    return ascii.withUnsafeBufferPointer { digits in
      string(isNegative: isNegative, digits: digits, exponent: integerDigits - digits.count)
    }
  }

  /// Calls `body` with `value` rounded once to `significantDigits`: its sign, its ASCII
  /// digits (no leading or trailing zeros; none for zero) and the power of ten of the last.
  private func withDigits<Result>(
    of value: ExpressionValue,
    _ body: (Bool, UnsafeBufferPointer<UInt8>, Int) throws -> Result
  ) rethrows -> Result {
    guard significantDigits <= 19,
      let small = value.number.roundedSmall(digits: significantDigits)
    else {
      let rounded = value.number.rounded(digits: significantDigits)
      return try rounded.digits.withUnsafeBufferPointer { digits in
        try body(rounded.isNegative, digits, rounded.exponent)
      }
    }
    return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      let start = Self.writeDigits(
        of: small.significand, endingAt: 20, into: buffer.baseAddress!)
      return try body(
        small.isNegative, UnsafeBufferPointer(rebasing: buffer[start..<20]), small.exponent)
    }
  }

  /// The text for the ASCII `digits` times 10^exponent.
  private func string(
    isNegative: Bool, digits: UnsafeBufferPointer<UInt8>, exponent: Int
  ) -> String {
    // On the stack first: a String made at its exact length stays inline up to 15 bytes.
    let capacity = textCapacity(digits: digits, exponent: exponent)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { text in
      let count = write(isNegative: isNegative, digits: digits, exponent: exponent, into: text)
      return String(decoding: UnsafeBufferPointer(rebasing: text[..<count]), as: UTF8.self)
    }
  }

  private func textCapacity(digits: UnsafeBufferPointer<UInt8>, exponent: Int) -> Int {
    let integerDigits = digits.count + exponent
    return 1 + digits.count + max(0, -integerDigits) + max(0, integerDigits - digits.count)
      + decimalSeparatorBytes.count + 24
  }

  /// Writes the text of `digits` × 10^exponent into `text` and returns its length.
  private func write(
    isNegative: Bool, digits: UnsafeBufferPointer<UInt8>, exponent: Int,
    into text: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var count = 0
    func append(_ byte: UInt8) {
      text[count] = byte
      count += 1
    }
    if digits.isEmpty {
      append(UInt8(ascii: "0"))
      return count
    }
    let integerDigits = digits.count + exponent
    let separator = decimalSeparatorBytes
    func appendSeparator() {
      for index in 0..<separator.count { append(separator[index]) }
    }
    func append(_ run: Slice<UnsafeBufferPointer<UInt8>>) {
      guard !run.isEmpty else { return }
      (text.baseAddress! + count).initialize(
        from: digits.baseAddress! + run.startIndex, count: run.count)
      count += run.count
    }
    func appendZeros(_ zeros: Int) {
      guard zeros > 0 else { return }
      (text.baseAddress! + count).initialize(repeating: UInt8(ascii: "0"), count: zeros)
      count += zeros
    }
    if isNegative { append(UInt8(ascii: "-")) }
    if integerDigits > significantDigits && usesScientificNotation {
      append(digits[0])
      if digits.count > 1 {
        appendSeparator()
        append(digits[1...])
      }
      append(UInt8(ascii: "e"))
      append(UInt8(ascii: "+"))
      for byte in String(integerDigits - 1).utf8 { append(byte) }
    } else if integerDigits <= 0 {
      append(UInt8(ascii: "0"))
      appendSeparator()
      appendZeros(-integerDigits)
      append(digits[...])
    } else if integerDigits < digits.count {
      append(digits[..<integerDigits])
      appendSeparator()
      append(digits[integerDigits...])
    } else {
      append(digits[...])
      appendZeros(integerDigits - digits.count)
    }
    return count
  }

  /// Rounds digit values half away from zero to `count` digits and trims trailing zeros.
  private static func round(_ digits: inout [UInt8], _ integerDigits: inout Int, to count: Int) {
    if digits.count > count {
      let roundUp = digits[count] >= 5
      digits.removeSubrange(count...)
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

  private static func digits(of value: UInt64) -> [UInt8] {
    value == 0 ? [] : String(value).utf8.map { $0 - UInt8(ascii: "0") }
  }

  private static let maximumWordSignificand = Decimal(UInt64.max)

  /// The digits of `value.description`, exact and without exponent, for wide mantissas.
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
