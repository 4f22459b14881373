#if canImport(UIKit)
  import UIKit
  import InputKitShared

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
#endif
