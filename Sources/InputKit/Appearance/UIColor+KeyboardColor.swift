#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension UIColor {
    /// The UIKit colour for a colour of InputKit's keyboard palette.
    public convenience init(_ color: KeyboardColor) {
      self.init(
        red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
        blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one, resolved by
    /// UIKit for whichever trait collection draws it, so a keyboard follows a change of
    /// appearance without being told.
    public convenience init(light: KeyboardColor, dark: KeyboardColor) {
      self.init { traits in
        traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
      }
    }
  }
#endif
