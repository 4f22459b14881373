import Foundation

extension ValidationRule {
  /// The text must be a calculator expression with a value (`12+3`, `50+10%`, `7`).
  ///
  /// The message says what is wrong ("A number is missing", "Division by zero") rather than
  /// only that something is. Empty text fails with "A number is missing". Put ``required``
  /// first when an empty field should read "This field cannot be empty." instead.
  ///
  /// - Parameter locale: The locale whose decimal separator the numbers are written with;
  ///   `.` (POSIX) by default.
  /// - Returns: The rule, with the identifier `expression`.
  /// - Complexity: One evaluation per check, O(*n*) in the length of the text. The
  ///   evaluator's limits bound the work for any input.
  public static func evaluatesAsExpression(
    locale: Locale = Locale(identifier: "en_US_POSIX")
  ) -> ValidationRule {
    let evaluator = ExpressionEvaluator(locale: locale)
    return ValidationRule(id: "expression") { text in
      switch evaluator.evaluate(text) {
      case .success:
        return nil
      case .failure(let error):
        return .localized(table: "Expression", key: error.kind.rawValue)
      }
    }
  }
}
