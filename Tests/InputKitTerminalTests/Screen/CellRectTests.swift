import Testing

@testable import InputKitTerminal

@Suite("Cell rectangles")
struct CellRectTests {
  @Test(
    "intersections clip without overflowing, even at the ends of Int",
    arguments: [
      (
        CellRect(column: 0, row: 0, width: 10, height: 5),
        CellRect(column: 0, row: 0, width: 10, height: 5)
      ),
      (
        CellRect(column: -3, row: -2, width: 5, height: 4),
        CellRect(column: 0, row: 0, width: 2, height: 2)
      ),
      (
        CellRect(column: 8, row: 4, width: 100, height: 100),
        CellRect(column: 8, row: 4, width: 2, height: 1)
      ),
      (
        CellRect(column: 10, row: 0, width: 1, height: 1),
        CellRect(column: 0, row: 0, width: 0, height: 0)
      ),
      (
        CellRect(column: 2, row: 2, width: -4, height: 3),
        CellRect(column: 0, row: 0, width: 0, height: 0)
      ),
      (
        CellRect(column: .min, row: .min, width: .max, height: .max),
        CellRect(column: 0, row: 0, width: 0, height: 0)
      ),
      (
        CellRect(column: -5, row: -5, width: .max, height: .max),
        CellRect(column: 0, row: 0, width: 10, height: 5)
      ),
      (
        CellRect(column: .max, row: .max, width: .max, height: .max),
        CellRect(column: 0, row: 0, width: 0, height: 0)
      ),
    ])
  func intersection(rect: CellRect, expected: CellRect) {
    let screen = CellRect(size: TerminalSize(columns: 10, rows: 5))
    #expect(rect.intersection(screen) == expected)
    #expect(screen.intersection(rect) == expected)
  }

  @Test("containment is exact at the edges and safe at the ends of Int")
  func containment() {
    let rect = CellRect(column: 2, row: 1, width: 3, height: 2)
    #expect(rect.contains(CellPoint(column: 2, row: 1)))
    #expect(rect.contains(CellPoint(column: 4, row: 2)))
    #expect(!rect.contains(CellPoint(column: 5, row: 2)))
    #expect(!rect.contains(CellPoint(column: 4, row: 3)))
    #expect(!rect.contains(CellPoint(column: 1, row: 1)))
    let huge = CellRect(column: .min, row: .min, width: .max, height: .max)
    #expect(huge.contains(CellPoint(column: -2, row: -2)))
    #expect(!huge.contains(CellPoint(column: .max, row: 0)))
  }

  @Test("insetting shrinks every side and an oversized inset leaves an empty rectangle")
  func inset() {
    let rect = CellRect(column: 0, row: 0, width: 10, height: 4)
    #expect(rect.insetBy(1) == CellRect(column: 1, row: 1, width: 8, height: 2))
    #expect(rect.insetBy(-1) == CellRect(column: -1, row: -1, width: 12, height: 6))
    #expect(rect.insetBy(3).isEmpty)
    #expect(rect.insetBy(.max).isEmpty)
  }
}
