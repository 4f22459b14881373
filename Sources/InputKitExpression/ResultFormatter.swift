import Foundation
import InputKitShared

/// Writes an expression's result for people: rounded half away from zero to a number of
/// significant digits, trailing zeros trimmed, the locale's decimal separator, never `-0`.
///
/// A value is rounded once, from its exact value, so every printed digit is correct. Small
/// values are written out in full (`0.000001`), never in scientific notation.
public struct ResultFormatter: Sendable {
  package let locale: Locale
  /// 1…38.
  let significantDigits: Int
  private let decimalSeparatorBytes: SeparatorBytes
  let smallTextStyle: SmallTextStyle
  let usesScientificNotation: Bool

  /// Creates a formatter.
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
  /// - Parameter value: The value, as ``ExpressionEvaluator/value(of:)`` gives it.
  /// - Returns: The text, rounded once from the exact value.
  public func string(from value: ExpressionValue) -> String {
    smallString(from: value) ?? generalString(from: value)
  }

  /// `string(from:)` by the general path, for checking the fast path against it.
  func generalString(from value: ExpressionValue) -> String {
    // A String made at its exact length stays inline up to 15 bytes.
    var string = ""
    withGeneralUTF8(of: value) { text in string = String(decoding: text, as: UTF8.self) }
    return string
  }

  /// Calls `body` with the UTF-8 bytes of `string(from: value)`, without making a `String`.
  package func withUTF8(of value: ExpressionValue, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if !withSmallUTF8(of: value, body) { withGeneralUTF8(of: value, body) }
  }

  private func withGeneralUTF8(
    of value: ExpressionValue, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let (isNegative, digits, exponent) = value.number.rounded(digits: significantDigits)
    let integerDigits = digits.count + exponent
    let capacity =
      1 + digits.count + max(0, -integerDigits) + max(0, integerDigits - digits.count)
      + decimalSeparatorBytes.count + 24
    digits.withUnsafeBufferPointer { digits in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { text in
        let count = write(isNegative: isNegative, digits: digits, exponent: exponent, into: text)
        body(UnsafeBufferPointer(rebasing: text[..<count]))
      }
    }
  }

  /// Writes a `Decimal` for display.
  /// - Parameter value: The value; `NaN` is written as `NaN`.
  /// - Returns: The text, rounded once from the exact value.
  public func string(from value: Decimal) -> String {
    // A Decimal's description is its exact digits without exponent notation.
    guard !value.isNaN, case .success(let exact) = Self.evaluator.value(of: value.description)
    else { return "NaN" }
    return string(from: exact)
  }

  private static let evaluator = ExpressionEvaluator()

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
}
