#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// The view controller on top of this one's presentations: this one if it presents
    /// nothing, else the topmost of what it presents that is not being dismissed. UIKit
    /// presents only from a view controller that presents nothing itself.
    package var topmostPresented: UIViewController {
      var host = self
      while let presented = host.presentedViewController, !presented.isBeingDismissed {
        host = presented
      }
      return host
    }

    /// The root of this view controller's hierarchy: following each view controller's parent,
    /// then the view controller that presented it, to the one that has neither (a window's
    /// root view controller, while the hierarchy is in that window).
    package var hierarchyRoot: UIViewController {
      var root = self
      while let next = root.parent ?? root.presentingViewController { root = next }
      return root
    }
  }
#endif
