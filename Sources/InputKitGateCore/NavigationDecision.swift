import InputKitValidation

/// A gate's answer to "may this transition happen now?".
public enum NavigationDecision: Hashable, Sendable {
  /// Go ahead, handing the next screen the text of each field the transition reads, by name.
  case proceed(payload: [String: String])
  /// Stay and show `message`; `failures` name every wrong field, so the screen can mark them.
  case refuse(message: String, failures: [FieldFailure])

  /// Whether the transition may happen.
  public var proceeds: Bool {
    if case .proceed = self { true } else { false }
  }
}
