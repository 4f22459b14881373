/// Where a key goes: on its layout's grid, or in a free-form frame.
public enum KeyPlacement: Hashable, Sendable {
  /// A rectangle of grid cells.
  case grid(GridCell)
  /// A free-form frame in fractions of the content area.
  case frame(FractionalFrame)

  /// A grid placement; spans default to one cell.
  public static func grid(
    column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1
  ) -> KeyPlacement {
    .grid(GridCell(column: column, row: row, columnSpan: columnSpan, rowSpan: rowSpan))
  }
}
