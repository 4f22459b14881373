#if canImport(UIKit)
  import UIKit
  @_spi(InputKitInternal) import InputKitUI

  /// An invisible view laid over the host that hears it enter or leave a window, change size or
  /// traits, which an overlay hosted elsewhere could not notice; touches pass through it, and as a
  /// plain `UIView` it is no accessibility element.
  @MainActor
  final class OverlayAnchorView: ViewLifecycleRelay {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }
  }
#endif
