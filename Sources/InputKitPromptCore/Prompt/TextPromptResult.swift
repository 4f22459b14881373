/// How a prompt ended.
public enum TextPromptResult: Hashable, Sendable {
  /// Okay (or Return) on valid text: the text exactly as typed.
  case accepted(text: String)
  /// The person cancelled; nothing is to change.
  case cancelled
  /// The person chose the prompt's destructive action ("Delete" in an edit prompt), whatever
  /// the text: the caller removes what the prompt was about.
  case destructive

  /// The accepted text, or `nil` for a cancel or the destructive action.
  public var acceptedText: String? {
    guard case .accepted(let text) = self else { return nil }
    return text
  }
}
