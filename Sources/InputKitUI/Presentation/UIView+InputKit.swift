#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// No public API names it.
    package var firstResponderInside: UIView? {
      isFirstResponder ? self : subviews.lazy.compactMap(\.firstResponderInside).first
    }

    package var nearestViewController: UIViewController? {
      sequence(first: self as UIResponder, next: \.next).lazy.compactMap { $0 as? UIViewController }
        .first
    }

    /// Where InputKit adds its views: a visual-effect view's content view (UIVisualEffectView.h
    /// forbids adding them to it directly), else the view itself.
    package var containerForSubviews: UIView {
      (self as? UIVisualEffectView)?.contentView ?? self
    }

    package func passingThrough(_ hit: UIView?) -> UIView? {
      hit === self ? nil : hit
    }
  }
#endif
