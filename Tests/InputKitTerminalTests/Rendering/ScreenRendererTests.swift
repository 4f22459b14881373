import Testing

@testable import InputKitTerminal

@Suite("Screen renderer")
struct ScreenRendererTests {
  private let renderer = ScreenRenderer()
  private let esc = "\u{1B}"

  private func frame(
    _ columns: Int, _ rows: Int, _ draw: (inout ScreenBuffer) -> Void = { _ in }
  )
    -> ScreenBuffer
  {
    var buffer = ScreenBuffer(size: TerminalSize(columns: columns, rows: rows))
    draw(&buffer)
    return buffer
  }

  @Test("the first frame clears the screen and draws everything that is not blank")
  func firstFrame() {
    let first = frame(5, 2) { $0.write("hi", at: CellPoint(column: 0, row: 0)) }
    #expect(renderer.render(first, over: nil) == "\(esc)[0m\(esc)[?25l\(esc)[2J\(esc)[Hhi")
  }

  @Test("a full redraw writes short gaps between cells as spaces and skips long ones")
  func firstFrameGaps() {
    let first = frame(12, 1) {
      $0.write("a b", at: CellPoint(column: 0, row: 0))
      $0.write("c", at: CellPoint(column: 10, row: 0))
    }
    #expect(
      renderer.render(first, over: nil) == "\(esc)[0m\(esc)[?25l\(esc)[2J\(esc)[Ha b\(esc)[7Cc")
  }

  @Test("a frame of another size is drawn in full")
  func resizedFrame() {
    let old = frame(5, 2) { $0.write("hi", at: CellPoint(column: 0, row: 0)) }
    let new = frame(6, 2) { $0.write("hi", at: CellPoint(column: 0, row: 0)) }
    #expect(renderer.render(new, over: old) == "\(esc)[0m\(esc)[?25l\(esc)[2J\(esc)[Hhi")
  }

  @Test("an unchanged frame writes nothing")
  func unchanged() {
    let screen = frame(10, 3) {
      $0.write("12+3 = 15", at: CellPoint(column: 0, row: 1), style: CellStyle(bold: true))
    }
    #expect(renderer.render(screen, over: screen) == "")
  }

  @Test("a one-cell change writes that one cell and nothing else")
  func oneCell() {
    let old = frame(10, 3) { $0.write("12+3", at: CellPoint(column: 0, row: 1)) }
    let new = frame(10, 3) { $0.write("12+34", at: CellPoint(column: 0, row: 1)) }
    #expect(renderer.render(new, over: old) == "\(esc)[2;5H4")
  }

  @Test("a style-only change rewrites the cell with just the style it needs")
  func styleOnly() {
    let old = frame(4, 1) { $0.write("ab", at: CellPoint(column: 0, row: 0)) }
    let new = frame(4, 1) {
      $0.write("a", at: CellPoint(column: 0, row: 0))
      $0.write("b", at: CellPoint(column: 1, row: 0), style: CellStyle(inverse: true))
    }
    #expect(renderer.render(new, over: old) == "\(esc)[1;2H\(esc)[7mb\(esc)[0m")
  }

  @Test("neighbouring changes in one style share a single style change")
  func noRedundantStyle() {
    let red = CellStyle(foreground: .standard(.red))
    let old = frame(6, 1)
    let new = frame(6, 1) {
      $0.write("ab", at: CellPoint(column: 0, row: 0), style: red)
      $0.write("c", at: CellPoint(column: 4, row: 0), style: red)
    }
    #expect(renderer.render(new, over: old) == "\(esc)[H\(esc)[31mab\(esc)[2Cc\(esc)[0m")
  }

  @Test("the cursor takes the shortest way between changes")
  func shortestMoves() {
    let old = frame(20, 4)
    var new = frame(20, 4) {
      $0.write("a", at: CellPoint(column: 10, row: 0))
      $0.write("b", at: CellPoint(column: 13, row: 0))
      $0.write("c", at: CellPoint(column: 12, row: 1))
      $0.write("d", at: CellPoint(column: 14, row: 2))
    }
    new.cursor = CellPoint(column: 1, row: 2)
    #expect(
      renderer.render(new, over: old)
        == "\(esc)[1;11Ha\(esc)[2Cb\(esc)[2;13Hc\(esc)[B\(esc)[Cd\r\(esc)[C\(esc)[?25h")
  }

  @Test("after writing the last column the next move is absolute, as the cursor may have wrapped")
  func lastColumn() {
    let old = frame(5, 2)
    let new = frame(5, 2) {
      $0.write("x", at: CellPoint(column: 4, row: 0))
      $0.write("y", at: CellPoint(column: 0, row: 1))
    }
    #expect(renderer.render(new, over: old) == "\(esc)[1;5Hx\(esc)[2Hy")
  }

  @Test("a wide character is written once and advances the cursor by two columns")
  func wideCharacters() {
    let old = frame(6, 1)
    let new = frame(6, 1) {
      $0.write("漢", at: CellPoint(column: 0, row: 0))
      $0.write("x", at: CellPoint(column: 2, row: 0))
    }
    #expect(renderer.render(new, over: old) == "\(esc)[H漢x")
    let narrowed = frame(6, 1) { $0.write("abx", at: CellPoint(column: 0, row: 0)) }
    #expect(renderer.render(narrowed, over: new) == "\(esc)[Hab")
    let shifted = frame(6, 1) { $0.write("a漢", at: CellPoint(column: 0, row: 0)) }
    #expect(renderer.render(shifted, over: new) == "\(esc)[Ha漢")
  }

  @Test("the cursor is shown where the frame wants it and hidden while cells change")
  func cursor() {
    var withCursor = frame(8, 2) { $0.write("12", at: CellPoint(column: 0, row: 0)) }
    withCursor.cursor = CellPoint(column: 2, row: 0)
    let plain = frame(8, 2) { $0.write("12", at: CellPoint(column: 0, row: 0)) }
    #expect(renderer.render(withCursor, over: plain) == "\(esc)[1;3H\(esc)[?25h")
    #expect(renderer.render(withCursor, over: withCursor) == "")

    var typed = frame(8, 2) { $0.write("123", at: CellPoint(column: 0, row: 0)) }
    typed.cursor = CellPoint(column: 3, row: 0)
    #expect(renderer.render(typed, over: withCursor) == "\(esc)[?25l3\(esc)[?25h")
    #expect(renderer.render(plain, over: typed) == "\(esc)[?25l\(esc)[D ")

    var offScreen = plain
    offScreen.cursor = CellPoint(column: 8, row: 0)
    #expect(renderer.render(offScreen, over: withCursor) == "\(esc)[?25l")
  }

  @Test(
    "style changes send only what differs, or reset when that is shorter",
    arguments: [
      (CellStyle.plain, CellStyle(bold: true), "1"),
      (CellStyle(bold: true), CellStyle.plain, "0"),
      (CellStyle(bold: true, dim: true), CellStyle(dim: true), "0;2"),
      (CellStyle(foreground: .standard(.red)), CellStyle(foreground: .standard(.brightRed)), "91"),
      (CellStyle.plain, CellStyle(background: .standard(.blue)), "44"),
      (CellStyle.plain, CellStyle(background: .standard(.brightWhite)), "107"),
      (CellStyle.plain, CellStyle(foreground: .palette(196)), "38;5;196"),
      (CellStyle.plain, CellStyle(background: .rgb(red: 1, green: 2, blue: 3)), "48;2;1;2;3"),
      (
        CellStyle(foreground: .palette(250), background: .palette(17), underline: true),
        CellStyle(foreground: .palette(250), background: .palette(17)), "24"
      ),
      (
        CellStyle(foreground: .standard(.red), underline: true, inverse: true),
        CellStyle(foreground: .standard(.red)), "0;31"
      ),
      (CellStyle(dim: true), CellStyle(bold: true), "0;1"),
      (CellStyle(bold: true, inverse: true), CellStyle(bold: true), "27"),
    ])
  func styleTransitions(from: CellStyle, to: CellStyle, expected: String) {
    #expect(to.sgrParameters(from: from) == expected)
    #expect(from.sgrParameters(from: from) == nil)
  }
}
