#if canImport(UIKit)
  import UIKit

  /// An input view an `ActivityOverlay` covers from inside (the calculator keyboard), so the
  /// overlay's product need not depend on the keyboard's.
  @MainActor
  package protocol OverlayHostingKeyboard: UIView {
    /// The height of the accessory bar shown above the keys, or 0 when none is on screen.
    var shownAccessoryHeight: CGFloat { get }
    /// Hosts `overlay` at `frame` in the keyboard's coordinates, in front of every key.
    func host(_ overlay: UIView, frame: CGRect)
    /// Hosts `shield` at `frame` inside the accessory bar shown above the keys.
    func hostInAccessoryBar(_ shield: UIView, frame: CGRect)
    /// Blocks or restores every input to the keyboard and its accessory bar.
    func setInputBlocked(_ blocked: Bool)
  }

  /// An input view that makes the field it types into (the calculator keyboard, whose field
  /// passes it a hardware keyboard's keys), so the prompt's product need not depend on it.
  @MainActor
  package protocol FieldMakingInputView: UIView {
    /// A field typing with this view, showing no live-result bar (the prompt has its own bar).
    func makeField() -> UITextField
  }
#endif
