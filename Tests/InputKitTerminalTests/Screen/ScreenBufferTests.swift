import Testing

@testable import InputKitTerminal

@Suite("Screen buffer")
struct ScreenBufferTests {
  private func buffer(_ columns: Int, _ rows: Int) -> ScreenBuffer {
    ScreenBuffer(size: TerminalSize(columns: columns, rows: rows))
  }

  @Test(
    "text is written at its position and clipped at the edges",
    arguments: [
      ("hello", 0, "hello", 5), ("hello", 3, "   he", 8), ("hello", -2, "llo  ", 3),
      ("漢字", 0, "漢字 ", 4), ("漢字", 2, "  漢 ", 6), ("漢字", 4, "     ", 8),
      ("漢a", -1, " a   ", 2), ("a\u{301}b", 0, "a\u{301}b   ", 2), ("\u{301}ab", 0, "ab   ", 2),
      ("1\t2\n", 0, "1�2� ", 4),
    ])
  func writeAndClip(text: String, column: Int, row: String, end: Int) {
    var screen = buffer(5, 2)
    let next = screen.write(text, at: CellPoint(column: column, row: 0))
    #expect(screen.text(row: 0) == row)
    #expect(screen.text(row: 1) == "     ")
    #expect(next == end)
  }

  @Test("a wide character that does not fit at the right edge leaves a blank, not half a glyph")
  func wideCharacterAtRightEdge() {
    var screen = buffer(3, 1)
    screen.write("ab漢", at: CellPoint(column: 0, row: 0))
    #expect(screen.text(row: 0) == "ab ")
    #expect(screen[2, 0]?.width == 1)
    #expect(screen[2, 0]?.content == " ")
  }

  @Test("overwriting either half of a wide character blanks the other half")
  func overwritingWideCharacters() {
    var screen = buffer(4, 1)
    screen.write("漢", at: CellPoint(column: 0, row: 0))
    screen.write("x", at: CellPoint(column: 1, row: 0))
    #expect(screen.text(row: 0) == " x  ")
    screen.write("漢", at: CellPoint(column: 1, row: 0))
    screen.write("y", at: CellPoint(column: 1, row: 0))
    #expect(screen.text(row: 0) == " y  ")
    screen.write("字", at: CellPoint(column: 2, row: 0))
    screen.write("漢", at: CellPoint(column: 1, row: 0))
    #expect(screen.text(row: 0) == " 漢 ")
    #expect(screen[3, 0] == .blank())
  }

  @Test("a column limit stops text, and a wide character at the limit is not half drawn")
  func columnLimit() {
    var screen = buffer(6, 1)
    screen.write("------", at: CellPoint(column: 0, row: 0))
    let end = screen.write("ab漢c", at: CellPoint(column: 0, row: 0), maxColumns: 3)
    #expect(screen.text(row: 0) == "ab ---")
    #expect(end == 2)
    screen.write("xyz", at: CellPoint(column: 0, row: 0), maxColumns: -1)
    #expect(screen.text(row: 0) == "ab ---")
  }

  @Test(
    "writing anywhere, however far off the screen, never traps",
    arguments: [
      CellPoint(column: .max, row: 0), CellPoint(column: .min, row: 0),
      CellPoint(column: 0, row: .max), CellPoint(column: 0, row: .min),
      CellPoint(column: .max - 1, row: 1), CellPoint(column: -1, row: -1),
    ])
  func farOffScreen(point: CellPoint) {
    var screen = buffer(4, 2)
    screen.write("漢字abc", at: point, style: CellStyle(bold: true), maxColumns: .max)
    screen.fill(
      CellRect(column: point.column, row: point.row, width: .max, height: .max), style: .plain)
    screen.drawBox(CellRect(column: point.column, row: point.row, width: .max, height: 3))
    #expect(screen.size == TerminalSize(columns: 4, rows: 2))
  }

  @Test("the text's style is kept in every cell it covers, both halves of a wide character too")
  func styles() {
    var screen = buffer(4, 1)
    let style = CellStyle(foreground: .standard(.red), bold: true)
    screen.write("a漢", at: CellPoint(column: 1, row: 0), style: style)
    #expect(screen[0, 0]?.style == .plain)
    #expect(screen[1, 0]?.style == style)
    #expect(screen[2, 0]?.style == style)
    #expect(screen[3, 0]?.style == style)
    #expect(screen[3, 0]?.isContinuation == true)
  }

  @Test("filling a rectangle covers exactly its visible cells")
  func fill() {
    var screen = buffer(4, 3)
    screen.fill(CellRect(column: -1, row: 1, width: 3, height: 5), with: "#", style: .plain)
    #expect(screen.lines == ["    ", "##  ", "##  "])
    screen.fill(CellRect(column: 1, row: 0, width: 3, height: 1), with: "漢", style: .plain)
    #expect(screen.lines == [" 漢 ", "##  ", "##  "])
    screen.clear()
    #expect(screen.lines == ["    ", "    ", "    "])
  }

  @Test(
    "boxes are drawn with box-drawing characters in each line style",
    arguments: [
      (BoxLines.light, ["┌──┐", "│  │", "└──┘"]), (.rounded, ["╭──╮", "│  │", "╰──╯"]),
      (.heavy, ["┏━━┓", "┃  ┃", "┗━━┛"]), (.double, ["╔══╗", "║  ║", "╚══╝"]),
    ])
  func boxes(lines: BoxLines, expected: [String]) {
    var screen = buffer(4, 3)
    screen.drawBox(CellRect(column: 0, row: 0, width: 4, height: 3), lines: lines)
    #expect(screen.lines == expected)
  }

  @Test("a box partly off the screen is clipped, and a one-cell-thin box is a line")
  func clippedAndThinBoxes() {
    var screen = buffer(5, 3)
    screen.drawBox(CellRect(column: 2, row: -1, width: 5, height: 3))
    #expect(screen.lines == ["  │  ", "  └──", "     "])
    var lines = buffer(5, 3)
    lines.drawBox(CellRect(column: 0, row: 0, width: 5, height: 1))
    lines.drawBox(CellRect(column: 4, row: 1, width: 1, height: 2))
    #expect(lines.lines == ["─────", "    │", "    │"])
  }

  @Test("sizes are clamped to zero and to the maximum dimension")
  func sizeClamping() {
    #expect(buffer(-3, 2).size == TerminalSize(columns: 0, rows: 2))
    #expect(buffer(5, .max).size == TerminalSize(columns: 5, rows: ScreenBuffer.maximumDimension))
    var empty = buffer(0, 0)
    empty.write("text", at: CellPoint(column: 0, row: 0))
    empty.drawBox(CellRect(column: 0, row: 0, width: 3, height: 3))
    #expect(empty.lines == [])
    #expect(empty.text(row: 0) == "")
  }
}
