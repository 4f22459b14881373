/// The text of a field and its selection, as `UITextInput` speaks it: offsets in UTF-16 code
/// units.
///
/// Both ends of the selection always lie on grapheme-cluster boundaries, so no edit made
/// through this type can split an emoji, a flag or a letter from its combining marks. An
/// empty selection is the caret.
public struct TextEditingState: Hashable, Sendable {
  /// The field's text.
  public private(set) var text: String
  /// The selected range in UTF-16 offsets; empty when it is a caret.
  public private(set) var selection: Range<Int>

  /// Creates a state with the caret at the end of `text`.
  public init(text: String = "") {
    self.text = text
    let end = text.utf16.count
    self.selection = end..<end
  }

  /// Creates a state with `selection` (UTF-16 offsets) clamped into the text and widened
  /// outward to the nearest grapheme-cluster boundaries, so that it never splits a character.
  public init(text: String, selection: Range<Int>) {
    self.text = text
    self.selection = 0..<0
    self.selection = text.graphemeAlignedRange(selection)
  }

  /// The caret's UTF-16 offset when the selection is empty, otherwise `nil`.
  public var caret: Int? { selection.isEmpty ? selection.lowerBound : nil }

  /// The selected text.
  public var selectedText: Substring {
    text[
      text.stringIndex(
        utf16Offset: selection.lowerBound)..<text.stringIndex(
          utf16Offset: selection.upperBound)]
  }

  /// Selects `range` (UTF-16 offsets), clamped and widened to grapheme boundaries.
  public mutating func select(_ range: Range<Int>) {
    selection = text.graphemeAlignedRange(range)
  }

  /// Applies `edit` and places the caret right after the replacement.
  ///
  /// If the new text merges characters across the edit's ends (a combining mark typed after
  /// a letter, two regional indicators becoming a flag), the caret moves to the end of the
  /// merged character.
  public mutating func apply(_ edit: Edit) {
    let range = text.clampedUTF16Range(edit.range)
    text = Edit(range: range, replacement: edit.replacement).applied(to: text)
    let caret = range.lowerBound + edit.replacement.utf16.count
    let aligned = text.graphemeBoundary(atOrAfter: caret)
    selection = aligned..<aligned
  }
}

extension TextEditingState: CustomStringConvertible {
  /// The text with the selection marked: `12|3` for a caret, `1[23]` for a selection.
  public var description: String {
    let lower = text.stringIndex(utf16Offset: selection.lowerBound)
    let upper = text.stringIndex(utf16Offset: selection.upperBound)
    if selection.isEmpty { return text[..<lower] + "|" + text[lower...] }
    return text[..<lower] + "[" + text[lower..<upper] + "]" + text[upper...]
  }
}
