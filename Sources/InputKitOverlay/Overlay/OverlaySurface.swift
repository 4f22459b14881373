#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardFrame
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI

  /// The view that fills an `ActivityOverlay` and holds everything it draws. It takes every
  /// touch that lands on the overlay, on it or on a view inside it that takes none itself (a
  /// label, the panel), so nothing under the overlay, the keys of a keyboard hosting it included,
  /// hears it; and it tells the overlay when to lay the panel out and when to restyle it.
  @MainActor
  final class OverlaySurface: ViewLifecycleRelay {
    /// The overlay it fills.
    weak var overlay: ActivityOverlay?

    override init(frame: CGRect) {
      super.init(frame: frame)
      // The panel is laid out inside the safe area, and its content inside the panel.
      laidOut = { [weak self] in self?.overlay?.layOutPanel() }
      // Light and dark have looks of their own, and Dynamic Type resizes the content.
      traitsChanged = { [weak self] _ in self?.overlay?.applyLook() }
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The safe area moved (rotation, the overlay moved into another window): the panel
    /// follows.
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
