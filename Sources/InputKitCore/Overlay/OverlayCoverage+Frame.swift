import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension OverlayCoverage {
  /// The overlay's frame in its container's coordinates.
  ///
  /// - Parameters:
  ///   - containerBounds: the bounds of the view the overlay is added to (the window for
  ///     ``screen``).
  ///   - keyboardFrame: the part of the container the keyboard covers, in the container's
  ///     coordinates, as ``KeyboardGeometry/overlap(ofKeyboardFrame:withViewFrame:)`` gives
  ///     it; `nil` when no docked keyboard overlaps the container.
  /// - Returns: the container's bounds for ``screen`` and ``view``. For ``keyboard``, the
  ///   keyboard's frame clipped to the container; when no keyboard overlaps the container the
  ///   overlay falls back to the whole container, because work in flight must still be
  ///   visible and block input even when the keyboard went away.
  public func overlayFrame(containerBounds: CGRect, keyboardFrame: CGRect?) -> CGRect {
    switch self {
    case .screen, .view:
      return containerBounds
    case .keyboard:
      guard let keyboardFrame else { return containerBounds }
      let covered = keyboardFrame.intersection(containerBounds)
      return covered.isNull || covered.isEmpty ? containerBounds : covered
    }
  }
}
