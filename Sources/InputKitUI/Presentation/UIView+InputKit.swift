#if canImport(UIKit)
  import UIKit

  /// The UIKit calls the overlay, the prompt and the keyboard share, each one UIKit fact.
  extension UIView {
    /// `rect`, in `screen`'s coordinates as a keyboard frame notification gives it, in this
    /// view's, through every transform between them (a scaled view sees the keyboard where it
    /// is). UIKit fact: keyboard frames are in screen coordinates
    /// (`ActivityOverlayGeometryTests.testInAScaledWindow…`).
    package func convert(fromScreen rect: CGRect, of screen: UIScreen) -> CGRect {
      convert(rect, from: screen.coordinateSpace)
    }

    /// The first responder among this view and the views inside it, depth first: the field
    /// being edited in a window, which no public API names.
    package var firstResponderInside: UIView? {
      isFirstResponder ? self : subviews.lazy.compactMap(\.firstResponderInside).first
    }

    /// The view controller whose view holds this view: the first up the responder chain.
    package var nearestViewController: UIViewController? {
      sequence(first: self as UIResponder, next: \.next).lazy.compactMap { $0 as? UIViewController }
        .first
    }

    /// Where InputKit adds its views in this view: a visual-effect view's content view ("Do not
    /// add subviews directly to UIVisualEffectView", UIVisualEffectView.h), else the view itself.
    package var containerForSubviews: UIView {
      (self as? UIVisualEffectView)?.contentView ?? self
    }

    /// `hit`, unless it is this view itself: how a view lets touches through to what lies under
    /// it while the views inside it take their own.
    package func passingThrough(_ hit: UIView?) -> UIView? {
      hit === self ? nil : hit
    }
  }
#endif
