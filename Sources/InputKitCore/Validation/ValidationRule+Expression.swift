import Foundation

extension ValidationRule {
  /// The text must be a calculator expression with a value (`12+3`, `50+10%`, `7`).
  ///
  /// The message says what is wrong ("A number is missing", "Division by zero"); put ``required``
  /// first for an empty field to read "This field cannot be empty." instead.
  ///
  /// - Parameter locale: The locale of the decimal separator; `.` by default.
  /// - Returns: The rule, with the identifier `expression`.
  /// - Complexity: O(*n*) in the text's length, bounded by the evaluator's limits.
  public static func evaluatesAsExpression(
    locale: Locale = Locale(identifier: "en_US_POSIX")
  ) -> ValidationRule {
    let evaluator = ExpressionEvaluator(locale: locale)
    let unfinished: Set<ValidationMessage> = [
      .localized(table: "Expression", key: ExpressionError.Kind.missingOperand.rawValue),
      .localized(table: "Expression", key: ExpressionError.Kind.unbalancedParenthesis.rawValue),
    ]
    return ValidationRule(id: "expression", incompleteMessages: unfinished) { text in
      switch evaluator.evaluate(text) {
      case .success:
        return nil
      case .failure(let error):
        return .localized(table: "Expression", key: error.kind.rawValue)
      }
    }
  }
}
