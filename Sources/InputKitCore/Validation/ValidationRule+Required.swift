extension ValidationRule {
  /// Text must contain something other than whitespace: a field of spaces is empty.
  public static var required: ValidationRule {
    required(message: .localized(table: messageTable, key: "required"))
  }

  /// Text must contain something other than whitespace; `message` explains the refusal.
  public static func required(message: ValidationMessage) -> ValidationRule {
    ValidationRule(id: "required") { text in
      isBlank(text) ? message : nil
    }
  }
}
