#if canImport(UIKit)
  import UIKit
  @_spi(InputKitInternal) import InputKitUI

  /// Fills an `ActivityOverlay` and takes every touch on it, unless told to pass them through.
  @MainActor
  final class OverlaySurface: ViewLifecycleRelay {
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

  /// Hears the host enter or leave a window, change size or traits, which an overlay hosted
  /// elsewhere could not notice.
  @MainActor
  final class OverlayAnchorView: ViewLifecycleRelay {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }
  }

  /// UIKit facts (`WindowLevelTests`, `OverlayUITests`): an assigned level is clamped below the
  /// keyboard window's 10,000,000, so the level is a getter; a window that cannot become key
  /// leaves the first responder in the app's window.
  @MainActor
  final class PassThroughWindow: UIWindow {
    override var windowLevel: UIWindow.Level {
      get { UIWindow.Level(rawValue: 10_000_001) }
      set {}
    }

    override var canBecomeKey: Bool { false }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }
  }
#endif
