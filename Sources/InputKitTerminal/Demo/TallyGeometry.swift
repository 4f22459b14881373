import Foundation
import InputKitCore

/// Where the tally's parts sit on a screen of one size. The keyboard is docked at the
/// bottom, as on a phone: as wide as the screen and at most `maximumKeyboardRows` tall, below
/// the prompt's title, field, live result, message and buttons.
struct TallyGeometry: Equatable {
  /// Rows above the keyboard in the prompt: header, title, field, result, message, buttons.
  static let promptRows = 6
  /// The keyboard's greatest height, so that a tall terminal does not get giant keys.
  static let maximumKeyboardRows = 20

  let size: TerminalSize
  /// The cells the keyboard covers (empty when the terminal is too small to show it).
  let keyboardRect: CellRect

  init(size: TerminalSize) {
    self.size = size
    let rows = min(max(size.rows - Self.promptRows, 0), Self.maximumKeyboardRows)
    keyboardRect = CellRect(
      column: 0, row: size.rows - rows, width: max(size.columns, 0), height: rows)
  }

  /// The cells the "Sending…" overlay covers: what the core's `.keyboard` coverage gives for
  /// the keyboard's frame on this screen (the whole screen when no keyboard fits).
  var overlayRect: CellRect {
    let frame = OverlayCoverage.keyboard.overlayFrame(
      containerBounds: CGRect(x: 0, y: 0, width: size.columns, height: size.rows),
      keyboardFrame: keyboardRect.isEmpty ? nil : keyboardRect.points)
    return CellRect(points: frame)
  }
}

extension CellRect {
  /// The rectangle in the points the demo lays keyboards out in: one point per cell, in both
  /// directions, so that the engine's pixel snapping (at scale 1) lands on whole cells.
  var points: CGRect {
    CGRect(x: column, y: row, width: width, height: height)
  }

  /// The cells a rectangle of points covers, edges rounded to the nearest cell line.
  init(points rect: CGRect) {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else {
      self.init(column: 0, row: 0, width: 0, height: 0)
      return
    }
    let limit = Double(ScreenBuffer.maximumDimension)
    func cells(_ value: CGFloat) -> Int { Int(min(max(Double(value).rounded(), -limit), limit)) }
    let left = cells(rect.minX)
    let top = cells(rect.minY)
    self.init(
      column: left, row: top, width: cells(rect.maxX) - left, height: cells(rect.maxY) - top)
  }
}
