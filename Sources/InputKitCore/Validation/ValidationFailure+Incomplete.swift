extension ValidationFailure {
  /// Whether the text fails only because it is not finished yet, so typing on can make it
  /// pass: an expression that ends in an operator (`12×`, "A number is missing") or has an open
  /// parenthesis. A prompt keeps such an error to itself while the person types and shows it
  /// when they try Okay or Return.
  var isIncompleteInput: Bool {
    ruleID == "expression"
      && (message
        == .localized(table: "Expression", key: ExpressionError.Kind.missingOperand.rawValue)
        || message
          == .localized(
            table: "Expression", key: ExpressionError.Kind.unbalancedParenthesis.rawValue))
  }
}
