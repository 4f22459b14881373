import InputKitValidation

/// A gate's answer to "may this transition happen now?".
public enum NavigationDecision: Hashable, Sendable {
  /// Go ahead, handing the next screen `payload`: the current values of the fields the
  /// transition reads (field name → text, as typed).
  case proceed(payload: [String: String])
  /// Stay, and show `message`; `failures` name every field that is wrong, so the screen can
  /// mark them.
  case refuse(message: String, failures: [FieldFailure])

  /// Whether the transition may happen.
  public var proceeds: Bool {
    if case .proceed = self { true } else { false }
  }
}
