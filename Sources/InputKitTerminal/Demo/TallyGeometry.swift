import Foundation
import InputKitCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the tally's parts sit on a screen of one size. The keyboard is docked at the
/// bottom, as on a phone: as wide as the screen, at most `maximumKeyboardRows` tall, and no
/// taller than half the screen or three cells per row of keys (enough for a key's box),
/// whichever is more, so that the list stays in view above the prompt (dimmed, as behind an
/// iOS prompt). The
/// prompt sits right above the keyboard's top wherever that is, as the core's `PromptLayout`
/// places it, one point per cell, below the header row as its safe area.
struct TallyGeometry: Equatable {
  /// The prompt's title block: the Okay / Cancel bar (where a navigation bar would be), then
  /// the title.
  static let promptTitleRows = 2
  /// The prompt's message block: the validation message or notice, then the live result, so
  /// that the result sits against the field it is computed from.
  static let promptMessageRows = 2
  /// Rows the keyboard leaves above itself: the header, the title block, the message block
  /// and the field.
  static let promptRows = 1 + promptTitleRows + promptMessageRows + 1
  /// The keyboard's greatest height, so that a tall terminal does not get giant keys.
  static let maximumKeyboardRows = 20

  let size: TerminalSize
  /// The cells the keyboard covers (empty when the terminal is too small to show it).
  let keyboardRect: CellRect
  /// The prompt's title block, up to `promptTitleRows` rows (fewer on a tiny terminal).
  let promptTitleRect: CellRect
  /// The prompt's message block, up to `promptMessageRows` rows (fewer on a tiny terminal).
  let promptMessageRect: CellRect
  /// The prompt's field: the row right above the keyboard.
  let promptFieldRect: CellRect

  /// The parts for a screen of `size` and a keyboard with `keyRows` rows of keys (the
  /// layout's grid rows; the calculator's 4 by default).
  init(size: TerminalSize, keyRows: Int = KeyboardLayout.calculator.rows) {
    self.size = size
    let wanted = max(size.rows / 2, 3 * min(max(keyRows, 1), Self.maximumKeyboardRows))
    let rows = min(max(size.rows - Self.promptRows, 0), Self.maximumKeyboardRows, wanted)
    keyboardRect = CellRect(
      column: 0, row: size.rows - rows, width: max(size.columns, 0), height: rows)
    let prompt = PromptLayout(
      containerBounds: CGRect(x: 0, y: 0, width: max(size.columns, 0), height: max(size.rows, 0)),
      safeAreaInsets: EdgeInsets(top: 1),
      keyboardFrame: keyboardRect.isEmpty ? nil : keyboardRect.points,
      titleHeight: CGFloat(Self.promptTitleRows), fieldHeight: 1,
      messageHeight: CGFloat(Self.promptMessageRows))
    promptTitleRect = CellRect(points: prompt.titleFrame)
    promptMessageRect = CellRect(points: prompt.messageFrame)
    promptFieldRect = CellRect(points: prompt.fieldFrame)
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
