import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Distances inward from each edge of a rectangle, in points: a safe area, a layout margin.
/// The platform-independent twin of `UIEdgeInsets`.
package struct EdgeInsets: Hashable, Sendable, Codable {
  /// Inset from the top edge.
  package var top: CGFloat
  /// Inset from the left edge.
  package var left: CGFloat
  /// Inset from the bottom edge.
  package var bottom: CGFloat
  /// Inset from the right edge.
  package var right: CGFloat

  /// Creates insets.
  package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  package static let zero = EdgeInsets()

  /// `rect` shrunk by these insets; never narrower or shorter than zero.
  package func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + left, y: rect.minY + top,
      width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
  }
}
