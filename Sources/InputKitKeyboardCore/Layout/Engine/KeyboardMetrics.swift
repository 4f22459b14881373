import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a layout is laid out for: the keyboard's size, the safe-area insets inside it, the
/// spacing between keys and the display scale whose pixel grid key edges snap to.
package struct KeyboardMetrics: Hashable, Sendable {
  /// The keyboard's size in points; its bounds are `(0, 0, size)`.
  package var size: CGSize
  /// Space inside the bounds that keys stay out of (the safe area, margins).
  package var insets: EdgeInsets
  /// Rounded to whole device pixels.
  package var keySpacing: CGFloat
  package var scale: CGFloat

  package init(
    size: CGSize, insets: EdgeInsets = .zero, keySpacing: CGFloat = 0, scale: CGFloat = 1
  ) {
    self.size = size
    self.insets = insets
    self.keySpacing = keySpacing
    self.scale = scale
  }

  /// The largest width, height, inset or spacing accepted, in points: it keeps pixel
  /// arithmetic exact in `Double`.
  package static let maximumDimension: CGFloat = 1_000_000

  static let maximumScale: CGFloat = 100

  /// Checks that every value is finite, not negative and within the maximums, the scale
  /// positive, and the insets within the size.
  /// - Throws: A `KeyboardMetricsError` naming the first value that is not.
  func validate() throws(KeyboardMetricsError) {
    let range: ClosedRange<CGFloat> = 0...Self.maximumDimension
    guard range.contains(size.width), range.contains(size.height) else {
      throw .invalidSize(width: size.width, height: size.height)
    }
    guard scale > 0, scale <= Self.maximumScale else { throw .invalidScale(scale) }
    guard range.contains(keySpacing) else { throw .invalidSpacing(keySpacing) }
    guard range.contains(insets.top), range.contains(insets.left),
      range.contains(insets.bottom), range.contains(insets.right)
    else { throw .invalidInsets(insets) }
    guard insets.left + insets.right <= size.width, insets.top + insets.bottom <= size.height
    else { throw .insetsExceedSize(insets, width: size.width, height: size.height) }
  }
}

extension KeyboardMetrics {
  package func hash(into hasher: inout Hasher) {
    hasher.combine(size: size)
    hasher.combine(insets)
    hasher.combine(keySpacing)
    hasher.combine(scale)
  }
}
