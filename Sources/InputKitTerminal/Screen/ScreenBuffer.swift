/// A screen's worth of character cells: what the terminal should show, built by the app and
/// compared frame to frame by `ScreenRenderer`.
///
/// Every drawing method clips to the buffer, never traps. Wide characters stay whole: overwriting
/// half of one blanks the other half.
public struct ScreenBuffer: Hashable, Sendable {
  /// The largest number of columns or rows a buffer has. Larger sizes are clamped to it so
  /// that a bogus size (from `COLUMNS`, say) cannot exhaust memory.
  public static let maximumDimension = 1024

  /// The buffer's size in cells.
  public let size: TerminalSize
  /// Where the terminal shows its cursor after this frame, or `nil` to hide it.
  public var cursor: CellPoint?
  private(set) var cells: [Cell]

  /// A buffer of `size` filled with blank cells of `style`. Negative dimensions count as 0
  /// and dimensions above `maximumDimension` are clamped to it.
  public init(size: TerminalSize, style: CellStyle = .plain) {
    let columns = min(max(size.columns, 0), Self.maximumDimension)
    let rows = min(max(size.rows, 0), Self.maximumDimension)
    self.size = TerminalSize(columns: columns, rows: rows)
    self.cells = Array(repeating: .blank(style), count: columns * rows)
  }

  /// The cell at `point`, or `nil` when `point` is off the screen.
  public subscript(point: CellPoint) -> Cell? {
    guard let index = index(of: point) else { return nil }
    return cells[index]
  }

  /// The cell at `column`, `row`, or `nil` when that is off the screen.
  public subscript(column: Int, row: Int) -> Cell? {
    self[CellPoint(column: column, row: row)]
  }

  /// What row `row` shows, as text: each cell's character, wide characters once. Empty for a
  /// row off the screen.
  public func text(row: Int) -> String {
    guard row >= 0, row < size.rows else { return "" }
    let start = row * size.columns
    return cells[start..<start + size.columns].reduce(into: "") { text, cell in
      text += cell.content
    }
  }

  /// Every row's text, top to bottom (see `text(row:)`).
  public var lines: [String] {
    (0..<size.rows).map { text(row: $0) }
  }

  func index(of point: CellPoint) -> Int? {
    guard point.column >= 0, point.column < size.columns, point.row >= 0, point.row < size.rows
    else { return nil }
    return point.row * size.columns + point.column
  }

  func cell(atIndex index: Int) -> Cell {
    cells[index]
  }

  /// Puts `content` of `width` 1 or 2 at `index` (callers clip, so a wide character's right
  /// half is on the same row), first blanking the other half of any wide
  /// character it overwrites so that no half-character is left behind.
  mutating func place(_ content: String, width: Int, style: CellStyle, at index: Int) {
    breakWideCharacter(at: index)
    if width == 2 {
      breakWideCharacter(at: index + 1)
      cells[index] = Cell(content: content, width: 2, style: style)
      cells[index + 1] = .continuation(style)
    } else {
      cells[index] = Cell(content: content, width: 1, style: style)
    }
  }

  /// Adds a zero-width character (a combining mark that arrived without its base) to the
  /// character already at `index`.
  mutating func append(_ content: String, toCellAt index: Int) {
    let cell = cells[index]
    cells[index] = Cell(content: cell.content + content, width: cell.width, style: cell.style)
  }

  /// If the cell at `index` is half of a wide character, blanks the other half.
  private mutating func breakWideCharacter(at index: Int) {
    let cell = cells[index]
    if cell.isContinuation, index > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    } else if cell.width == 2, index + 1 < cells.count {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
  }
}
