import Foundation

extension ValidationRule {
  /// The text, without surrounding whitespace, must be a number within bounds.
  ///
  /// A number is an optional sign (`+`, `-` or `−`), decimal digits (any script's, so
  /// full-width `１２` counts) and at most one decimal separator; `5.` and `.5` are numbers.
  /// Grouping separators are refused: `1,000` is ambiguous across locales. The comparison is
  /// exact on the digits as typed, so `1.000000000000000000000000000000000000001` is above 1
  /// even though `Decimal` cannot hold it.
  ///
  /// - Parameters:
  ///   - min: The smallest number allowed, inclusive, or `nil` for no lower bound.
  ///   - max: The largest number allowed, inclusive, or `nil` for no upper bound.
  ///   - locale: The locale whose decimal separator the number is written with.
  /// - Returns: The rule, with the identifier `number`.
  /// - Throws: ``ValidationRuleError/boundIsNotANumber`` for a NaN bound, and
  ///   ``ValidationRuleError/invalidBounds(lower:upper:)`` when `min` exceeds `max`.
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
  /// A bound as exact digits. Not `Optional.map` with a typed-throws closure: iOS 16's standard
  /// library has no such overload.
  private static func bound(_ value: Decimal?) throws(ValidationRuleError) -> DecimalText? {
    guard let value else { return nil }
    return try DecimalText(value)
  }
}
