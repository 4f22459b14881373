#if canImport(UIKit)
  import UIKit

  /// A window above the keyboard that takes touches only on its subviews (the overlay, a
  /// shield), so everything around what they cover stays usable.
  @MainActor
  final class PassThroughWindow: UIWindow {
    /// Above every window, the keyboard's included: UIKit does not publish the keyboard
    /// window's level, and window levels only order windows.
    static let levelAboveKeyboard = UIWindow.Level(rawValue: .greatestFiniteMagnitude)

    /// A hidden window in `scene` above the keyboard, framed like `hostWindow`.
    init(scene: UIWindowScene, over hostWindow: UIWindow) {
      super.init(windowScene: scene)
      frame = hostWindow.frame
      windowLevel = Self.levelAboveKeyboard
      isHidden = true
    }

    /// Made in code only.
    required init?(coder: NSCoder) {
      return nil
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
