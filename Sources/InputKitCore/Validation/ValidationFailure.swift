/// One rule that a piece of text did not satisfy.
public struct ValidationFailure: Hashable, Sendable {
  /// The identifier of the rule that failed (`required`, `length`, `pattern`, `number`, or
  /// the identifier given to a custom rule).
  public let ruleID: String
  /// Why the text was refused, ready to localise.
  public let message: ValidationMessage

  /// A failure of the rule `ruleID` explained by `message`.
  package init(ruleID: String, message: ValidationMessage) {
    self.ruleID = ruleID
    self.message = message
  }

  /// The message for a person.
  ///
  /// - Parameter language: The language to show it in.
  /// - Returns: The message in `language`; a verbatim message as it was given.
  public func message(in language: InterfaceLanguage) -> String {
    message.message(in: language)
  }
}

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
