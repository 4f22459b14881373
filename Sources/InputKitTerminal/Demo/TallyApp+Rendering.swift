import InputKitCore

extension TallyApp {
  /// Draws the screen that is showing, and the "Sending…" overlay over it while the overlay
  /// is on screen. The quit question stays above the overlay, as an alert presented while it
  /// shows would on iOS: it is how the person leaves while sending.
  public func render(into buffer: inout ScreenBuffer) {
    drawHeader(into: &buffer)
    var isAskingToQuit = false
    switch screen {
    case .list:
      drawList(into: &buffer)
    case .prompt(let session):
      drawPrompt(session, into: &buffer)
    case .detail(let page):
      drawDetail(page, into: &buffer)
    case .fields:
      drawFields(into: &buffer)
    case .confirmQuit:
      drawConfirmQuit(into: &buffer)
      isAskingToQuit = true
    }
    if let content = overlay.displayedContent, !isAskingToQuit {
      drawOverlay(content, into: &buffer)
    }
  }

  /// What the overlay's session sees of the terminal (see `TallyGeometry.overlaySurroundings`).
  var overlaySurroundings: OverlaySurroundings {
    geometry.overlaySurroundings(editingField: editingFieldRect)
  }

  /// The field typing with the drawn keyboard: the prompt's, or the fields screen's edited one;
  /// `nil` when no keyboard is on screen.
  private var editingFieldRect: CellRect? {
    guard !geometry.keyboardRect.isEmpty else { return nil }
    switch screen {
    case .prompt: return geometry.promptFieldRect
    case .fields: return fieldsPage.focus.map(fieldRect)
    default: return nil
    }
  }

  var width: Int { geometry.size.columns }
  var height: Int { geometry.size.rows }

  private func drawHeader(into buffer: inout ScreenBuffer) {
    let style = TallyStyle.header
    buffer.fill(CellRect(column: 0, row: 0, width: width, height: 1), style: style)
    buffer.write(" " + strings.string("title"), at: CellPoint(column: 0, row: 0), style: style)
    if isUnsaved {
      let mark = strings.string("header.notSaved") + " "
      var warning = style
      warning.foreground = .standard(.red)
      buffer.write(
        mark, at: CellPoint(column: max(width - DisplayWidth.of(mark), 0), row: 0),
        style: warning)
    }
  }

  // MARK: List

  /// The first row of the list.
  var listFirstRow: Int { 1 }

  /// The row below the list: the notice lines, the total and the help line follow.
  var listEndRow: Int { max(height - 2 - noticeLines.count, listFirstRow) }

  /// How many items are scrolled off the top so that the selection is visible.
  var listScrollOffset: Int { scrollOffset(visibleRows: listEndRow - listFirstRow) }

  private func scrollOffset(visibleRows visible: Int) -> Int {
    guard let selection, visible > 0, selection >= visible else { return 0 }
    return selection - visible + 1
  }

  private var noticeLines: [String] {
    guard let notice else { return [] }
    return TextWrapping.lines(of: notice.text, width: width - 2, maximumLines: 4)
  }

  /// The column values end at, right-aligned: one column short of the screen's edge, as a
  /// table's trailing values are; the total lines up under them.
  private var valueEnd: Int { width - 1 }

  /// The narrowest screen on which every item keeps a character of its text and its value
  /// keeps its `= ` and a character, and the total keeps its frame and a character: two
  /// columns before the text, two between text and value, one after the value.
  var minimumListWidth: Int {
    let totalFrame = DisplayWidth.of(strings.string("list.total", ["total": ""]))
    return max(5 + 1 + Self.shortestValue, 3 + totalFrame + 1)
  }

  /// The fewest columns a value keeps: `= ` and one character, a digit or `…`.
  private static var shortestValue: Int { DisplayWidth.of(ResultLine(value: "").text) + 1 }

  private func drawList(into buffer: inout ScreenBuffer) {
    guard width >= minimumListWidth else {
      // A value with nothing in it would pass for a value; say what is wrong instead.
      let message = strings.string("list.tooNarrow", ["columns": "\(minimumListWidth)"])
      let lines = TextWrapping.lines(
        of: message, width: width - 1, maximumLines: max(height - listFirstRow, 0))
      for (offset, line) in lines.enumerated() {
        buffer.write(
          " " + line, at: CellPoint(column: 0, row: listFirstRow + offset), style: TallyStyle.dim)
      }
      return
    }
    if store.items.isEmpty {
      buffer.write(
        "  " + TextWrapping.truncated(strings.string("list.empty"), width: width - 2),
        at: CellPoint(column: 0, row: listFirstRow), style: TallyStyle.dim)
    }
    drawItems(rows: listFirstRow..<listEndRow, dimmed: false, into: &buffer)
    drawNotice(noticeLines, from: listEndRow, into: &buffer)
    drawTotal(row: height - 2, into: &buffer)
    buffer.write(
      " " + TextWrapping.truncated(strings.string("list.help"), width: width - 1),
      at: CellPoint(column: 0, row: height - 1), style: TallyStyle.dim)
  }

  /// The items on `rows`, scrolled so that the selection shows: each row's text at the left
  /// and its value right-aligned at `valueEnd`. A value that does not fit is shortened
  /// visibly; the text gives way first, down to one character, and the value keeps at least
  /// its `= ` and a digit or `…`. Under a prompt the rows are `dimmed`, as the screen behind
  /// an iOS prompt is. Nothing is drawn on a screen narrower than ``minimumListWidth``.
  private func drawItems(rows: Range<Int>, dimmed: Bool, into buffer: inout ScreenBuffer) {
    guard width >= minimumListWidth else { return }
    let offset = scrollOffset(visibleRows: rows.count)
    for row in rows {
      let index = row - rows.lowerBound + offset
      guard summary.rows.indices.contains(index) else { break }
      let line = summary.rows[index]
      let selected = index == selection
      var rowStyle = selected ? TallyStyle.selected : CellStyle.plain
      rowStyle.dim = dimmed
      if selected {
        buffer.fill(CellRect(column: 0, row: row, width: width, height: 1), style: rowStyle)
      }
      buffer.write(selected ? "›" : " ", at: CellPoint(column: 0, row: row), style: rowStyle)
      // Columns for the text and the value, between the marker and `valueEnd`, less the two
      // between them.
      let room = valueEnd - 2 - 2
      let textWidth = DisplayWidth.of(line.text)
      let keptText = min(textWidth, Self.shortestListText, room - Self.shortestValue)
      var value: String
      var valueStyle = rowStyle
      switch line.value {
      case .success(let number):
        value = ResultLine(value: formatter.string(from: number)).text
        if DisplayWidth.of(value) > room - keptText {
          let prefix = ResultLine(value: "").text
          let digits = room - keptText - DisplayWidth.of(prefix)
          value = prefix + formatter.string(from: number, maximumLength: digits)
        }
      case .failure:
        value = strings.string("list.error", ["message": displayValue(ofRow: index)])
        value = TextWrapping.truncated(value, width: room - keptText)
        valueStyle = TallyStyle.error
        valueStyle.inverse = selected
        valueStyle.dim = dimmed
      }
      let valueWidth = DisplayWidth.of(value)
      let text = TextWrapping.truncated(line.text, width: room - valueWidth)
      buffer.write(text, at: CellPoint(column: 2, row: row), style: rowStyle)
      buffer.write(
        value, at: CellPoint(column: max(valueEnd - valueWidth, 2), row: row), style: valueStyle)
    }
  }

  /// The fewest columns an item's text keeps before its value is shortened.
  private static var shortestListText: Int { 5 }

  /// The total, right-aligned at `valueEnd` under the values, shortened visibly when the
  /// screen is too narrow for it.
  private func drawTotal(row: Int, into buffer: inout ScreenBuffer) {
    let room = valueEnd - 2
    var total: String
    if let value = summary.total {
      total = strings.string("list.total", ["total": formatter.string(from: value)])
      if DisplayWidth.of(total) > room {
        let frame = DisplayWidth.of(strings.string("list.total", ["total": ""]))
        let digits = formatter.string(from: value, maximumLength: max(room - frame, 0))
        total = strings.string("list.total", ["total": digits])
      }
    } else {
      total = strings.string("list.totalOutOfRange")
    }
    total = TextWrapping.truncated(total, width: room)
    buffer.write(
      total, at: CellPoint(column: max(valueEnd - DisplayWidth.of(total), 2), row: row),
      style: TallyStyle.total)
  }

  private func drawNotice(_ lines: [String], from firstRow: Int, into buffer: inout ScreenBuffer) {
    guard let notice else { return }
    let style = notice.kind == .error ? TallyStyle.error : TallyStyle.info
    for (offset, line) in lines.enumerated() {
      buffer.write(" " + line, at: CellPoint(column: 0, row: firstRow + offset), style: style)
    }
  }

  // MARK: Prompt

  /// The prompt's rows come from `geometry`, stacked right above the keyboard: the Okay /
  /// Cancel bar and the title, the message and the live result, the field. On a terminal too
  /// short for all of them the title block gives way first, whole, as the UIKit prompt's title
  /// does; a message block squeezed to one row keeps the message over the result.
  private func drawPrompt(_ session: OpenPrompt, into buffer: inout ScreenBuffer) {
    let titleRect = geometry.promptTitleRect
    // The list stays in view behind the prompt, dimmed: what is being added to or edited. A
    // hidden title's empty block sits on the message's top row.
    drawItems(rows: listFirstRow..<max(titleRect.row, listFirstRow), dimmed: true, into: &buffer)
    if !geometry.isPromptTitleHidden, titleRect.height >= TallyGeometry.promptTitleRows {
      drawPromptButtons(session, row: titleRect.row, into: &buffer)
      buffer.write(
        " " + TextWrapping.truncated(session.prompt.title, width: width - 2),
        at: CellPoint(column: titleRect.column, row: titleRect.row + 1), style: TallyStyle.title)
    }
    let message: (text: String, style: CellStyle)? =
      if let notice {
        (notice.text, notice.kind == .error ? TallyStyle.warning : TallyStyle.info)
      } else {
        session.prompt.errorMessage.map { ($0, TallyStyle.error) }
      }
    let result = session.preview.map { (ResultLine(value: $0).text, TallyStyle.dim) }
    let messageRect = geometry.promptMessageRect
    let lines: [(text: String, style: CellStyle)?] =
      switch messageRect.height {
      case 0: []
      case 1: [message ?? result]
      default: [message, result]
      }
    for (offset, line) in lines.enumerated() {
      guard let line else { continue }
      buffer.write(
        "  " + TextWrapping.truncated(line.text, width: width - 3),
        at: CellPoint(column: messageRect.column, row: messageRect.row + offset),
        style: line.style)
    }
    if !geometry.promptFieldRect.isEmpty {
      drawField(session.field, in: geometry.promptFieldRect, into: &buffer)
    }
    drawKeyboard(highlighting: session.touches.highlightedKey, into: &buffer)
  }

  private func drawPromptButtons(
    _ session: OpenPrompt, row: Int, into buffer: inout ScreenBuffer
  ) {
    let okay = strings.string("prompt.okay")
    let okayStyle = session.prompt.isOkayEnabled ? TallyStyle.button : TallyStyle.disabledButton
    let end = buffer.write(" " + okay + " ", at: CellPoint(column: 2, row: row), style: okayStyle)
    buffer.write(
      " " + strings.string("prompt.cancel") + " ", at: CellPoint(column: end + 2, row: row),
      style: TallyStyle.button)
  }

  /// The field on one row, scrolled sideways so the caret stays visible; the terminal's
  /// cursor is put at the caret of the field being edited (`isEditing`).
  func drawField(
    _ field: TextEditingState, in rect: CellRect, isEditing: Bool = true,
    into buffer: inout ScreenBuffer
  ) {
    let row = rect.row
    let start = rect.column + 2
    let fieldWidth = max(rect.width - 3, 1)
    buffer.fill(
      CellRect(column: start - 1, row: row, width: fieldWidth + 1, height: 1),
      style: TallyStyle.field)
    let caret = String.Index(utf16Offset: field.selection.upperBound, in: field.text)
    let window = TextWrapping.window(of: field.text, keeping: caret, width: fieldWidth - 1)
    let caretColumn = buffer.write(
      window.beforeCaret, at: CellPoint(column: start, row: row), style: TallyStyle.field)
    buffer.write(
      window.afterCaret, at: CellPoint(column: caretColumn, row: row), style: TallyStyle.field,
      maxColumns: max(start + fieldWidth - caretColumn, 0))
    if isEditing { buffer.cursor = CellPoint(column: caretColumn, row: row) }
  }

  /// The keys with the titles the UIKit keyboard shows, the core's
  /// `ReturnKeyConfiguration.title(for:in:locale:)`: the decimal key shows the locale's
  /// separator (`,` in Russian), which is what it types, and the return key `returnKey`'s word,
  /// dimmed while it waits for text in a field holding `text`. The `highlighted` key, under the
  /// mouse button, is drawn in its highlighted fill, as a key under a finger is.
  func drawKeyboard(
    highlighting highlighted: Int?, returnKey titles: ReturnKeyConfiguration = .init(),
    text: String = "", into buffer: inout ScreenBuffer
  ) {
    let palette = KeyboardPalette.dark
    buffer.fill(keyboard.rect, style: CellStyle(background: palette.background.terminalColor))
    for (index, rect) in keyboard.keyRects {
      guard let key = keyboard.key(at: index) else { continue }
      let colors = palette.colors(for: key.style)
      let fill = colors.fill(isHighlighted: index == highlighted)
      let style = CellStyle(
        foreground: colors.title.terminalColor, background: fill.terminalColor)
      buffer.fill(rect, style: style)
      if rect.width >= 3 && rect.height >= 3 {
        var border = style
        border.foreground = palette.background.terminalColor
        buffer.drawBox(rect, style: border, lines: .rounded)
      }
      var titleStyle = style
      (titleStyle.bold, titleStyle.dim) = (true, !titles.isEnabled(key, forText: text))
      let title = titles.title(
        for: key, in: configuration.language, locale: configuration.locale)
      let titleWidth = DisplayWidth.of(title)
      buffer.write(
        title,
        at: CellPoint(
          column: rect.column + max((rect.width - titleWidth) / 2, 0),
          row: rect.row + (rect.height - 1) / 2),
        style: titleStyle, maxColumns: rect.width)
    }
  }

  // MARK: Detail

  private func drawDetail(_ page: DetailPage, into buffer: inout ScreenBuffer) {
    buffer.write(
      " " + TextWrapping.truncated(page.title, width: width - 2),
      at: CellPoint(column: 0, row: 2), style: TallyStyle.title)
    buffer.write(
      "  "
        + TextWrapping.truncated(
          strings.string("detail.value", ["value": page.value]), width: width - 3),
      at: CellPoint(column: 0, row: 4))
    buffer.write(
      "  "
        + strings.string(
          "detail.position",
          ["position": String(page.position), "count": String(page.count), "id": "\(page.id)"]),
      at: CellPoint(column: 0, row: 5), style: TallyStyle.dim)
    buffer.write(
      " " + strings.string("detail.help"), at: CellPoint(column: 0, row: height - 1),
      style: TallyStyle.dim)
  }

  // MARK: Quitting with unsaved changes

  private func drawConfirmQuit(into buffer: inout ScreenBuffer) {
    buffer.write(
      " " + TextWrapping.truncated(strings.string("quit.title"), width: width - 2),
      at: CellPoint(column: 0, row: 2), style: TallyStyle.title)
    let reason = notice?.text ?? saveBlock?.message(in: configuration.language) ?? lastSaveFailure
    let lines = reason.map { TextWrapping.lines(of: $0, width: width - 3, maximumLines: 6) } ?? []
    for (offset, line) in lines.enumerated() {
      buffer.write("  " + line, at: CellPoint(column: 0, row: 4 + offset), style: TallyStyle.error)
    }
    let choices = [
      strings.string("quit.retry"), strings.string("quit.keep"), strings.string("quit.discard"),
    ]
    for (offset, choice) in choices.enumerated() {
      buffer.write("  " + choice, at: CellPoint(column: 0, row: 5 + lines.count + offset))
    }
  }

  // MARK: Overlay

  /// The overlay covers what the core's `.keyboard` coverage says (the keyboard's cells while
  /// one is drawn, else the screen): a dark panel with a rounded border, a spinner (or the
  /// outcome's mark) and the message in the middle.
  private func drawOverlay(_ content: ActivityOverlayContent, into buffer: inout ScreenBuffer) {
    let rect = geometry.overlayRect(editingField: editingFieldRect, arrangedBy: overlay)
    buffer.fill(rect, style: TallyStyle.overlay)
    if rect.width >= 3 && rect.height >= 3 {
      buffer.drawBox(rect, style: TallyStyle.overlayBorder, lines: .rounded)
    }
    // The one indicator every renderer draws, as the core chooses it.
    let mark: String
    switch content.indicator {
    case .succeeded, .failed:
      mark = content.indicator.mark ?? ""
    case .progress(let fraction):
      mark = TallyStyle.progressBar(fraction)
    case .working:
      let frames = TallyStyle.spinnerFrames
      mark = frames[(spinner?.frame ?? 0) % frames.count]
    }
    let label = mark + " " + content.message
    let cancel = "Esc " + configuration.overlay.cancelTitle
    // The cancel button under the message, where the panel has a row for it.
    let lines = content.isCancellable && rect.height >= 5 ? [label, cancel] : [label]
    for (offset, line) in lines.enumerated() {
      buffer.write(
        line,
        at: CellPoint(
          column: rect.column + max((rect.width - DisplayWidth.of(line)) / 2, 0),
          row: rect.row + (rect.height - 1) / 2 + offset),
        style: TallyStyle.overlay, maxColumns: rect.width)
    }
  }
}
