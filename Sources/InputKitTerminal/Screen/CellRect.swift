/// A rectangle of cells: its top-left cell and its size in columns and rows.
///
/// Rectangles may reach outside the screen or have a negative size; drawing clips them to
/// the buffer instead of trapping, so layout code can subtract freely.
public struct CellRect: Hashable, Sendable {
  /// The leftmost column.
  public var column: Int
  /// The top row.
  public var row: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a rectangle.
  public init(column: Int, row: Int, width: Int, height: Int) {
    self.column = column
    self.row = row
    self.width = width
    self.height = height
  }

  /// The rectangle covering a whole screen of `size`.
  public init(size: TerminalSize) {
    self.init(column: 0, row: 0, width: size.columns, height: size.rows)
  }

  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Whether `point` is one of the rectangle's cells.
  public func contains(_ point: CellPoint) -> Bool {
    guard !isEmpty, point.column >= column, point.row >= row else { return false }
    // Subtracting the origin, not adding the size, so that rectangles near Int.max cannot
    // overflow.
    let (dx, columnOverflow) = point.column.subtractingReportingOverflow(column)
    let (dy, rowOverflow) = point.row.subtractingReportingOverflow(row)
    return !columnOverflow && !rowOverflow && dx < width && dy < height
  }

  /// The cells both rectangles cover; empty (with zero size) when they do not meet.
  public func intersection(_ other: CellRect) -> CellRect {
    let columns = Self.overlap(column, width, other.column, other.width)
    let rows = Self.overlap(row, height, other.row, other.height)
    guard let columns, let rows else { return CellRect(column: 0, row: 0, width: 0, height: 0) }
    return CellRect(
      column: columns.lowerBound, row: rows.lowerBound,
      width: columns.upperBound.subtractingSaturating(columns.lowerBound),
      height: rows.upperBound.subtractingSaturating(rows.lowerBound))
  }

  /// The rectangle shrunk by `amount` cells on every side (grown when negative).
  public func insetBy(_ amount: Int) -> CellRect {
    let twice = amount.multipliedReportingOverflow(by: 2)
    guard !twice.overflow else { return CellRect(column: column, row: row, width: 0, height: 0) }
    return CellRect(
      column: column.addingSaturating(amount), row: row.addingSaturating(amount),
      width: width.addingSaturating(-twice.partialValue),
      height: height.addingSaturating(-twice.partialValue))
  }

  /// The half-open interval two one-dimensional spans share, or `nil` if none, computed
  /// with saturating ends so that huge or negative spans cannot overflow.
  private static func overlap(
    _ start: Int, _ length: Int, _ otherStart: Int, _ otherLength: Int
  )
    -> Range<Int>?
  {
    guard length > 0, otherLength > 0 else { return nil }
    let lower = max(start, otherStart)
    let upper = min(start.addingSaturating(length), otherStart.addingSaturating(otherLength))
    return lower < upper ? lower..<upper : nil
  }
}

extension Int {
  /// `self + other`, clamped to `Int.min...Int.max` instead of trapping.
  func addingSaturating(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  /// `self - other`, clamped to `Int.min...Int.max` instead of trapping.
  func subtractingSaturating(_ other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    guard overflow else { return difference }
    return other < 0 ? .max : .min
  }
}
