#if canImport(UIKit)
  import UIKit

  extension KeyboardFrameChange {
    /// On the main actor, where the iOS 16 SDK puts the keys.
    @MainActor
    package init?(userInfo: [AnyHashable: Any]?) {
      self.init(
        notifiedEnd: (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
        begin: (userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
        duration: (userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
          .doubleValue,
        curve: (userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
        isLocal: (userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue)
    }
  }

  extension UIView {
    /// From wherever an earlier move has got to (`beginFromCurrentState`).
    package static func animate(
      following animation: KeyboardAnimation?, changes: @escaping () -> Void
    ) {
      guard let animation else { return changes() }
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [
          UIView.AnimationOptions(rawValue: animation.curveOptions), .beginFromCurrentState,
        ],
        animations: changes, completion: nil)
    }
  }
#endif
