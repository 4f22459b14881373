#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension KeyboardFrameChange {
    /// The change a keyboard frame notification's `userInfo` describes; `nil` without an end
    /// frame. Missing timing reads as no animation, and a missing `isLocal` key as this app's
    /// keyboard (UIKit sends the key from iOS 9 on). On the main actor, where the iOS 16 SDK
    /// puts the user-info keys and where the notifications are handled.
    @MainActor
    init?(userInfo: [AnyHashable: Any]?) {
      let endKey = UIResponder.keyboardFrameEndUserInfoKey
      guard let end = (userInfo?[endKey] as? NSValue)?.cgRectValue else { return nil }
      let begin = userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue
      let duration = userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber
      let curve = userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber
      let isLocal = userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber
      self.init(
        beginFrame: begin?.cgRectValue ?? end, endFrame: end,
        animationDuration: duration?.doubleValue ?? 0, animationCurve: curve?.intValue ?? 0,
        isLocal: isLocal?.boolValue ?? true)
    }
  }
#endif
