extension GridCell {
  /// The cells as fractions of the content area, the common ground for comparing grid
  /// placements with free-form frames.
  func fractionalFrame(columns: Int, rows: Int) -> FractionalFrame {
    let left = Double(column) / Double(columns)
    let top = Double(row) / Double(rows)
    return FractionalFrame(
      x: left, y: top,
      width: Double(column + columnSpan) / Double(columns) - left,
      height: Double(row + rowSpan) / Double(rows) - top)
  }
}
