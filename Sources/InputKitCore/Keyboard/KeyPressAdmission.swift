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

extension KeyPressAdmission {
  /// The whole check of a press of a key with `action`, in the system keyboard's order: blocked,
  /// disabled and the delegate's veto as in ``check(isBlocked:isEnabled:delegateAllows:)``; then,
  /// for an admitted Return only, the field is asked (`textFieldShouldReturn(_:)`), since its
  /// answer may move focus or dismiss the keyboard and no other key asks it. `fieldAllowsReturn`
  /// is called at most once, and never for a press that was refused or is not Return.
  public static func check(
    pressing action: KeyAction, isBlocked: Bool, isEnabled: Bool, delegateAllows: () -> Bool,
    fieldAllowsReturn: () -> Bool
  ) -> KeyPressCheck {
    let admission = check(
      isBlocked: isBlocked, isEnabled: isEnabled, delegateAllows: delegateAllows)
    guard admission == .admitted, action == .return else {
      return KeyPressCheck(admission: admission, fieldAllowsReturn: true)
    }
    return KeyPressCheck(admission: admission, fieldAllowsReturn: fieldAllowsReturn())
  }
}
