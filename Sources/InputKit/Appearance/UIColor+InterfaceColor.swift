#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension UIColor {
    /// The UIKit colour of a core `InterfaceColor`.
    convenience init(_ color: InterfaceColor) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one, resolved by
    /// UIKit for whichever trait collection draws it, so a keyboard follows a change of
    /// appearance without being told.
    convenience init(light: InterfaceColor, dark: InterfaceColor) {
      self.init { traits in
        traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
      }
    }
  }
#endif
