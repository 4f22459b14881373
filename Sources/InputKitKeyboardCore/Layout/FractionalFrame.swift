/// A free-form key frame in fractions of the keyboard's content area, so that it scales
/// with the keyboard: `x: 0, width: 0.5` is the left half at every size.
///
/// On a 5-column layout `x: 0.2, width: 0.2` covers exactly what column 1 covers, spacing
/// included.
public struct FractionalFrame: Hashable, Sendable {
  /// The left edge, from 0 to 1.
  public var x: Double
  /// The top edge, from 0 to 1.
  public var y: Double
  /// The width, a fraction of the content area's.
  public var width: Double
  /// The height, a fraction of the content area's.
  public var height: Double

  /// Creates a frame from fractions of the content area.
  /// - Parameters:
  ///   - x: The left edge, from 0 (the content area's left edge) to 1 (its right edge).
  ///   - y: The top edge, from 0 (the content area's top) to 1 (its bottom).
  ///   - width: The width as a fraction of the content area's width.
  ///   - height: The height as a fraction of the content area's height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

extension FractionalFrame {
  /// How far apart two fractions may be and still count as the same edge: decimal fractions
  /// in a file rarely sum exactly (`0.7 + 0.3`).
  static let tolerance = 1e-9

  /// Whether the two frames share an area wider and taller than the tolerance.
  func overlaps(_ other: FractionalFrame) -> Bool {
    x < other.x + other.width - Self.tolerance && other.x < x + width - Self.tolerance
      && y < other.y + other.height - Self.tolerance && other.y < y + height - Self.tolerance
  }
}
