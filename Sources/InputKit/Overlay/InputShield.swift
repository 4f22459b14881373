#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// A tinted view laid over a keyboard that an overlay blocks without covering it (a `.view`
  /// overlay over the field being edited): it takes every touch, so the keys under it are not
  /// pressed, and its tint shows that they no longer answer. Where it goes is the core's
  /// `OverlayArrangement.shield`.
  @MainActor
  final class InputShield: UIView {
    /// A hidden shield with `appearance`'s tint.
    init(appearance: OverlayAppearance) {
      super.init(frame: .zero)
      backgroundColor = UIColor(appearance.shieldTint)
      isHidden = true
      // The keys under it are hidden from VoiceOver by the keyboard; the shield itself says
      // nothing the overlay's message does not.
      isAccessibilityElement = false
    }

    /// Made in code only.
    required init?(coder: NSCoder) {
      return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  }
#endif
