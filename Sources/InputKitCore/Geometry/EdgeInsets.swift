import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Distances inward from each edge of a rectangle, in points: a safe area, a layout margin.
/// The platform-independent twin of `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()

  /// `rect` shrunk by these insets; never narrower or shorter than zero.
  public func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + left, y: rect.minY + top,
      width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
  }
}
