extension ValidationRule {
  /// Text must contain something other than whitespace: a field of spaces is empty.
  public static var required: ValidationRule {
    required(message: .localized(table: messageTable, key: "required"))
  }

  /// Text must contain something other than whitespace, with your own message.
  ///
  /// - Parameter message: The message shown when the text is empty.
  /// - Returns: The rule, with the identifier `required`.
  public static func required(message: ValidationMessage) -> ValidationRule {
    ValidationRule(id: "required") { text in
      isBlank(text) ? message : nil
    }
  }
}
