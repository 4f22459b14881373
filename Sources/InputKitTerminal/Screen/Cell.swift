/// One character cell of the screen.
///
/// A wide character (CJK, most emoji) occupies two cells: the left one holds the character
/// with `width` 2, the right one is a *continuation* cell with `width` 0 that the renderer
/// never writes on its own. `ScreenBuffer` keeps the pair consistent, so a wide character
/// is never half there.
public struct Cell: Hashable, Sendable {
  /// What the cell shows: one grapheme cluster (a space for a blank cell, an empty string
  /// for a continuation cell).
  public private(set) var content: String
  /// How many columns `content` takes: 1, 2 for the left half of a wide character, 0 for
  /// the right half.
  public private(set) var width: Int
  /// How the cell is drawn.
  public var style: CellStyle

  /// A blank cell: a space in `style`.
  public static func blank(_ style: CellStyle = .plain) -> Cell {
    Cell(content: " ", width: 1, style: style)
  }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }

  static func continuation(_ style: CellStyle) -> Cell {
    Cell(content: "", width: 0, style: style)
  }

  init(content: String, width: Int, style: CellStyle) {
    self.content = content
    self.width = width
    self.style = style
  }
}
