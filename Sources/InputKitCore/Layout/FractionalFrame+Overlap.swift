extension FractionalFrame {
  /// How far apart two fractions may be and still count as the same edge: decimal fractions
  /// in a file rarely sum exactly (`0.7 + 0.3`).
  static let tolerance = 1e-9

  /// Whether the two frames share an area wider and taller than the tolerance; frames that
  /// only touch do not overlap.
  func overlaps(_ other: FractionalFrame) -> Bool {
    x < other.x + other.width - Self.tolerance && other.x < x + width - Self.tolerance
      && y < other.y + other.height - Self.tolerance && other.y < y + height - Self.tolerance
  }
}
