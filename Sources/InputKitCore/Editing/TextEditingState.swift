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
  /// The text's length in UTF-16 units, kept up to date by every edit so that finding the
  /// caret near the end of a long text does not walk the whole text.
  private(set) var utf16Count: Int

  /// Creates a state with the caret at the end of `text`.
  public init(text: String = "") {
    self.text = text
    let end = text.utf16.count
    self.selection = end..<end
    self.utf16Count = end
  }

  /// Creates a state with `selection` (UTF-16 offsets) clamped into the text and widened
  /// outward to the nearest grapheme-cluster boundaries, so that it never splits a character.
  public init(text: String, selection: Range<Int>) {
    self.text = text
    self.selection = 0..<0
    self.utf16Count = text.utf16.count
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
    let (lower, upper) = text.utf16Positions(edit.range, length: utf16Count)
    let caret = lower.offset + edit.replacement.utf16.count
    let previous =
      edit.replacement.unicodeScalars.last ?? text[..<lower.index].unicodeScalars.last
    let next = text[upper.index...].unicodeScalars.first
    // In place: a text no one else holds grows at its end without being copied, which keeps
    // typing into a long field linear.
    text.replaceSubrange(lower.index..<upper.index, with: edit.replacement)
    utf16Count += edit.replacement.utf16.count - (upper.offset - lower.offset)
    if Self.breaksBetween(previous, next) {
      selection = caret..<caret
    } else {
      let aligned = text.graphemeBoundary(atOrAfter: caret)
      selection = aligned..<aligned
    }
  }

  /// Whether there is certainly a grapheme-cluster boundary between two adjacent scalars,
  /// without running grapheme breaking (the common case for calculator text: digits and
  /// operators). Only rules that look at the scalar before a boundary could join these:
  /// CR LF, and Prepend, Hangul, ZWJ and regional-indicator scalars — all at U+0600 or above.
  /// Rules that look at the scalar after it (Extend, SpacingMark, ZWJ …) all start at U+0300.
  private static func breaksBetween(_ previous: Unicode.Scalar?, _ next: Unicode.Scalar?) -> Bool {
    guard let previous, let next else { return true }
    guard next.value < 0x300, previous.value < 0x600 || previous == "−" else { return false }
    return !(previous == "\r" && next == "\n")
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
