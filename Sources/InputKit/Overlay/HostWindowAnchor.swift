#if canImport(UIKit)
  import UIKit

  /// An invisible, zero-size view an overlay adds to its host, to hear when the host joins or
  /// leaves a window. An overlay shown in a window of its own (above the system keyboard) has
  /// no other way to notice that the screen it covers has gone, and would stay on top of
  /// whatever comes next.
  @MainActor
  final class HostWindowAnchor: UIView {
    /// Called after the host (and so this view) moved to a window or out of one.
    var windowChanged: (() -> Void)?

    /// An anchor that is never seen and never touched.
    init() {
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
    }

    /// Anchors are made in code only.
    required init?(coder: NSCoder) {
      return nil
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      windowChanged?()
    }
  }
#endif
