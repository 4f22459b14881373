import InputKitTerminal

/// The terminal demo's drawing costs: a whole 80×24 frame (the first frame, and every
/// resize) and the redraw after a key press, which changes one cell of the expression line.
enum TerminalBenchmarks {
  static let size = TerminalSize(columns: 80, rows: 24)

  static func demoLikeFrame(expression: String) -> ScreenBuffer {
    var frame = ScreenBuffer(size: size)
    frame.drawBox(
      CellRect(size: size), style: CellStyle(foreground: .standard(.cyan)), lines: .rounded)
    frame.write(" 合計 = 1 234 ", at: CellPoint(column: 2, row: 0), style: CellStyle(bold: true))
    for row in 2..<12 {
      frame.write("\(row * 7)+\(row)×3  = \(row * 10)", at: CellPoint(column: 2, row: row))
    }
    frame.write(expression, at: CellPoint(column: 2, row: 14), style: CellStyle(inverse: true))
    let keys = ["7 8 9 × ←", "4 5 6 ÷ %", "1 2 3 + ↵", "0 . −"]
    for (index, line) in keys.enumerated() {
      frame.write(line, at: CellPoint(column: 4, row: 16 + index * 2), style: CellStyle(bold: true))
    }
    return frame
  }

  static var all: [Benchmark] {
    let renderer = ScreenRenderer()
    let before = demoLikeFrame(expression: "12+3×4")
    let after = demoLikeFrame(expression: "12+3×45")
    return [
      Benchmark(name: "terminal.full_frame_ns", unitsPerCall: 1) {
        blackHole(renderer.render(demoLikeFrame(expression: "12+3×4"), over: nil))
      },
      Benchmark(name: "terminal.keypress_redraw_ns", unitsPerCall: 1) {
        blackHole(renderer.render(after, over: before))
      },
    ]
  }
}
