#if canImport(UIKit)
  import UIKit
  import InputKitShared
  import InputKitKeyboardFrame

  extension UIColor {
    /// The UIKit colour of a core `InterfaceColor`.
    package convenience init(_ color: InterfaceColor) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }

  extension EdgeInsets {
    /// The core's insets for UIKit's.
    package init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension KeyboardFrameChange {
    /// The change a keyboard frame notification's `userInfo` describes; `nil` without an end
    /// frame. On the main actor, where the iOS 16 SDK puts the user-info keys.
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
#endif
