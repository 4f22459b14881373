#if canImport(UIKit)
  import UIKit
  import InputKitShared

  extension UIColor {
    package convenience init(_ color: InterfaceColor) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }

  extension EdgeInsets {
    package init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif
