extension TextEditingState {
  /// The edit a text-changing key action proposes, before any input rule sees it; `nil` for
  /// actions that change no text here (`return`, `evaluate`, `moveCursor`, `switchLayout`,
  /// `custom`) and for a delete-backward with nothing before the caret.
  ///
  /// Insert replaces the selection. Delete-backward deletes the selection, or the one
  /// grapheme cluster before the caret — a whole flag, emoji or accented letter.
  public func proposedEdit(for action: KeyAction) -> Edit? {
    switch action {
    case .insert(let text):
      return Edit(range: selection, replacement: text)
    case .deleteBackward:
      if !selection.isEmpty { return Edit(range: selection, replacement: "") }
      guard selection.lowerBound > 0 else { return nil }
      let caret = text.stringIndex(utf16Offset: selection.lowerBound)
      let start = text.utf16Offset(of: text.index(before: caret))
      return Edit(range: start..<selection.lowerBound, replacement: "")
    case .clear:
      return text.isEmpty ? nil : Edit(range: 0..<text.utf16.count, replacement: "")
    case .return, .evaluate, .moveCursor, .switchLayout, .custom:
      return nil
    }
  }

  /// Moves the caret by `count` grapheme clusters (negative is backwards), clamped to the
  /// text. A selection first collapses to its start (moving back) or end (moving forward);
  /// that counts as the first step, as arrow keys do.
  public mutating func moveCursor(by count: Int) {
    guard count != 0 else { return }
    var index = text.stringIndex(
      utf16Offset: count < 0 ? selection.lowerBound : selection.upperBound)
    var steps = count.magnitude
    if !selection.isEmpty { steps -= 1 }
    while steps > 0 {
      if count < 0 {
        guard index > text.startIndex else { break }
        index = text.index(before: index)
      } else {
        guard index < text.endIndex else { break }
        index = text.index(after: index)
      }
      steps -= 1
    }
    let offset = text.utf16Offset(of: index)
    select(offset..<offset)
  }
}
