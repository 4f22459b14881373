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
