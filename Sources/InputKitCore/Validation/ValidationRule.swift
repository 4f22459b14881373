/// A check a piece of text must pass, with the message to show when it does not.
///
/// A rule is a value: an identifier plus a `@Sendable` check that returns the failure message
/// or `nil`. The built-in rules are static factories in `ValidationRule+<Rule>.swift`
/// (``required``, ``length(min:max:)``, ``pattern(_:message:)``, ``number(min:max:locale:)``,
/// ``custom(id:message:predicate:)``); a new kind of rule is one more factory built on
/// ``init(id:check:)``, without touching the validators that run rules.
///
/// Rules other than ``required`` judge the text as it is, including empty text; use
/// ``allowingEmpty()`` for an optional field whose value, when given, must have a format.
public struct ValidationRule: Sendable {
  /// Identifies the rule in a ``ValidationFailure`` (for example to style a field).
  public let id: String
  private let check: @Sendable (String) -> ValidationMessage?

  /// A rule named `id` that refuses text when `check` returns a message.
  public init(id: String, check: @escaping @Sendable (String) -> ValidationMessage?) {
    self.id = id
    self.check = check
  }

  /// The failure of `text` under this rule, or `nil` if the text passes.
  public func validate(_ text: String) -> ValidationFailure? {
    check(text).map { ValidationFailure(ruleID: id, message: $0) }
  }

  /// This rule, except that empty text (or text of only whitespace) passes.
  public func allowingEmpty() -> ValidationRule {
    let check = self.check
    return ValidationRule(id: id) { text in
      ValidationRule.isBlank(text) ? nil : check(text)
    }
  }

  /// Whether `text` is empty once leading and trailing whitespace and newlines are removed.
  static func isBlank(_ text: String) -> Bool {
    text.allSatisfy { $0.isWhitespace || $0.isNewline }
  }

  /// The table InputKit's own rule messages come from.
  static let messageTable = "Validation"
}

extension Sequence where Element == ValidationRule {
  /// Every failure of `text` under these rules, in rule order.
  public func failures(for text: String) -> [ValidationFailure] {
    compactMap { $0.validate(text) }
  }
}
