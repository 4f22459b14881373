/// Where a key sits on its layout's grid: the top-left cell and how many columns and rows
/// it covers. Cells are counted from 0, left to right and top to bottom.
public struct GridCell: Hashable, Sendable {
  /// The leftmost column the key covers.
  public var column: Int
  /// The top row the key covers.
  public var row: Int
  /// How many columns the key covers, at least 1.
  public var columnSpan: Int
  /// How many rows the key covers, at least 1.
  public var rowSpan: Int

  /// Creates a placement covering a rectangle of cells.
  /// - Parameters:
  ///   - column: The leftmost column the key covers, counted from 0.
  ///   - row: The top row the key covers, counted from 0.
  ///   - columnSpan: How many columns the key covers, at least 1; one by default.
  ///   - rowSpan: How many rows the key covers, at least 1; one by default.
  public init(column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) {
    self.column = column
    self.row = row
    self.columnSpan = columnSpan
    self.rowSpan = rowSpan
  }
}

extension GridCell {
  /// The cells as fractions of the content area, for comparing with free-form frames.
  func fractionalFrame(columns: Int, rows: Int) -> FractionalFrame {
    let left = Double(column) / Double(columns)
    let top = Double(row) / Double(rows)
    return FractionalFrame(
      x: left, y: top,
      width: Double(column + columnSpan) / Double(columns) - left,
      height: Double(row + rowSpan) / Double(rows) - top)
  }
}
