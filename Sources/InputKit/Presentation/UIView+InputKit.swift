#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The UIKit calls the overlay, the prompt and the keyboard share, each one UIKit fact.
  extension UIView {
    /// `rect`, in `screen`'s coordinates as a keyboard frame notification gives it, in this
    /// view's, through every transform between them (a scaled view sees the keyboard where it
    /// is). UIKit fact: keyboard frames are in screen coordinates
    /// (`ActivityOverlayGeometryTests.testInAScaledWindow…`).
    func convert(fromScreen rect: CGRect, of screen: UIScreen) -> CGRect {
      convert(rect, from: screen.coordinateSpace)
    }

    /// Runs `changes` with the keyboard's duration and curve, from wherever an earlier move has
    /// got to (`beginFromCurrentState`), or at once with no animation to follow.
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

    /// The first responder among this view and the views inside it, depth first: the field
    /// being edited in a window, which no public API names.
    var firstResponderInside: UIView? {
      isFirstResponder ? self : subviews.lazy.compactMap(\.firstResponderInside).first
    }

    /// The view controller whose view holds this view: the first up the responder chain.
    var nearestViewController: UIViewController? {
      sequence(first: self as UIResponder, next: \.next).lazy.compactMap { $0 as? UIViewController }
        .first
    }

    /// Where InputKit adds its views in this view: a visual-effect view's content view ("Do not
    /// add subviews directly to UIVisualEffectView", UIVisualEffectView.h), else the view itself.
    var containerForSubviews: UIView {
      (self as? UIVisualEffectView)?.contentView ?? self
    }

    /// `hit`, unless it is this view itself: how a view lets touches through to what lies under
    /// it while the views inside it take their own.
    func passingThrough(_ hit: UIView?) -> UIView? {
      hit === self ? nil : hit
    }
  }
#endif
