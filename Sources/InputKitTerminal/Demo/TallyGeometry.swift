import Foundation
import InputKitCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the tally's parts sit on a screen of one size: the keyboard docked at the bottom, no
/// taller than it needs, so the list stays in view; the prompt right above it, as the core's
/// `PromptLayout` places it for UIKit, one point per cell, below the header row.
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
  /// The prompt's look in cells: no gaps and no side margins (each part draws its own
  /// indent), a one-row field, and the whole message block reserved, so that the field does
  /// not move when a message or a result appears.
  static let promptAppearance = PromptAppearance(
    spacing: 0, sideMargin: 0, minimumFieldHeight: 1, reservedErrorLines: promptMessageRows)

  let size: TerminalSize
  /// The cells the keyboard covers (empty when the terminal is too small to show it).
  let keyboardRect: CellRect
  /// The prompt's title block, `promptTitleRows` rows; empty when the terminal is too short
  /// for it, since the title gives way first and entirely, as it does on iOS.
  let promptTitleRect: CellRect
  /// Whether the title block gave way (``promptTitleRect`` is then empty).
  let isPromptTitleHidden: Bool
  /// The prompt's message block, `promptMessageRows` rows (fewer on a terminal too short for
  /// them once the title has given way).
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
      keyboard: keyboardRect.isEmpty ? .none : .docked(keyboardRect.points),
      measurements: PromptLayout.Measurements(
        title: CGFloat(Self.promptTitleRows), errorLine: 1, field: 1),
      appearance: Self.promptAppearance)
    promptTitleRect = CellRect(points: prompt.titleFrame)
    isPromptTitleHidden = prompt.isTitleHidden
    promptMessageRect = CellRect(points: prompt.messageFrame)
    promptFieldRect = CellRect(points: prompt.fieldFrame)
  }

  /// What the "Sending…" overlay's session sees of the terminal: the screen as its host and
  /// window, and, while a field types with the drawn keyboard (`editingField`, `nil` when no
  /// keyboard shows), that keyboard as InputKit's own. A terminal draws no fades, so motion is
  /// reduced.
  func overlaySurroundings(editingField: CellRect?) -> OverlaySurroundings {
    let screen = CGRect(x: 0, y: 0, width: max(size.columns, 0), height: max(size.rows, 0))
    let keyboard = keyboardRect.points
    var host = OverlaySurroundings(frameInWindow: screen, windowBounds: screen)
    host.editingField = editingField.map { ($0.points, true) }
    host.keyboards =
      editingField != nil ? [(ObjectIdentifier(TallyGeometry.self), keyboard.size, 0)] : []
    host.reducesMotion = true
    return host
  }

  /// The cells the "Sending…" overlay covers, as `session` arranges it for the UIKit overlay
  /// too: exactly the keyboard's cells while the keyboard is drawn, and the whole screen while
  /// none is, because work in flight must still show and block input.
  func overlayRect<Instant>(
    editingField: CellRect?, arrangedBy session: OverlaySession<Instant>
  ) -> CellRect {
    let keyboard = keyboardRect.points
    let host = overlaySurroundings(editingField: editingField)
    switch session.arrangement(in: host, following: nil)?.placement {
    case .place(.keyboard, let frame, _, _)?:
      // In the keyboard's own coordinates, as UIKit hosts it inside the keyboard's view.
      return CellRect(points: frame.offsetBy(dx: keyboard.minX, dy: keyboard.minY))
    case .place(.host, let frame, _, _)?, .place(.window, let frame, _, _)?,
      .place(.aboveKeyboard, let frame, _, _)?:
      return CellRect(points: frame)
    default:
      return CellRect(points: host.windowBounds)
    }
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
