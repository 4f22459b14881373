import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardFrameChange {
  /// The part of a view the keyboard covers once this change is over, in the view's
  /// coordinates; `nil` when it covers none of it. See
  /// ``KeyboardGeometry/overlap(ofKeyboardFrame:withViewFrame:)``.
  ///
  /// - Parameters:
  ///   - viewFrame: the view's frame in screen coordinates.
  ///   - screenBounds: the screen's bounds.
  func endOverlap(withViewFrame viewFrame: CGRect, screenBounds: CGRect) -> CGRect? {
    KeyboardGeometry(screenBounds: screenBounds)
      .overlap(ofKeyboardFrame: endFrame, withViewFrame: viewFrame)
  }
}
