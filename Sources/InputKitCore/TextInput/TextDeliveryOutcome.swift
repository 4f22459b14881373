/// What happened when the keyboard tried to put an edit into the active field.
public enum TextDeliveryOutcome: Hashable, Sendable {
  /// The field's text was changed; the caret is where the core predicted it, unless an
  /// `editingChanged` handler reformatted the text.
  case applied
  /// The field's delegate answered `false` and changed the text itself (a formatter that
  /// inserts grouping or a currency sign, the phone-number pattern): the change went in, in the
  /// delegate's form; the caret is where the delegate put it.
  case appliedByDelegate
  /// The field's delegate answered `false` to `textField(_:shouldChangeCharactersIn:
  /// replacementString:)` or `textView(_:shouldChangeTextIn:replacementText:)`; the text is as it was.
  case refusedByDelegate
  /// The field went away (deallocated) before the edit arrived; nothing changed.
  case fieldUnavailable
  /// The edit's range does not fit the field's current text; nothing changed.
  case rangeUnavailable(TextRangeError)

  /// Whether the field's text changed.
  public var didChangeText: Bool { self == .applied || self == .appliedByDelegate }
}
