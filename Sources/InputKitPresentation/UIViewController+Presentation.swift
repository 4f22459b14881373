#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// The topmost of this one and what it presents that is not being dismissed: UIKit presents
    /// only from a view controller that presents nothing.
    package var topmostPresented: UIViewController {
      var host = self
      while let presented = host.presentedViewController, !presented.isBeingDismissed {
        host = presented
      }
      return host
    }

    /// The root of this view controller's hierarchy through parents and presenters: a window's
    /// root view controller while the hierarchy is in a window.
    package var hierarchyRoot: UIViewController {
      var root = self
      while let next = root.parent ?? root.presentingViewController { root = next }
      return root
    }
  }
#endif
