import InputKitExpression
import InputKitShared

/// The text of a field and its selection, in UTF-16 offsets as `UITextInput` speaks them.
///
/// Both ends of the selection always lie on grapheme-cluster boundaries, so no edit made
/// through this type can split an emoji, a flag or a letter from its combining marks.
package struct TextEditingState: Hashable, Sendable {
  package private(set) var text: String
  /// The selected range in UTF-16 offsets; empty when it is a caret.
  package private(set) var selection: Range<Int>
  /// The text's length in UTF-16 units, kept up to date by every edit so that finding the
  /// caret near the end of a long text does not walk the whole text.
  private(set) var utf16Count: Int
  /// The selection's ends as UTF-8 offsets, kept so that deleting or moving at the caret of a
  /// long text looks only at the characters involved. A function of `text` and `selection`.
  private(set) var selectionBytes: Range<Int>
  /// How many `(` the text before the selection leaves open, kept so that a `)` typed at the
  /// end of a long text is checked without reading the text. A function of `text` and `selection`.
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

  /// A state with `selection` clamped into the text and widened to grapheme boundaries.
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

  package mutating func select(_ range: Range<Int>) {
    let aligned = text.graphemeAlignedRange(range)
    let (lower, upper) = text.utf16Positions(aligned, length: utf16Count)
    setSelection(
      aligned, bytes: text.utf8Offset(of: lower.index)..<text.utf8Offset(of: upper.index))
  }

  /// Places the selection at `range`, whose grapheme-boundary ends are at UTF-8 offsets `bytes`.
  mutating func setSelection(_ range: Range<Int>, bytes: Range<Int>) {
    parenthesisBalance += balance(fromByte: selectionBytes.lowerBound, to: bytes.lowerBound)
    selection = range
    selectionBytes = bytes
  }

  /// How many `(` the text before UTF-8 offset `byte` leaves open, counted from the selection.
  func parenthesisBalance(beforeByte byte: Int) -> Int {
    parenthesisBalance + balance(fromByte: selectionBytes.lowerBound, to: byte)
  }

  /// `(` minus `)` in the text's (ASCII) bytes from `start` to `end`, negated backwards.
  private func balance(fromByte start: Int, to end: Int) -> Int {
    guard start != end else { return 0 }
    let range = min(start, end)..<max(start, end)
    var count = 0
    func tally(_ byte: UInt8) {
      count += byte == UInt8(ascii: "(") ? 1 : byte == UInt8(ascii: ")") ? -1 : 0
    }
    let contiguous: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes[range] { tally(byte) }
    }
    if contiguous == nil {
      for byte in text.utf8.dropFirst(range.lowerBound).prefix(range.count) { tally(byte) }
    }
    return start < end ? count : -count
  }

  /// The UTF-8 and clamped UTF-16 offsets of UTF-16 `offset`, walked from the nearest known point.
  func position(ofUTF16 offset: Int) -> (bytes: Int, units: Int) {
    let anchors = [
      (bytes: 0, units: 0), (bytes: selectionBytes.lowerBound, units: selection.lowerBound),
      (bytes: selectionBytes.upperBound, units: selection.upperBound),
      (bytes: text.utf8.count, units: utf16Count),
    ]
    let nearest = anchors.min { ($0.units - offset).magnitude < ($1.units - offset).magnitude }!
    return text.utf16Position(offset, from: nearest)
  }

  /// Applies `edit`, the caret after it or at the end of a character it merged (a flag).
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
  /// without running grapheme breaking: the joining rules need a scalar before at U+0600 or
  /// above (or CR LF) or one after at U+0300 or above.
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
