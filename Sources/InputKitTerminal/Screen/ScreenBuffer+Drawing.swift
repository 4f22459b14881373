extension ScreenBuffer {
  /// Writes `text` at `point` in `style`, a grapheme cluster per cell (two for a wide character),
  /// clipped to the buffer and to `maxColumns`.
  ///
  /// Control characters show as `�`; a wide character that would straddle the edge blanks its cell
  /// and ends the writing.
  ///
  /// - Returns: The column after the last character that fit, on screen or not.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at point: CellPoint, style: CellStyle = .plain,
    maxColumns: Int? = nil
  ) -> Int {
    let limit = maxColumns.map { point.column.addingSaturating(max($0, 0)) } ?? .max
    let rowIsVisible = point.row >= 0 && point.row < size.rows
    var column = point.column
    var lastDrawnIndex: Int?
    for original in text {
      let character: Character = DisplayWidth.containsControl(original) ? "\u{FFFD}" : original
      let width = DisplayWidth.of(character)
      if width == 0 {
        if let lastDrawnIndex { append(String(character), toCellAt: lastDrawnIndex) }
        continue
      }
      let end = column.addingSaturating(width)
      if end > limit || end == .max {
        if rowIsVisible && column < limit {
          blankIfVisible(column: column, row: point.row, style: style)
        }
        break
      }
      lastDrawnIndex = nil
      if rowIsVisible {
        if column >= 0 && end <= size.columns {
          let index = point.row * size.columns + column
          place(String(character), width: width, style: style, at: index)
          lastDrawnIndex = index
        } else {
          // A wide character cut by the left or right edge: keep its visible half blank.
          blankIfVisible(column: column, row: point.row, style: style)
          blankIfVisible(column: end - 1, row: point.row, style: style)
        }
      }
      column = end
    }
    return column
  }

  /// Fills every cell of `rect` (clipped to the buffer) with `character` in `style`; a space
  /// by default, which clears the area. A wide `character` is repeated every two columns.
  public mutating func fill(_ rect: CellRect, with character: Character = " ", style: CellStyle) {
    let visible = rect.intersection(CellRect(size: size))
    guard !visible.isEmpty else { return }
    let width = DisplayWidth.of(character)
    guard width == 1 else {
      let run = String(repeating: character, count: visible.width / max(width, 1) + 1)
      for row in visible.row..<visible.row + visible.height {
        write(
          run, at: CellPoint(column: visible.column, row: row), style: style,
          maxColumns: visible.width)
      }
      return
    }
    let content = String(character)
    for row in visible.row..<visible.row + visible.height {
      let start = row * size.columns + visible.column
      for index in start..<start + visible.width {
        place(content, width: 1, style: style, at: index)
      }
    }
  }

  /// Blanks the whole buffer in `style`.
  public mutating func clear(style: CellStyle = .plain) {
    fill(CellRect(size: size), style: style)
  }

  /// Draws the outline of `rect` with box-drawing `lines` in `style`, clipped to the buffer.
  /// The inside is left as it is. A rectangle one cell high or wide is drawn as a line.
  public mutating func drawBox(
    _ rect: CellRect, style: CellStyle = .plain, lines: BoxLines = .light
  ) {
    guard !rect.isEmpty else { return }
    let glyphs = lines.characters
    let right = rect.column.addingSaturating(rect.width - 1)
    let bottom = rect.row.addingSaturating(rect.height - 1)
    if rect.height == 1 {
      drawHorizontal(glyphs.horizontal, row: rect.row, from: rect.column, to: right, style: style)
      return
    }
    if rect.width == 1 {
      drawVertical(glyphs.vertical, column: rect.column, from: rect.row, to: bottom, style: style)
      return
    }
    drawHorizontal(glyphs.horizontal, row: rect.row, from: rect.column, to: right, style: style)
    drawHorizontal(glyphs.horizontal, row: bottom, from: rect.column, to: right, style: style)
    drawVertical(glyphs.vertical, column: rect.column, from: rect.row, to: bottom, style: style)
    drawVertical(glyphs.vertical, column: right, from: rect.row, to: bottom, style: style)
    setIfVisible(glyphs.topLeft, column: rect.column, row: rect.row, style: style)
    setIfVisible(glyphs.topRight, column: right, row: rect.row, style: style)
    setIfVisible(glyphs.bottomLeft, column: rect.column, row: bottom, style: style)
    setIfVisible(glyphs.bottomRight, column: right, row: bottom, style: style)
  }

  private mutating func drawHorizontal(
    _ glyph: String, row: Int, from first: Int, to last: Int, style: CellStyle
  ) {
    guard row >= 0, row < size.rows else { return }
    let start = max(first, 0)
    let end = min(last, size.columns - 1)
    guard start <= end else { return }
    for column in start...end {
      place(glyph, width: 1, style: style, at: row * size.columns + column)
    }
  }

  private mutating func drawVertical(
    _ glyph: String, column: Int, from first: Int, to last: Int, style: CellStyle
  ) {
    guard column >= 0, column < size.columns else { return }
    let start = max(first, 0)
    let end = min(last, size.rows - 1)
    guard start <= end else { return }
    for row in start...end {
      place(glyph, width: 1, style: style, at: row * size.columns + column)
    }
  }

  private mutating func setIfVisible(_ glyph: String, column: Int, row: Int, style: CellStyle) {
    guard let index = index(of: CellPoint(column: column, row: row)) else { return }
    place(glyph, width: 1, style: style, at: index)
  }

  private mutating func blankIfVisible(column: Int, row: Int, style: CellStyle) {
    setIfVisible(" ", column: column, row: row, style: style)
  }
}
