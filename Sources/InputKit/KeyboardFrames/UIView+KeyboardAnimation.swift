#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension UIView {
    /// Runs `changes` moving with the keyboard: with the keyboard's duration and curve (the
    /// core's `KeyboardAnimation`, read from its frame notification), from wherever an earlier
    /// move has got to; at once when there is no animation to follow. The overlay and the
    /// prompt move with the keyboard by this one call.
    static func animate(
      following animation: KeyboardAnimation?, changes: @escaping () -> Void
    ) {
      guard let animation else {
        changes()
        return
      }
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [
          UIView.AnimationOptions(rawValue: animation.curveOptions), .beginFromCurrentState,
        ],
        animations: changes, completion: nil)
    }
  }
#endif
