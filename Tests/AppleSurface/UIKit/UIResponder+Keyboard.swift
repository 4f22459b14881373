// The keyboard notifications and their user-info keys. The SDK declares them as
// `nonisolated class let … : NSNotification.Name` / `String` in an extension of UIResponder (the
// generated interface; their developer.apple.com pages were not in the docs corpus, so these are
// unverified against a page). Swift has no stored `class let` outside the SDK's imported
// declarations, so they are `static let` here: read as `UIResponder.keyboardFrameEndUserInfoKey`
// or through any subclass, exactly as callers use them. The raw values are the Objective-C
// constant names, which is what the SDK's values print as.
extension UIResponder {
  /// UIKeyboardWillChangeFrameNotification (unverified, see the file comment).
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")

  /// UIKeyboardFrameBeginUserInfoKey: an `NSValue` holding the start frame, in screen
  /// coordinates (unverified, see the file comment).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"

  /// UIKeyboardFrameEndUserInfoKey: an `NSValue` holding the end frame, in screen coordinates
  /// (unverified, see the file comment).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

  /// UIKeyboardAnimationDurationUserInfoKey: an `NSNumber` of seconds (unverified, see the file
  /// comment).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"

  /// UIKeyboardAnimationCurveUserInfoKey: an `NSNumber` holding a `UIView.AnimationCurve` raw
  /// value (unverified, see the file comment).
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
}
