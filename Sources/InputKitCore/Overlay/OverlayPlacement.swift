import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a renderer puts the activity overlay so that it covers what its ``OverlayCoverage``
/// promises, on a device where the keyboard is drawn in a window of its own above the app's.
///
/// An overlay in the app's window at the keyboard's frame would sit *behind* the keys, and
/// typing would go on under it. So a `.keyboard` overlay is hosted where the keyboard is:
/// inside InputKit's own keyboard view when that is the input view on screen (together with
/// the accessory bar above it), else in a pass-through window above the system keyboard. With
/// no docked keyboard it falls back to the container, as
/// ``OverlayCoverage/overlayFrame(containerBounds:keyboardFrame:)`` defines.
public enum OverlayPlacement: Sendable {
  /// In the container (the host view, or its window for `.screen`), at this frame in the
  /// container's coordinates.
  case container(CGRect)
  /// Inside InputKit's keyboard view, at this frame in the keyboard's coordinates: the keys and,
  /// above them (negative `y`), the accessory bar. The keyboard takes no input meanwhile.
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

  /// Whether InputKit's keyboard must stop taking touches while the overlay shows.
  public var blocksOwnKeyboard: Bool {
    if case .insideKeyboard = self { return true }
    return false
  }
}

extension OverlayPlacement: Equatable {
  /// Whether two placements host the overlay in the same place at the same frame. CoreGraphics
  /// types are Equatable only from iOS 18, so the frames are compared by number.
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

extension OverlayCoverage {
  /// Where the overlay goes now.
  ///
  /// - Parameters:
  ///   - containerBounds: the bounds of the container (the host view, or its window for
  ///     ``screen``).
  ///   - ownKeyboardSize: the size of InputKit's keyboard view when it is the input view on
  ///     screen (it has a window), else `nil`.
  ///   - accessoryHeight: the height of the input accessory bar shown above that keyboard
  ///     (0 for none).
  ///   - systemKeyboardFrame: the part of the overlay window the docked keyboard covers, in that
  ///     window's coordinates (``KeyboardGeometry/overlap(ofKeyboardFrame:withViewFrame:)``
  ///     with the frame of the last keyboard notification), or `nil` when no docked keyboard
  ///     is on screen.
  ///   - containerScrolls: whether the container is a scroll view (a table view, a collection
  ///     view), whose bounds move with its content.
  /// - Returns: the container for ``screen`` and ``view``. For ``keyboard``: inside
  ///   InputKit's keyboard when it is shown, covering the accessory bar too; else above the
  ///   docked system keyboard; else the whole container, because work in flight must stay
  ///   visible and block input even when the keyboard went away. A scrolling container is
  ///   covered from beside it (``OverlayPlacement/overScrollingContainer(_:)``).
  public func placement(
    containerBounds: CGRect, ownKeyboardSize: CGSize?, accessoryHeight: CGFloat = 0,
    systemKeyboardFrame: CGRect?, containerScrolls: Bool = false
  ) -> OverlayPlacement {
    let inContainer: (CGRect) -> OverlayPlacement = { frame in
      containerScrolls ? .overScrollingContainer(frame) : .container(frame)
    }
    guard self == .keyboard else { return inContainer(containerBounds) }
    if let size = ownKeyboardSize, size.width > 0, size.height > 0 {
      let bar = max(0, accessoryHeight.isFinite ? accessoryHeight : 0)
      return .insideKeyboard(
        CGRect(x: 0, y: -bar, width: size.width, height: size.height + bar))
    }
    if let frame = systemKeyboardFrame, !frame.isNull, !frame.isEmpty {
      return .aboveKeyboard(frame)
    }
    return inContainer(overlayFrame(containerBounds: containerBounds, keyboardFrame: nil))
  }
}
