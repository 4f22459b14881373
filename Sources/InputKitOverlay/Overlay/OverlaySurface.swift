#if canImport(UIKit)
  import UIKit
  @_spi(InputKitInternal) import InputKitUI

  /// The view that fills an `ActivityOverlay` and holds everything it draws. It takes every touch
  /// on the overlay, so nothing under it hears one, and tells it when to lay out and restyle.
  @MainActor
  final class OverlaySurface: ViewLifecycleRelay {
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
#endif
