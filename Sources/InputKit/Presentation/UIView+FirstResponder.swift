#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// The first responder among this view and the views inside it, depth first: the field
    /// being edited in a window, which no public API names.
    var firstResponderInside: UIView? {
      isFirstResponder ? self : subviews.lazy.compactMap(\.firstResponderInside).first
    }
  }
#endif
