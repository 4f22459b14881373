/// Turns frames into the ANSI output that draws them: only the cells that changed, the cursor moved
/// the shortest way, a style sent only when it differs. With no previous frame of that size it
/// clears and draws the whole frame. Each output ends in plain style with the cursor where the
/// frame wants it.
public struct ScreenRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// The output that changes a terminal showing `previous` (or anything, when `nil`) into
  /// one showing `frame`. Empty when nothing changed.
  public func render(_ frame: ScreenBuffer, over previous: ScreenBuffer?) -> String {
    var output: ANSIWriter
    if let previous, previous.size == frame.size {
      let previousCursor = previous.cursor.flatMap { previous.index(of: $0) != nil ? $0 : nil }
      output = ANSIWriter(
        columns: frame.size.columns, position: previousCursor,
        cursorVisible: previousCursor != nil)
      drawChanges(frame, over: previous, into: &output)
    } else {
      output = ANSIWriter(columns: frame.size.columns, position: nil, cursorVisible: false)
      output.append("\u{1B}[0m\u{1B}[?25l\u{1B}[2J")
      drawEverything(frame, into: &output)
    }
    output.resetStyle()
    if let cursor = frame.cursor, frame.index(of: cursor) != nil {
      output.move(to: cursor)
      output.setCursorVisible(true)
    } else {
      output.setCursorVisible(false)
    }
    return output.text
  }

  private func drawEverything(_ frame: ScreenBuffer, into output: inout ANSIWriter) {
    let blank = Cell.blank()
    let columns = frame.size.columns
    let count = columns * frame.size.rows
    var index = 0
    while index < count {
      let cell = frame.cell(atIndex: index)
      if cell.isContinuation {
        index += 1
        continue
      }
      if cell != blank {
        output.draw(cell, at: index)
        index += 1
        continue
      }
      // The screen was just cleared to plain blanks, so blanks need not be written, but a
      // short gap between drawn cells is cheaper to write as spaces than to skip with a move.
      let rowEnd = (index / columns + 1) * columns
      var gapEnd = index + 1
      while gapEnd < rowEnd && frame.cell(atIndex: gapEnd) == blank { gapEnd += 1 }
      let here = CellPoint(column: index % columns, row: index / columns)
      if gapEnd < rowEnd, gapEnd - index <= 3, output.position == here, output.showsSpacesAsBlank {
        output.append(String(repeating: " ", count: gapEnd - index))
        output.advance(by: gapEnd - index)
      }
      index = gapEnd
    }
  }

  private func drawChanges(
    _ frame: ScreenBuffer, over previous: ScreenBuffer, into output: inout ANSIWriter
  ) {
    for index in 0..<frame.size.columns * frame.size.rows {
      let cell = frame.cell(atIndex: index)
      if cell.isContinuation { continue }
      var changed = cell != previous.cell(atIndex: index)
      if !changed && cell.width == 2 {
        changed = frame.cell(atIndex: index + 1) != previous.cell(atIndex: index + 1)
      }
      guard changed else { continue }
      // A visible cursor would be seen jumping from change to change.
      output.setCursorVisible(false)
      output.draw(cell, at: index)
    }
  }
}
