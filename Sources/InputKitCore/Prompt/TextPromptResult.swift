/// How a prompt ended.
public enum TextPromptResult: Hashable, Sendable {
  /// Okay (or Return) on valid text: the text exactly as typed, and the prompt's purpose.
  case accepted(text: String, purpose: TextPromptPurpose)
  /// The person cancelled; nothing is to change.
  case cancelled
}
