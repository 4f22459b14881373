/// Where a key goes: on its layout's grid, or in a free-form frame.
public enum KeyPlacement: Hashable, Sendable {
  /// A rectangle of grid cells.
  case grid(GridCell)
  /// A free-form frame in fractions of the content area.
  case frame(FractionalFrame)

  /// A placement on the layout's grid.
  /// - Parameters:
  ///   - column: The leftmost column the key covers, counted from 0.
  ///   - row: The top row the key covers, counted from 0.
  ///   - columnSpan: How many columns the key covers; one by default.
  ///   - rowSpan: How many rows the key covers; one by default.
  /// - Returns: The placement.
  public static func grid(
    column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1
  ) -> KeyPlacement {
    .grid(GridCell(column: column, row: row, columnSpan: columnSpan, rowSpan: rowSpan))
  }
}
