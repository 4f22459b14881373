import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a renderer sees around an overlay, the facts ``OverlayCoverage/arrangement(in:)``
/// decides from: no decision is made in gathering them.
public struct OverlaySurroundings: Sendable {
  /// The bounds of the container (``OverlayCoverage/container``: the host view, or its
  /// window for ``OverlayCoverage/screen``).
  public var containerBounds: CGRect
  /// Whether the container is a scroll view (a table view, a collection view), whose bounds
  /// move with its content.
  public var containerIsScrollView: Bool
  /// Whether the container has a superview, where an overlay can sit beside it.
  public var containerHasSuperview: Bool
  /// The keyboard on screen: InputKit's own when it is the input view of the field being
  /// edited, else this app's system keyboard; `nil` when neither is.
  public var keyboard: OverlayKeyboard?
  /// Whether the field being edited (the first responder) is inside the container, so that
  /// what the overlay covers would otherwise still be typed into.
  public var editingFieldIsCovered: Bool
  /// Whether the host's window belongs to a window scene, in which a window above the
  /// keyboard can be opened. A window without a scene is never shown.
  public var canOpenWindowAboveKeyboard: Bool

  /// Creates the surroundings.
  public init(
    containerBounds: CGRect, containerIsScrollView: Bool = false,
    containerHasSuperview: Bool = true, keyboard: OverlayKeyboard? = nil,
    editingFieldIsCovered: Bool = false, canOpenWindowAboveKeyboard: Bool = true
  ) {
    self.containerBounds = containerBounds
    self.containerIsScrollView = containerIsScrollView
    self.containerHasSuperview = containerHasSuperview
    self.keyboard = keyboard
    self.editingFieldIsCovered = editingFieldIsCovered
    self.canOpenWindowAboveKeyboard = canOpenWindowAboveKeyboard
  }
}
