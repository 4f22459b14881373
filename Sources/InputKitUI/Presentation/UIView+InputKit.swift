#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// `rect`, a keyboard frame in `screen`'s coordinates, in this view's through every
    /// transform (`ActivityOverlayGeometryTests.testInAScaledWindow…`).
    package func convert(fromScreen rect: CGRect, of screen: UIScreen) -> CGRect {
      convert(rect, from: screen.coordinateSpace)
    }

    /// The first responder among this view and the views inside it: no public API names it.
    package var firstResponderInside: UIView? {
      isFirstResponder ? self : subviews.lazy.compactMap(\.firstResponderInside).first
    }

    /// The first view controller up the responder chain.
    package var nearestViewController: UIViewController? {
      sequence(first: self as UIResponder, next: \.next).lazy.compactMap { $0 as? UIViewController }
        .first
    }

    /// Where InputKit adds its views: a visual-effect view's content view (UIVisualEffectView.h
    /// forbids adding them to it directly), else the view itself.
    package var containerForSubviews: UIView {
      (self as? UIVisualEffectView)?.contentView ?? self
    }

    /// `hit`, unless it is this view: touches pass through it to what lies under it.
    package func passingThrough(_ hit: UIView?) -> UIView? {
      hit === self ? nil : hit
    }
  }
#endif
