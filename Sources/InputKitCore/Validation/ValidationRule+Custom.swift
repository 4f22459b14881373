extension ValidationRule {
  /// An app-defined rule named `id`: the text passes when `predicate` returns `true`,
  /// otherwise `message` is shown.
  public static func custom(
    id: String, message: ValidationMessage, predicate: @escaping @Sendable (String) -> Bool
  ) -> ValidationRule {
    ValidationRule(id: id) { text in
      predicate(text) ? nil : message
    }
  }
}
