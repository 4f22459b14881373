import InputKitValidation

/// What a call on a ``TextPrompt`` did, for the UI to render.
package enum TextPromptEvent: Hashable, Sendable {
  /// The text changed; `isValid` says whether Okay is now enabled.
  case textChanged(isValid: Bool)
  /// The new text equals the current text; nothing changed.
  case unchanged
  /// Okay or Return on invalid text: the prompt stays open and shows `failure`'s message
  /// inline.
  case refused(ValidationFailure)
  /// The prompt ended with `result`; it should be dismissed.
  case finished(TextPromptResult)
  /// The prompt had already ended; the call changed nothing (a late tap during dismissal).
  case ignored
}
