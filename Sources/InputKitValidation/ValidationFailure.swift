import InputKitShared

/// One rule that a piece of text did not satisfy.
public struct ValidationFailure: Hashable, Sendable {
  /// The identifier of the rule that failed (`required`, `length`, `pattern`, `number`, or
  /// the identifier given to a custom rule).
  public let ruleID: String
  /// Why the text was refused, ready to localise.
  public let message: ValidationMessage

  /// Whether the text fails only because it is not finished yet, so typing on can make it
  /// pass: an expression that ends in an operator (`12×`) or has an open parenthesis. A prompt
  /// keeps such an error to itself while the person types and shows it on Okay or Return.
  package let isIncompleteInput: Bool

  /// A failure of the rule `ruleID` explained by `message`.
  package init(ruleID: String, message: ValidationMessage, isIncompleteInput: Bool = false) {
    self.ruleID = ruleID
    self.message = message
    self.isIncompleteInput = isIncompleteInput
  }

  /// The message for a person.
  ///
  /// - Parameter language: The language to show it in.
  /// - Returns: The message in `language`; a verbatim message as it was given.
  public func message(in language: InterfaceLanguage) -> String {
    message.message(in: language)
  }
}

/// A failure tied to the form field whose text caused it.
public struct FieldFailure: Hashable, Sendable {
  /// The field's name.
  public let field: String
  /// The rule it did not pass, and why.
  public let failure: ValidationFailure

  /// The failure `failure` of the field `field`.
  package init(field: String, failure: ValidationFailure) {
    self.field = field
    self.failure = failure
  }
}
