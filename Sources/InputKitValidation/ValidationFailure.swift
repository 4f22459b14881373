import InputKitShared

/// One rule that a piece of text did not satisfy.
public struct ValidationFailure: Hashable, Sendable {
  /// The identifier of the rule that failed (`required`, `length`, or a custom rule's).
  public let ruleID: String
  /// Why the text was refused, ready to localise.
  public let message: ValidationMessage

  /// Whether typing on can make the text pass (`12×`): a prompt shows such an error only on
  /// Okay or Return.
  package let isIncompleteInput: Bool

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
