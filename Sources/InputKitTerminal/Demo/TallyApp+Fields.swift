import Foundation
import InputKitCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The fields screen: three fields typed with one drawn keyboard, whose bar has Previous, Next
/// and Done as `CalculatorKeyboard.fieldNavigation` gives them on iOS. The order, the buttons'
/// states and the bar's layout are the core's, asked with the fields' cells as their frames.
extension TallyApp {
  /// `f` on the list: the fields as they were left, editing the first one, or the one that was
  /// being edited.
  mutating func openFields() {
    screen = .fields
    focusField(fieldsPage.focus ?? 0)
  }

  /// Moves the keyboard to field `index` (`nil`: Done, the keyboard goes away), whose running
  /// result the bar then shows. A key held down with the mouse lets go, as the keys move.
  mutating func focusField(_ index: Int?) {
    _ = fieldsPage.touches.touchCancelled()
    keyHold = nil
    fieldsPage.focus = index
    fieldsPage.preview = index.flatMap { processor.preview(of: fieldsPage.fields[$0].text) }
  }

  /// The fields before and after the edited one, and the buttons, by the core's
  /// ``FieldNavigation/screenOrder`` over the cells the fields are drawn in.
  var fieldNeighbours: (previous: Int?, next: Int?, buttons: NavigationButtons?) {
    guard let focus = fieldsPage.focus else { return (nil, nil, nil) }
    let placed = (0..<FieldsPage.count).map {
      (field: $0, placement: FieldPlacement(frame: fieldRect($0).points, window: 0))
    }
    let order = FieldNavigation.screenOrder.order(of: placed, current: focus, isRightToLeft: false)
    return FieldNavigation.neighbours(of: focus, in: order)
  }

  /// A bar button, or the key for it (Tab, Shift-Tab, Esc), as the core's `FieldNavigator.tap`
  /// takes a tap on the UIKit bar: Previous and Next move the focus where the core's order says,
  /// a dimmed one does nothing, Done ends editing without evaluating, and nothing acts while an
  /// overlay holds the keyboard. Returns whether anything changed.
  mutating func tapFieldButton(_ button: NavigationButton) -> Bool {
    guard fieldsPage.focus != nil, !keysAreHeld else { return false }
    let (previous, next, _) = fieldNeighbours
    let target: Int? =
      switch button {
      case .previous: previous
      case .next: next
      case .done: nil
      }
    guard target != nil || button == .done else { return false }
    focusField(target)
    return true
  }

  // MARK: Input

  /// Keys on the fields screen: while a field is edited, they type and move as in the prompt,
  /// Tab and Shift-Tab are Next and Previous, Esc is Done (none of them while an overlay holds
  /// the keyboard); with the keyboard away, Tab or Enter edits the first field, Shift-Tab the
  /// last, Esc goes back to the list and `q` quits.
  mutating func handleFieldsKey(_ keyPress: KeyPress, at now: Instant) -> Bool {
    guard let focus = fieldsPage.focus else {
      guard keyPress.modifiers.isEmpty || keyPress.key == .backTab else { return false }
      switch keyPress.key {
      case .tab, .enter: focusField(0)
      case .backTab: focusField(FieldsPage.count - 1)
      case .escape: screen = .list
      case .character("q"): requestQuit()
      default: return false
      }
      return true
    }
    switch keyPress.key {
    case .tab: return tapFieldButton(.next)
    case .backTab: return tapFieldButton(.previous)
    case .escape: return tapFieldButton(.done)
    default:
      guard !keysAreHeld else { return false }
      if keyPress.key == .enter {
        pressInField(.return, at: now)
        return true
      }
      guard let action = editingAction(for: keyPress, in: fieldsPage.fields[focus].text, at: now)
      else { return notice != nil }
      pressInField(action, at: now)
    }
    return true
  }

  /// A press of the drawn keyboard's key with `action` in the edited field. Return is the iOS
  /// example's: Next on Amount and Tip; on People, Done, which the core's
  /// `ReturnKeyConfiguration` disables while it is empty, and which puts the value in and the
  /// keyboard away (`evaluateThenResign`); a value that cannot be had stays, with its message.
  mutating func pressInField(_ action: KeyAction, at now: Instant) {
    guard let focus = fieldsPage.focus else { return }
    let field = fieldsPage.fields[focus]
    guard action == .return else {
      guard let result = processed(action, in: field, at: now) else { return }
      (fieldsPage.fields[focus], fieldsPage.preview) = (result.state, result.preview)
      return
    }
    let returnKey = configuration.layout.keys.first(where: ReturnKeyConfiguration.applies(to:))
    guard returnKey.map({ FieldsPage.returnKeys[focus].isEnabled($0, forText: field.text) }) ?? true
    else { return }
    if let next = fieldNeighbours.next { return focusField(next) }
    var last = processor
    last.returnBehavior = .evaluateThenResign
    // Resigns at once, or once the field took the value (its one edit), or stays refused.
    guard let result = processed(.return, in: field, by: last, at: now) else { return }
    fieldsPage.fields[focus] = result.state
    focusField(nil)
  }

  /// A left click: on a field, edits it; on a bar button, taps it; on the keys, as in the prompt.
  mutating func handleFieldsMouse(_ mouse: MouseEvent, at now: Instant) -> Bool {
    if mouse.kind == .press(.left) {
      if let index = (0..<FieldsPage.count).first(where: {
        isFieldVisible($0) && fieldRowRect($0).contains(mouse.position)
      }) {
        guard index != fieldsPage.focus else { return false }
        focusField(index)
        return true
      }
      let bar = fieldsBar
      if isFieldsKeyboardShown,
        let button = [bar.previous, bar.next, bar.done].firstIndex(where: {
          $0.contains(mouse.position)
        })
      {
        return tapFieldButton(NavigationButton.allCases[button])
      }
    }
    return touchKeyboard(mouse, at: now)
  }

  // MARK: Layout

  /// Whether the keyboard and its bar are drawn: a field is edited and the terminal has room.
  var isFieldsKeyboardShown: Bool {
    fieldsPage.focus != nil && !geometry.keyboardRect.isEmpty
  }

  /// The row the fields keep above: the bar's, or without a keyboard the help line's.
  private var fieldsBottom: Int {
    geometry.keyboardRect.isEmpty ? height - 1 : geometry.keyboardRect.row - 1
  }

  /// The rows under the header: a title, the fields and a message line with a blank row around
  /// the fields where there is room; else the fields and the message right under the header,
  /// and on a terminal too short for all three fields, only those that fit, scrolled to the
  /// edited one. The message row is `nil` when none is left above the bottom.
  private var fieldsRows: (title: Int?, firstField: Int, message: Int?) {
    let count = FieldsPage.count
    if fieldsBottom > count + 5 { return (2, 4, 5 + count) }
    let visible = max(fieldsBottom - 1, 1)
    let first = 1 - max((fieldsPage.focus ?? 0) - visible + 1, 0)
    return (nil, first, 1 + count < fieldsBottom ? 1 + count : nil)
  }

  /// Whether field `index` is on screen, between the header and the bottom.
  private func isFieldVisible(_ index: Int) -> Bool {
    (1..<max(fieldsBottom, 1)).contains(fieldRowRect(index).row)
  }

  /// The fields' labels in the app's language, whole.
  private var fullFieldLabels: [String] {
    ["fields.amount", "fields.tip", "fields.people"].map { strings.string($0) }
  }

  /// The fields' labels, each at most the labels' column wide.
  private var fieldLabels: [String] {
    fullFieldLabels.map { TextWrapping.truncated($0, width: fieldLabelWidth) }
  }

  /// The widest label's width, but no more than half the screen, which the field keeps.
  private var fieldLabelWidth: Int {
    max(min(fullFieldLabels.map(DisplayWidth.of).max() ?? 0, width / 2 - 2), 0)
  }

  /// The row of field `index`, its label and its box.
  func fieldRowRect(_ index: Int) -> CellRect {
    CellRect(column: 0, row: fieldsRows.firstField + index, width: width, height: 1)
  }

  /// The box of field `index`, right of the labels.
  func fieldRect(_ index: Int) -> CellRect {
    let start = 2 + fieldLabelWidth
    return CellRect(
      column: start, row: fieldsRows.firstField + index, width: max(width - start, 0), height: 1)
  }

  /// The bar above the keys, laid out by the core's `KeyboardDimensions` as the UIKit bar is,
  /// at four points a column (80 columns are 320 points, an iPhone SE's width), and the buttons
  /// it shows (`nil`: none, and no field is edited).
  var fieldsBar:
    (
      result: CellRect, previous: CellRect, next: CellRect, done: CellRect,
      buttons: NavigationButtons?
    )
  {
    let buttons = fieldNeighbours.buttons
    let row = geometry.keyboardRect.row - 1
    let frames = KeyboardDimensions.standard.resultBarFrames(
      inBarOfSize: CGSize(width: 4 * max(width, 0), height: 1), insets: EdgeInsets(),
      showsNavigation: buttons != nil, isRightToLeft: false)
    func cells(_ frame: CGRect) -> CellRect {
      CellRect(
        points: CGRect(x: frame.minX / 4, y: CGFloat(row), width: frame.width / 4, height: 1))
    }
    return (
      cells(frames.result), cells(frames.previous), cells(frames.next), cells(frames.done), buttons
    )
  }

  // MARK: Drawing

  /// The title, each field under its label (the edited one's in bold, with the caret), a
  /// message or the keys to use, and while a field is edited the bar and the keyboard. Where no
  /// message row is left, a message takes the help line's place.
  func drawFields(into buffer: inout ScreenBuffer) {
    let rows = fieldsRows
    if let title = rows.title {
      buffer.write(
        " " + TextWrapping.truncated(strings.string("fields.title"), width: width - 2),
        at: CellPoint(column: 0, row: title), style: TallyStyle.title)
    }
    for (index, label) in fieldLabels.enumerated() where isFieldVisible(index) {
      let isEdited = index == fieldsPage.focus
      buffer.write(
        label, at: CellPoint(column: 1, row: fieldRowRect(index).row),
        style: isEdited ? TallyStyle.title : .plain)
      if fieldRect(index).width > 3 {
        drawField(
          fieldsPage.fields[index], in: fieldRect(index), isEditing: isEdited, into: &buffer)
      }
    }
    let help = strings.string(fieldsPage.focus == nil ? "fields.help" : "fields.editingHelp")
    let message: (text: String, style: CellStyle)? =
      if let notice {
        (notice.text, notice.kind == .error ? TallyStyle.error : TallyStyle.info)
      } else if isFieldsKeyboardShown {
        (help, TallyStyle.dim)
      } else {
        nil
      }
    if let message, let row = rows.message {
      buffer.write(
        " " + TextWrapping.truncated(message.text, width: width - 2),
        at: CellPoint(column: 0, row: row), style: message.style)
    }
    guard isFieldsKeyboardShown else {
      let helpLine = (text: help, style: TallyStyle.dim)
      let bottom = rows.message == nil ? message ?? helpLine : helpLine
      buffer.write(
        " " + TextWrapping.truncated(bottom.text, width: width - 1),
        at: CellPoint(column: 0, row: height - 1), style: bottom.style)
      return
    }
    drawFieldsBar(into: &buffer)
    let focus = fieldsPage.focus ?? 0
    drawKeyboard(
      highlighting: fieldsPage.touches.highlightedKey, returnKey: FieldsPage.returnKeys[focus],
      text: fieldsPage.fields[focus].text, into: &buffer)
  }

  /// The bar in the keyboard's colours: ▲ and ▼ (the UIKit bar's chevrons) dimmed where there
  /// is nowhere to go, the running result right-aligned in the middle, Done at the end.
  private func drawFieldsBar(into buffer: inout ScreenBuffer) {
    let palette = KeyboardPalette.dark
    let bar = fieldsBar
    let style = CellStyle(
      foreground: palette.digit.title.terminalColor, background: palette.background.terminalColor)
    buffer.fill(
      CellRect(column: 0, row: bar.result.row, width: width, height: 1), style: style)
    if let result = fieldsPage.preview.map({ ResultLine(value: $0).text }) {
      let text = TextWrapping.truncated(result, width: bar.result.width)
      buffer.write(
        text,
        at: CellPoint(
          column: bar.result.column + bar.result.width - DisplayWidth.of(text), row: bar.result.row),
        style: style)
    }
    guard let buttons = bar.buttons else { return }
    let done = NavigationButton.done.label(in: configuration.language)
    for (title, rect, isEnabled) in [
      ("▲", bar.previous, buttons.isPreviousEnabled), ("▼", bar.next, buttons.isNextEnabled),
      (done, bar.done, true),
    ] where rect.width > 0 {
      var titleStyle = style
      (titleStyle.bold, titleStyle.dim) = (isEnabled, !isEnabled)
      let shown = TextWrapping.truncated(title, width: rect.width)
      buffer.write(
        shown,
        at: CellPoint(
          column: rect.column + max((rect.width - DisplayWidth.of(shown)) / 2, 0), row: rect.row),
        style: titleStyle)
    }
  }
}
