extension ValidationRule {
  /// An app-defined rule: the text passes when a predicate returns `true`.
  ///
  /// - Parameters:
  ///   - id: The rule's identifier, reported in each ``ValidationFailure``.
  ///   - message: The message shown when the text fails.
  ///   - predicate: Returns `true` when the text passes.
  /// - Returns: The rule.
  public static func custom(
    id: String, message: ValidationMessage, predicate: @escaping @Sendable (String) -> Bool
  ) -> ValidationRule {
    ValidationRule(id: id) { text in
      predicate(text) ? nil : message
    }
  }
}
