/// What happened when the keyboard tried to put an edit into the active field.
public enum TextDeliveryOutcome: Hashable, Sendable {
  /// The field's text was changed and the caret placed.
  case applied
  /// The field's delegate answered `false` to `textField(_:shouldChangeCharactersIn:
  /// replacementString:)` or `textView(_:shouldChangeTextIn:replacementText:)`; nothing changed.
  case refusedByDelegate
  /// The field went away (deallocated) before the edit arrived; nothing changed.
  case fieldUnavailable
  /// The edit's range does not fit the field's current text; nothing changed.
  case rangeUnavailable(TextRangeError)

  /// Whether the field's text changed.
  public var didChangeText: Bool { self == .applied }
}
