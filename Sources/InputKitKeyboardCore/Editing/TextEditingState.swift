import InputKitExpression
import InputKitShared

/// The text of a field and its selection, as `UITextInput` speaks it: offsets in UTF-16 code
/// units.
///
/// Both ends of the selection always lie on grapheme-cluster boundaries, so no edit made
/// through this type can split an emoji, a flag or a letter from its combining marks. An
/// empty selection is the caret.
package struct TextEditingState: Hashable, Sendable {
  /// The field's text.
  package private(set) var text: String
  /// The selected range in UTF-16 offsets; empty when it is a caret.
  package private(set) var selection: Range<Int>
  /// The text's length in UTF-16 units, kept up to date by every edit so that finding the
  /// caret near the end of a long text does not walk the whole text.
  private(set) var utf16Count: Int
  /// The selection's ends as UTF-8 offsets, kept with it, so that deleting or moving at the
  /// caret of a long text looks only at the characters involved instead of walking the text
  /// from one of its ends. A function of `text` and `selection`, so it never makes two equal
  /// states differ.
  private(set) var selectionBytes: Range<Int>
  /// How many `(` the text before the selection leaves open: its `(` minus its `)`. Kept with
  /// the selection (each change counts only the characters it passes), so that a `)` typed at
  /// the end of a long text is checked without reading the text. Also a function of `text` and
  /// `selection`.
  private(set) var parenthesisBalance: Int

  /// Creates a state with the caret at the end of `text`.
  package init(text: String = "") {
    self.text = text
    let end = text.utf16.count
    self.selection = end..<end
    self.utf16Count = end
    let bytes = text.utf8.count
    self.selectionBytes = bytes..<bytes
    self.parenthesisBalance = 0
    parenthesisBalance = balance(fromByte: 0, to: bytes)
  }

  /// Creates a state with `selection` (UTF-16 offsets) clamped into the text and widened
  /// outward to the nearest grapheme-cluster boundaries, so that it never splits a character.
  package init(text: String, selection: Range<Int>) {
    self.text = text
    self.selection = 0..<0
    self.utf16Count = text.utf16.count
    self.selectionBytes = 0..<0
    self.parenthesisBalance = 0
    select(selection)
  }

  /// The caret's UTF-16 offset when the selection is empty, otherwise `nil`.
  package var caret: Int? { selection.isEmpty ? selection.lowerBound : nil }

  /// The selected text.
  var selectedText: Substring {
    text[
      text.index(
        utf8Offset: selectionBytes.lowerBound)..<text.index(
          utf8Offset: selectionBytes.upperBound)]
  }

  /// Selects `range` (UTF-16 offsets), clamped and widened to grapheme boundaries.
  package mutating func select(_ range: Range<Int>) {
    let aligned = text.graphemeAlignedRange(range)
    let (lower, upper) = text.utf16Positions(aligned, length: utf16Count)
    setSelection(
      aligned, bytes: text.utf8Offset(of: lower.index)..<text.utf8Offset(of: upper.index))
  }

  /// Places the selection at `range`, whose ends are grapheme boundaries at UTF-8 offsets
  /// `bytes`, as callers that stepped there by characters know.
  mutating func setSelection(_ range: Range<Int>, bytes: Range<Int>) {
    parenthesisBalance += balance(fromByte: selectionBytes.lowerBound, to: bytes.lowerBound)
    selection = range
    selectionBytes = bytes
  }

  /// How many `(` the text before UTF-8 offset `byte` leaves open, counted from the
  /// selection's start: the cost is the distance between the two.
  func parenthesisBalance(beforeByte byte: Int) -> Int {
    parenthesisBalance + balance(fromByte: selectionBytes.lowerBound, to: byte)
  }

  /// `(` minus `)` in the text's bytes from `start` to `end`, negated when `end` comes first.
  /// Both are ASCII, so counting bytes counts them exactly.
  private func balance(fromByte start: Int, to end: Int) -> Int {
    guard start != end else { return 0 }
    let range = min(start, end)..<max(start, end)
    var count = 0
    func tally(_ byte: UInt8) {
      if byte == UInt8(ascii: "(") {
        count += 1
      } else if byte == UInt8(ascii: ")") {
        count -= 1
      }
    }
    let contiguous: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes[range] { tally(byte) }
    }
    if contiguous == nil {
      for byte in text.utf8.dropFirst(range.lowerBound).prefix(range.count) { tally(byte) }
    }
    return start < end ? count : -count
  }

  /// The UTF-8 and clamped UTF-16 offsets of UTF-16 `offset`, walked from the nearest known
  /// point (either end of the text or of the selection).
  func position(ofUTF16 offset: Int) -> (bytes: Int, units: Int) {
    let anchors = [
      (bytes: 0, units: 0), (bytes: selectionBytes.lowerBound, units: selection.lowerBound),
      (bytes: selectionBytes.upperBound, units: selection.upperBound),
      (bytes: text.utf8.count, units: utf16Count),
    ]
    let nearest = anchors.min { ($0.units - offset).magnitude < ($1.units - offset).magnitude }!
    return text.utf16Position(offset, from: nearest)
  }

  /// Applies `edit` and places the caret right after the replacement.
  ///
  /// If the new text merges characters across the edit's ends (a combining mark typed after
  /// a letter, two regional indicators becoming a flag), the caret moves to the end of the
  /// merged character.
  package mutating func apply(_ edit: Edit) {
    let lowerBound = position(ofUTF16: edit.range.lowerBound)
    var upperBound = position(ofUTF16: edit.range.upperBound)
    if upperBound.units < lowerBound.units { upperBound = lowerBound }
    let lower = text.index(utf8Offset: lowerBound.bytes)
    let upper = text.index(utf8Offset: upperBound.bytes)
    let caret = lowerBound.units + edit.replacement.utf16.count
    let caretBytes = lowerBound.bytes + edit.replacement.utf8.count
    let previous =
      edit.replacement.unicodeScalars.last ?? text[..<lower].unicodeScalars.last
    let next = text[upper...].unicodeScalars.first
    // The text before the edit stays as it is: count from the edit's start afterwards.
    let balanceAtLower = parenthesisBalance(beforeByte: lowerBound.bytes)
    // In place: a text no one else holds grows at its end without being copied, which keeps
    // typing into a long field linear.
    text.replaceSubrange(lower..<upper, with: edit.replacement)
    utf16Count += edit.replacement.utf16.count - (upperBound.units - lowerBound.units)
    parenthesisBalance = balanceAtLower
    selectionBytes = lowerBound.bytes..<lowerBound.bytes
    if Self.breaksBetween(previous, next) {
      setSelection(caret..<caret, bytes: caretBytes..<caretBytes)
    } else {
      // The caret may now be inside a merged character: move to that character's end,
      // measuring only the characters around it.
      let index = text.index(utf8Offset: caretBytes)
      guard index < text.endIndex else {
        setSelection(caret..<caret, bytes: caretBytes..<caretBytes)
        return
      }
      let start = text.index(before: text.index(after: index))
      if start == index {
        setSelection(caret..<caret, bytes: caretBytes..<caretBytes)
      } else {
        let end = text.index(after: start)
        let aligned = caret + text.utf16Units(from: index, to: end)
        let bytes = text.utf8Offset(of: end)
        setSelection(aligned..<aligned, bytes: bytes..<bytes)
      }
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
  package var description: String {
    let lower = text.index(utf8Offset: selectionBytes.lowerBound)
    let upper = text.index(utf8Offset: selectionBytes.upperBound)
    if selection.isEmpty { return text[..<lower] + "|" + text[lower...] }
    return text[..<lower] + "[" + text[lower..<upper] + "]" + text[upper...]
  }
}
