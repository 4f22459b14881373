/// A check a piece of text must pass, with the message to show when it does not.
///
/// Take a built-in rule (``required``, ``length(min:max:)``, ``pattern(_:message:)``,
/// ``number(min:max:locale:)``, and `evaluatesAsExpression(locale:)` with the keyboard), or write
/// your own with ``custom(id:message:predicate:)`` or ``init(id:check:)``.
///
/// Rules other than ``required`` judge the text as it is, including empty text; use
/// ``allowingEmpty()`` for an optional field whose value, when given, must have a format.
public struct ValidationRule: Sendable {
  /// Identifies the rule in a ``ValidationFailure`` (for example to style a field).
  public let id: String
  private let check: @Sendable (String) -> ValidationMessage?
  /// The messages that mean the text is only unfinished (`ValidationFailure.isIncompleteInput`).
  private var incompleteMessages: Set<ValidationMessage> = []

  /// A rule that refuses text when its check returns a message.
  ///
  /// - Parameters:
  ///   - id: The rule's identifier, reported in each ``ValidationFailure``.
  ///   - check: Returns why the text is refused, or `nil` when it passes.
  public init(id: String, check: @escaping @Sendable (String) -> ValidationMessage?) {
    self.id = id
    self.check = check
  }

  package init(
    id: String, incompleteMessages: Set<ValidationMessage>,
    check: @escaping @Sendable (String) -> ValidationMessage?
  ) {
    self.init(id: id, check: check)
    self.incompleteMessages = incompleteMessages
  }

  /// Checks a text against this rule.
  ///
  /// - Parameter text: The text to check.
  /// - Returns: The failure, or `nil` if the text passes.
  public func validate(_ text: String) -> ValidationFailure? {
    check(text).map {
      ValidationFailure(
        ruleID: id, message: $0, isIncompleteInput: incompleteMessages.contains($0))
    }
  }

  /// Makes a rule for an optional field: empty text passes, other text must pass this rule.
  ///
  /// - Returns: This rule, except that empty text (or text of only whitespace) passes.
  public func allowingEmpty() -> ValidationRule {
    let check = self.check
    return ValidationRule(id: id, incompleteMessages: incompleteMessages) { text in
      ValidationRule.isBlank(text) ? nil : check(text)
    }
  }

  static func isBlank(_ text: String) -> Bool {
    text.allSatisfy { $0.isWhitespace || $0.isNewline }
  }

  static let messageTable = "Validation"
}

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

extension Sequence where Element == ValidationRule {
  /// Checks a text against every rule.
  ///
  /// - Parameter text: The text to check.
  /// - Returns: Every failure, in rule order; empty when the text passes them all.
  public func failures(for text: String) -> [ValidationFailure] {
    compactMap { $0.validate(text) }
  }
}
