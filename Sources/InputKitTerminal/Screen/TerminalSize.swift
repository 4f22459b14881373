/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// Columns, left to right.
  public var columns: Int
  /// Rows, top to bottom.
  public var rows: Int

  /// Creates a size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}
