#if canImport(UIKit)
  import UIKit
  @_spi(InputKitInternal) import InputKitUI

  /// The window above the keyboard, for a `.keyboard` overlay or a shield over the system
  /// keyboard; touches pass through it elsewhere.
  ///
  /// UIKit facts (`WindowLevelTests`, `OverlayUITests`): an assigned level is clamped below the
  /// keyboard window's 10,000,000, so the level is a getter; a window that cannot become key
  /// leaves the first responder in the app's window.
  @MainActor
  final class PassThroughWindow: UIWindow {
    static let levelAboveKeyboard = UIWindow.Level(rawValue: 10_000_001)

    override var windowLevel: UIWindow.Level {
      get { Self.levelAboveKeyboard }
      set {}
    }

    override var canBecomeKey: Bool { false }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }
  }
#endif
