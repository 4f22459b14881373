/// What a UIKit text field or text view reported about itself: its text and its selected
/// range as UTF-16 offsets from the beginning of the document, or no selection at all.
///
/// UIKit hands these over as `UITextPosition`s; the UIKit layer turns them into offsets with
/// `offset(from:to:)` and this type decides what the keyboard edits: a missing selection is a
/// caret at the end (where typing goes in a field that has just been focused), ends given in
/// reverse are put in order, offsets outside the text are clamped, and a selection that splits
/// a character is widened to whole characters.
public struct TextInputSnapshot: Hashable, Sendable {
  /// The field's text.
  public var text: String
  /// The UTF-16 offset of the selection's start, or `nil` when the field has no selection.
  public var selectionStart: Int?
  /// The UTF-16 offset of the selection's end, or `nil` when the field has no selection.
  public var selectionEnd: Int?

  /// A snapshot of `text` with the selection between `selectionStart` and `selectionEnd`
  /// (UTF-16 offsets); no selection when either is `nil`.
  public init(text: String, selectionStart: Int?, selectionEnd: Int?) {
    self.text = text
    self.selectionStart = selectionStart
    self.selectionEnd = selectionEnd
  }

  /// The editing state the keyboard works on.
  public var editingState: TextEditingState {
    guard let start = selectionStart, let end = selectionEnd else {
      return TextEditingState(text: text)
    }
    return TextEditingState(text: text, selection: Swift.min(start, end)..<Swift.max(start, end))
  }
}
