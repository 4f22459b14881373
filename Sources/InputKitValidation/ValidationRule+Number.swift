import Foundation
import InputKitNumberLocale
import InputKitShared

extension ValidationRule {
  /// The text, without surrounding whitespace, must be a number within bounds, compared exactly
  /// as typed; grouping separators are refused (`1,000` is ambiguous).
  ///
  /// - Parameters:
  ///   - min: The smallest number allowed, or `nil`.
  ///   - max: The largest number allowed, or `nil`.
  ///   - locale: The locale of the decimal separator.
  /// - Returns: The rule, with the identifier `number`.
  /// - Throws: ``ValidationRuleError/boundIsNotANumber`` or
  ///   ``ValidationRuleError/invalidBounds(lower:upper:)``.
  public static func number(
    min: Decimal? = nil, max: Decimal? = nil, locale: Locale
  ) throws(ValidationRuleError) -> ValidationRule {
    let lower = try bound(min)
    let upper = try bound(max)
    if let lower, let upper, lower > upper {
      throw .invalidBounds(lower: lower.description, upper: upper.description)
    }
    let separator = locale.inputDecimalSeparator
    return ValidationRule(id: "number") { text in
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard let value = DecimalText(parsing: trimmed, decimalSeparator: separator) else {
        return .localized(table: messageTable, key: "number.invalid")
      }
      if let lower, value < lower {
        return .localized(
          table: messageTable, key: "number.tooSmall",
          arguments: ["min": lower.formatted(decimalSeparator: separator)])
      }
      if let upper, value > upper {
        return .localized(
          table: messageTable, key: "number.tooLarge",
          arguments: ["max": upper.formatted(decimalSeparator: separator)])
      }
      return nil
    }
  }

  /// Not `Optional.map` with a typed-throws closure: iOS 16's standard library has none.
  private static func bound(_ value: Decimal?) throws(ValidationRuleError) -> DecimalText? {
    guard let value else { return nil }
    return try DecimalText(value)
  }
}
