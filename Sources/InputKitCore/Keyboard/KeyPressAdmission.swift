/// Whether a key press may act, checked in the order the system keyboard checks: nothing acts
/// while the keyboard is covered (an activity overlay), a disabled key (Return waiting for text)
/// does not act, and only then is the app's keyboard delegate asked, so a delegate never hears
/// of a press that could not happen. A Return that passes asks the field next
/// (`textFieldShouldReturn(_:)`, see ``KeyPressProcessor/process(_:in:fieldAllowsReturn:)``).
public enum KeyPressAdmission: Hashable, Sendable {
  /// The press acts.
  case admitted
  /// The keyboard is covered and takes no input.
  case blocked
  /// The key is disabled.
  case disabled
  /// The keyboard's delegate said no (`keyboard(_:shouldPress:)`).
  case vetoed

  /// Checks a press: `isBlocked` first, then `isEnabled`, then `delegateAllows`, which is called
  /// only when the first two pass.
  public static func check(
    isBlocked: Bool, isEnabled: Bool, delegateAllows: () -> Bool
  ) -> KeyPressAdmission {
    if isBlocked { return .blocked }
    if !isEnabled { return .disabled }
    return delegateAllows() ? .admitted : .vetoed
  }
}
