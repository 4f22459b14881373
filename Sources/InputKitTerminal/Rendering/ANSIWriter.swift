/// Accumulates one frame's output while tracking what the terminal's state will be after it:
/// the cursor position (when known), the current style and whether the cursor is visible.
/// Knowing that state is what lets the renderer skip redundant moves and style changes.
struct ANSIWriter {
  private(set) var text = ""
  /// Where the cursor is, or `nil` when unknown (at the start, or after writing into the
  /// last column, where terminals differ on whether the cursor has wrapped).
  private(set) var position: CellPoint?
  private(set) var style = CellStyle.plain
  private(set) var cursorVisible: Bool
  private let columns: Int

  init(columns: Int, position: CellPoint?, cursorVisible: Bool) {
    self.columns = columns
    self.position = position
    self.cursorVisible = cursorVisible
  }

  mutating func append(_ sequence: String) {
    text += sequence
  }

  /// Writes `cell` at the cell with row-major `index`.
  mutating func draw(_ cell: Cell, at index: Int) {
    let target = CellPoint(column: index % columns, row: index / columns)
    move(to: target)
    setStyle(cell.style)
    text += cell.content
    let next = target.column + max(cell.width, 1)
    position = next < columns ? CellPoint(column: next, row: target.row) : nil
  }

  /// Whether a space written in the current style looks like a plain blank cell.
  var showsSpacesAsBlank: Bool {
    style.background == .default && !style.inverse && !style.underline
  }

  /// Records that `count` cells were written with text appended directly.
  mutating func advance(by count: Int) {
    guard let current = position else { return }
    let next = current.column + count
    position = next < columns ? CellPoint(column: next, row: current.row) : nil
  }

  mutating func setStyle(_ newStyle: CellStyle) {
    guard let sequence = newStyle.sgrSequence(from: style) else { return }
    text += sequence
    style = newStyle
  }

  mutating func resetStyle() {
    setStyle(.plain)
  }

  mutating func setCursorVisible(_ visible: Bool) {
    guard visible != cursorVisible else { return }
    text += visible ? "\u{1B}[?25h" : "\u{1B}[?25l"
    cursorVisible = visible
  }

  /// Moves the cursor to `target` with the shortest sequence: absolute (CUP) or relative
  /// (up/down, then carriage return and/or left/right).
  mutating func move(to target: CellPoint) {
    guard position != target else { return }
    let absolute = Self.absoluteMove(to: target)
    if let position {
      let relative = Self.relativeMove(from: position, to: target)
      text += relative.utf8.count < absolute.utf8.count ? relative : absolute
    } else {
      text += absolute
    }
    position = target
  }

  private static func absoluteMove(to target: CellPoint) -> String {
    switch (target.row, target.column) {
    case (0, 0): "\u{1B}[H"
    case (_, 0): "\u{1B}[\(target.row + 1)H"
    default: "\u{1B}[\(target.row + 1);\(target.column + 1)H"
    }
  }

  private static func relativeMove(from start: CellPoint, to target: CellPoint) -> String {
    var vertical = ""
    let rows = target.row - start.row
    if rows != 0 { vertical = step(abs(rows), rows > 0 ? "B" : "A") }
    let columns = target.column - start.column
    guard columns != 0 else { return vertical }
    let sideways = step(abs(columns), columns > 0 ? "C" : "D")
    let fromLeftEdge = "\r" + (target.column > 0 ? step(target.column, "C") : "")
    return vertical + (fromLeftEdge.utf8.count < sideways.utf8.count ? fromLeftEdge : sideways)
  }

  private static func step(_ count: Int, _ final: String) -> String {
    count == 1 ? "\u{1B}[\(final)" : "\u{1B}[\(count)\(final)"
  }
}
