import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Distances inward from each edge of a rectangle, in points: `UIEdgeInsets` for the core.
package struct EdgeInsets: Hashable, Sendable, Codable {
  package var top: CGFloat
  package var left: CGFloat
  package var bottom: CGFloat
  package var right: CGFloat

  package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  package static let zero = EdgeInsets()

  /// Never narrower or shorter than zero.
  package func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + left, y: rect.minY + top,
      width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
  }
}
