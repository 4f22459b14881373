import Foundation
import InputKitShared

/// Converts calculator expression text between a locale's decimal separator and the
/// locale-independent form with `.`: `1,5+2` typed in Russian is kept as `1.5+2`.
///
/// Expressions accept no grouping separators, so the conversion is a character swap.
public enum ExpressionText {
  /// Converts expression text typed in a locale to the locale-independent form.
  /// - Parameters:
  ///   - text: The expression as typed, with the locale's decimal separator.
  ///   - locale: The locale it was typed in.
  /// - Returns: `text` with each decimal separator written as `.`.
  public static func canonical(_ text: String, locale: Locale) -> String {
    let separator = decimalSeparator(of: locale)
    guard separator != "." else { return text }
    return String(text.map { $0 == separator ? "." : $0 })
  }

  /// Converts locale-independent expression text for showing in a locale.
  /// - Parameters:
  ///   - text: The expression with `.` as its decimal separator, as ``canonical(_:locale:)``
  ///     gives it.
  ///   - locale: The locale to show it in.
  /// - Returns: `text` with each `.` written as the locale's decimal separator.
  public static func localized(_ text: String, locale: Locale) -> String {
    let separator = decimalSeparator(of: locale)
    guard separator != "." else { return text }
    return String(text.map { $0 == "." ? separator : $0 })
  }

  private static func decimalSeparator(of locale: Locale) -> Character {
    locale.inputDecimalSeparator.first ?? "."
  }
}
