/// A cell position: `column` from the left, `row` from the top, both starting at 0.
public struct CellPoint: Hashable, Sendable {
  /// The column, 0 at the left edge.
  public var column: Int
  /// The row, 0 at the top edge.
  public var row: Int

  /// Creates a position.
  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }
}
