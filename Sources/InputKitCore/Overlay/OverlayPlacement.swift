import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a renderer puts the activity overlay so that it covers what its ``OverlayCoverage``
/// promises, on a device where the keyboard is drawn in a window of its own above the app's.
///
/// An overlay in the app's window at the keyboard's frame would sit *behind* the keys, and
/// typing would go on under it. So a `.keyboard` overlay is hosted where the keyboard is:
/// inside InputKit's own keyboard view when that is the input view on screen (its accessory
/// bar shielded from inside the bar), else in a pass-through window above the system keyboard. With
/// no docked keyboard it falls back to the container, as
/// ``OverlayCoverage/overlayFrame(containerBounds:keyboardFrame:)`` defines. A `.screen`
/// overlay goes into that window too while a keyboard is up, so that it covers the keys as
/// well. ``OverlayCoverage/arrangement(in:)`` decides.
public enum OverlayPlacement: Sendable {
  /// In the container (the host view, or its window for `.screen`), at this frame in the
  /// container's coordinates.
  case container(CGRect)
  /// Inside InputKit's keyboard view, at this frame in the keyboard's coordinates, within its
  /// bounds (its accessory bar gets ``OverlayArrangement/accessoryBarShield``). The keyboard
  /// takes no input meanwhile.
  case insideKeyboard(CGRect)
  /// In a pass-through window above the system keyboard, at this frame in the window's
  /// coordinates; only this frame takes touches, everything else passes through.
  case aboveKeyboard(CGRect)
  /// Over a container that scrolls (a table or scroll view), at this frame in its coordinates:
  /// hosted beside it, in its superview, pinned to its frame layout guide, so that it neither
  /// scrolls away with the content nor ends up behind cells added later.
  case overScrollingContainer(CGRect)

  /// The frame, in the coordinates of whatever hosts the overlay.
  public var frame: CGRect {
    switch self {
    case .container(let frame), .insideKeyboard(let frame), .aboveKeyboard(let frame),
      .overScrollingContainer(let frame):
      frame
    }
  }

}

extension OverlayPlacement: Equatable {
  /// Whether two placements host the overlay in the same place at the same frame. Written
  /// out, as the package's other CoreGraphics-carrying values are (CoreGraphics types are
  /// Hashable only from iOS 18), comparing the frames' numbers.
  public static func == (lhs: OverlayPlacement, rhs: OverlayPlacement) -> Bool {
    let sameKind =
      switch (lhs, rhs) {
      case (.container, .container), (.insideKeyboard, .insideKeyboard),
        (.aboveKeyboard, .aboveKeyboard), (.overScrollingContainer, .overScrollingContainer):
        true
      default: false
      }
    let (a, b) = (lhs.frame, rhs.frame)
    return sameKind && a.origin.x == b.origin.x && a.origin.y == b.origin.y
      && a.size.width == b.size.width && a.size.height == b.size.height
  }
}

extension OverlayPlacement {
  /// Whether moving the overlay from `previous` to here can follow the keyboard's animation:
  /// only a frame change in the same host. A move to another host (into the keyboard, into the
  /// window above it) cannot be animated, and an overlay pinned beside a scroll view is placed
  /// by its constraints.
  public func movesSmoothly(from previous: OverlayPlacement?) -> Bool {
    switch (previous, self) {
    case (.container?, .container), (.insideKeyboard?, .insideKeyboard),
      (.aboveKeyboard?, .aboveKeyboard):
      true
    default: false
    }
  }
}
