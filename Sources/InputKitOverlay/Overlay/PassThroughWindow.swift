#if canImport(UIKit)
  import UIKit
  @_spi(InputKitInternal) import InputKitUI

  /// The window above the keyboard: it hosts a `.keyboard` overlay over the system keyboard, or the
  /// shield over a system keyboard whose field would not end editing, and takes touches only there.
  ///
  /// UIKit facts (`WindowLevelTests`, `OverlayUITests`): an assigned level is reported clamped
  /// below the keyboard window's 10,000,000, so the level is a getter reporting 10,000,001; a
  /// window that cannot become key leaves the first responder in the app's window. No root view
  /// controller takes over rotation or the status bar.
  @MainActor
  final class PassThroughWindow: UIWindow {
    /// One above the keyboard's window, 10,000,000 (see the type's documentation).
    static let levelAboveKeyboard = UIWindow.Level(rawValue: 10_000_001)

    /// Always ``levelAboveKeyboard``: UIKit clamps an assigned level below the keyboard's, so
    /// the level is reported, never assigned, and an assignment is ignored.
    override var windowLevel: UIWindow.Level {
      get { Self.levelAboveKeyboard }
      set {}
    }

    /// Never key: the first responder, and with it the keyboard, stay in the app's window.
    override var canBecomeKey: Bool { false }

    /// Touches pass through the window itself; the overlay and the shield in it take their own.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }
  }
#endif
