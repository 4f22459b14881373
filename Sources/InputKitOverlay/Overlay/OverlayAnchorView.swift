#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardFrame
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI

  /// An invisible view that takes no touch of its own and tells its overlay what happens to it:
  /// laid over a host (filling it), it hears the host enter or leave a window, change size or
  /// traits, which an overlay hosted elsewhere (in the keyboard, above it) could not notice;
  /// made by SwiftUI's `.activityOverlay`, it is the host laid over the modified view, and the
  /// overlay inside it takes the touches.
  @MainActor
  final class OverlayAnchorView: ViewLifecycleRelay {
    override init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = false
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// Touches pass through the anchor itself to what lies under it; a view inside it (the
    /// overlay) takes its own.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }
  }
#endif
