#if canImport(UIKit)
  import UIKit
  @_spi(InputKitInternal) import InputKitUI

  /// The view that fills an `ActivityOverlay` and holds everything it draws. It takes every touch
  /// on the overlay, so nothing under it hears one, unless told to pass them through; it tells
  /// the overlay when to lay out and restyle.
  @MainActor
  final class OverlaySurface: ViewLifecycleRelay {
    /// What of a touch's hit view the surface keeps: all of it, or only a control.
    var touchesTaken: (UIView?) -> UIView? = { $0 }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      touchesTaken(super.hitTest(point, with: event))
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    // Taken and dropped: a touch on the overlay never reaches the host's responder chain.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  }

  /// An invisible view laid over the host that hears it enter or leave a window, change size or
  /// traits, which an overlay hosted elsewhere could not notice; touches pass through it, and as a
  /// plain `UIView` it is no accessibility element.
  @MainActor
  final class OverlayAnchorView: ViewLifecycleRelay {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }
  }

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
