// The keyboard notifications and their user-info keys. Their developer.apple.com pages were not in
// the docs corpus; /documentation/uikit/uiresponder/keyboardwillchangeframenotification was read
// from the Averyy/apple-dev-docs mirror in the code corpus
// (documentation/UIKit/uiresponder/keyboardwillchangeframenotification.md): `nonisolated class let
// keyboardWillChangeFrameNotification: NSNotification.Name`, and its See Also lists the keys as
// `class let keyboardFrameBeginUserInfoKey: String` (…EndUserInfoKey, …AnimationDurationUserInfoKey,
// …AnimationCurveUserInfoKey). Swift has no stored `class let` outside the SDK's imported
// declarations, so they are `static let` here: read as `UIResponder.keyboardFrameEndUserInfoKey`
// or through any subclass, exactly as callers use them. The raw values are the Objective-C
// constant names, which is what the SDK's values print as.
extension UIResponder {
  /// /documentation/uikit/uiresponder/keyboardwillchangeframenotification (mirror, see the file
  /// comment).
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")

  /// /documentation/uikit/uiresponder/keyboarddidchangeframenotification — `nonisolated class let
  /// keyboardDidChangeFrameNotification: NSNotification.Name` (the SDK header UIWindow.h:
  /// `UIKIT_EXTERN NSNotificationName const UIKeyboardDidChangeFrameNotification`).
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// /documentation/uikit/uiresponder/keyboardframebeginuserinfokey: an `NSValue` holding the start
  /// frame, in screen coordinates (declaration from the mirror's See Also, see the file comment).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"

  /// /documentation/uikit/uiresponder/keyboardframeenduserinfokey: an `NSValue` holding the end
  /// frame, in screen coordinates (declaration from the mirror's See Also).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

  /// /documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey: an `NSNumber` of
  /// seconds (declaration from the mirror's See Also).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"

  /// /documentation/uikit/uiresponder/keyboardanimationcurveuserinfokey: an `NSNumber` holding a
  /// `UIView.AnimationCurve` raw value (declaration from the mirror's See Also).
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"

  /// /documentation/uikit/uiresponder/keyboardislocaluserinfokey: an `NSNumber` holding a `Bool`,
  /// whether the keyboard belongs to the current app (the SDK header UIWindow.h:
  /// `UIKIT_EXTERN NSString *const UIKeyboardIsLocalUserInfoKey API_AVAILABLE(ios(9.0)); //
  /// NSNumber of BOOL`).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
