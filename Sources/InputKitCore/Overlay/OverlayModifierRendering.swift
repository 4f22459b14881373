import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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
  /// disables the view's content, and the field being edited under the panel ends editing
  /// (``endsEditing(ofFieldAt:contentFrame:)``), so no field inside it takes input, whichever
  /// keyboard types into it: the rule of ``OverlayCoverage/view``, which blocks the keyboard of
  /// a covered field being edited and nothing else. A field outside the view keeps typing.
  case overContent
  /// The modifier lays an invisible anchor over the modified view and hands the overlay to the
  /// platform's overlay attached to it, which covers and blocks what
  /// ``OverlayCoverage/arrangement(in:)`` says, the keyboard included. The content stays enabled:
  /// the platform's overlay blocks what it covers.
  case platformOverlay

  /// Whether the field being edited, at `fieldFrame`, ends editing when an overlay drawn over
  /// the content at `contentFrame` appears (both frames in the window's coordinates).
  ///
  /// Disabling a field only turns its controls off: UIKit promises no more than that a disabled
  /// control ignores touches, so its keyboard could stay on screen and go on typing. The field
  /// under the panel therefore ends editing, and its keyboard goes away while the overlay
  /// shows; it does not come back by itself. A field counts as under the panel when its centre
  /// lies inside the content; a field elsewhere keeps its keyboard, as with a UIKit `.view`
  /// overlay. Frames of no size or not finite cover nothing. For
  /// ``OverlayModifierRendering/platformOverlay`` it is never the modifier's to end: the
  /// platform's overlay blocks what it covers.
  public func endsEditing(ofFieldAt fieldFrame: CGRect, contentFrame: CGRect) -> Bool {
    guard self == .overContent else { return false }
    let field = fieldFrame.standardized
    let content = contentFrame.standardized
    let usable = { (frame: CGRect) in
      frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
        && frame.size.height.isFinite && frame.size.width > 0 && frame.size.height > 0
    }
    guard usable(field), usable(content) else { return false }
    return content.contains(CGPoint(x: field.midX, y: field.midY))
  }

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
