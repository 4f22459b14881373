import Foundation
import InputKitCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A keyboard layout laid out by the core's engine over a rectangle of cells, one point per
/// cell: each key's cells for drawing, and the key under a cell for clicks.
struct KeyboardCells {
  /// The cells the keyboard covers.
  let rect: CellRect
  /// The laid-out keyboard, in points relative to `rect`'s top-left cell; `nil` only if the
  /// engine refused the metrics, which whole cell counts within the screen never are.
  let keyboard: LaidOutKeyboard?

  /// `layout` laid out to fill `rect`, without spacing (key borders separate the keys).
  init(layout: KeyboardLayout, in rect: CellRect) {
    self.rect = rect
    let size = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
    self.keyboard = try? layout.layOut(in: KeyboardMetrics(size: size))
  }

  /// Every key's index in `layout.keys` with the cells it covers on the screen; keys too
  /// small to have a cell are left out.
  var keyRects: [(index: Int, rect: CellRect)] {
    guard let keyboard else { return [] }
    return keyboard.frames.indices.compactMap { index in
      var cells = CellRect(points: keyboard.frames[index])
      cells.column += rect.column
      cells.row += rect.row
      return cells.isEmpty ? nil : (index, cells)
    }
  }

  /// The key at `index` in the layout.
  func key(at index: Int) -> InputKitCore.Key? {
    guard let keys = keyboard?.layout.keys, keys.indices.contains(index) else { return nil }
    return keys[index]
  }

  /// The centre of the cell at `point`, in the laid-out keyboard's points: where the core's
  /// hit-testing looks for the key a click there is on (none outside the keyboard).
  func point(of point: CellPoint) -> CGPoint {
    CGPoint(x: Double(point.column - rect.column) + 0.5, y: Double(point.row - rect.row) + 0.5)
  }
}
