import InputKitExpression
import InputKitShared

extension TextEditingState {
  /// The edit a text-changing key action proposes, before any rule sees it; `nil` for other
  /// actions and for a delete-backward with nothing before the caret, which deletes the
  /// selection or one whole grapheme cluster.
  func proposedEdit(for action: KeyAction) -> Edit? {
    switch action {
    case .insert(let text):
      return Edit(range: selection, replacement: text)
    case .deleteBackward:
      if !selection.isEmpty { return Edit(range: selection, replacement: "") }
      guard selection.lowerBound > 0 else { return nil }
      let caret = text.index(utf8Offset: selectionBytes.lowerBound)
      let start = selection.lowerBound - text.utf16Units(from: text.index(before: caret), to: caret)
      return Edit(range: start..<selection.lowerBound, replacement: "")
    case .clear:
      return text.isEmpty ? nil : Edit(range: 0..<text.utf16.count, replacement: "")
    case .return, .evaluate, .moveCursor, .switchLayout, .custom:
      return nil
    }
  }

  /// Moves the caret by `count` grapheme clusters, clamped; a selection collapsing to its end
  /// in that direction counts as the first step, as arrow keys do.
  package mutating func moveCursor(by count: Int) {
    guard count != 0 else { return }
    // Stepping from the known end of the selection and counting the units of each character
    // passed keeps a move as cheap as the characters it crosses.
    var index = text.index(
      utf8Offset: count < 0 ? selectionBytes.lowerBound : selectionBytes.upperBound)
    var offset = count < 0 ? selection.lowerBound : selection.upperBound
    var steps = count.magnitude
    if !selection.isEmpty { steps -= 1 }
    while steps > 0 {
      if count < 0 {
        guard index > text.startIndex else { break }
        let previous = text.index(before: index)
        offset -= text.utf16Units(from: previous, to: index)
        index = previous
      } else {
        guard index < text.endIndex else { break }
        let next = text.index(after: index)
        offset += text.utf16Units(from: index, to: next)
        index = next
      }
      steps -= 1
    }
    let bytes = text.utf8Offset(of: index)
    setSelection(offset..<offset, bytes: bytes..<bytes)
  }
}
