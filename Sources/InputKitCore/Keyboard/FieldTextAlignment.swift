/// How a field aligns its text (`NSTextAlignment`), as a keyboard session reads it to keep it
/// while it lays the text out left to right.
package enum FieldTextAlignment: Hashable, Sendable, CaseIterable {
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
  /// Both edges.
  case justified
  /// The edge the paragraph's writing direction starts from: the right one in a right-to-left
  /// interface, until the paragraph is made left to right.
  case natural

  /// The alignment that shows the text where it is shown now once its paragraphs are left to
  /// right: natural alignment follows the paragraph's direction, so in a right-to-left field it
  /// becomes `.right`, or the text would jump to the left edge.
  ///
  /// - Parameter isRightToLeft: Whether the field lays itself out right to left now.
  /// - Returns: The alignment to set with the left-to-right direction.
  package func keptLeftToRight(isRightToLeft: Bool) -> FieldTextAlignment {
    guard self == .natural else { return self }
    return isRightToLeft ? .right : .left
  }
}
