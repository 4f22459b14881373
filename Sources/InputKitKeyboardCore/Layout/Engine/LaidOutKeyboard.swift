import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A layout laid out at one size: every key's frame, and hit-testing of touches.
///
/// Frames are in the keyboard's own coordinates, on the device pixel grid, inside the content
/// area, and for a valid layout never overlap.
package struct LaidOutKeyboard: Equatable, Sendable {
  package let layout: KeyboardLayout
  package let metrics: KeyboardMetrics
  /// The area keys are placed in: the bounds minus the insets, snapped inward to pixels.
  let contentFrame: CGRect
  /// Each key's frame, in the order of `layout.keys`. A key that does not fit (the content
  /// area is empty, or smaller than the spacing) has a frame with zero width or height.
  package let frames: [CGRect]
  let hitTestIndex: HitTestIndex

  package var bounds: CGRect {
    CGRect(origin: .zero, size: metrics.size)
  }

  /// Whether no key has an area, so nothing can be drawn or touched.
  package var isEmpty: Bool {
    frames.allSatisfy { frame in frame.width <= 0 || frame.height <= 0 }
  }

  package func frame(ofKeyWithID id: String) -> CGRect? {
    layout.keys.firstIndex { key in key.id == id }.map { index in frames[index] }
  }
}
