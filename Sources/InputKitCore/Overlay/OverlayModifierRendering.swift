/// How a view modifier, SwiftUI's `.activityOverlay(_:coverage:)`, renders an overlay of a
/// given ``OverlayCoverage``: the answer of ``OverlayCoverage/modifierRendering``, which the
/// modifier only applies.
///
/// A modifier sees only the view it modifies. It cannot tell where the field being edited is,
/// and it cannot draw into the keyboard's window, which lies above the app's. So it either
/// keeps the overlay to the view and takes input away from the view's own fields, or it hands
/// the overlay to the platform's overlay, which gathers the surroundings and follows
/// ``OverlayCoverage/arrangement(in:)`` as it does everywhere else.
public enum OverlayModifierRendering: Hashable, Sendable {
  /// The modifier draws the panel over the modified view itself and, while the overlay shows,
  /// disables the view's content, so no field inside it takes input, whichever keyboard types
  /// into it: the rule of ``OverlayCoverage/view``, which blocks the keyboard of a covered
  /// field being edited and nothing else. A field outside the view keeps typing.
  case overContent
  /// The modifier lays an invisible anchor over the modified view and hands the overlay to the
  /// platform's overlay attached to it, which covers and blocks what
  /// ``OverlayCoverage/arrangement(in:)`` says, the keyboard included. The content stays enabled:
  /// the platform's overlay blocks what it covers.
  case platformOverlay

  /// Whether the modified view's content is disabled: only while an overlay drawn over it is on
  /// screen (fading in or shown); from the moment it starts fading out, the content takes input
  /// again, as the panel then lets touches through.
  public func disablesContent(overlayIsVisible: Bool) -> Bool {
    self == .overContent && overlayIsVisible
  }
}

extension OverlayCoverage {
  /// How a view modifier renders this coverage: ``OverlayCoverage/view`` is drawn over the
  /// modified view, whose fields take no input while it shows; ``OverlayCoverage/keyboard`` and
  /// ``OverlayCoverage/screen`` reach beyond the modified view, into the keyboard's window, so
  /// only the platform's overlay can render them.
  public var modifierRendering: OverlayModifierRendering {
    switch self {
    case .view: .overContent
    case .keyboard, .screen: .platformOverlay
    }
  }
}
