import InputKitExpression

/// What a keyboard needs after one key press: what happened, the new state, the live result.
package struct KeyPressResult: Hashable, Sendable {
  package enum Change: Hashable, Sendable {
    /// The text changes by this edit, once the field's delegate agrees to its range.
    case edit(Edit)
    case selectionChanged
    /// A rule refused the edit; the text is unchanged. Play the error haptic.
    case rejected(EditRejection)
    case resign
    case switchLayout(String)
    /// An app-defined key, for the keyboard's delegate.
    case custom(String)
    /// Nothing changes (backspace at the start of an empty field, a cursor already at the
    /// end). Not called `none`, which would read as `Optional.none` where a change is optional.
    case unchanged
  }

  package var change: Change
  /// The field's state after the press (unchanged unless the change is an edit or a move).
  package var state: TextEditingState
  /// The live result for the new text, or `nil` when there is none to show.
  package var preview: String?

  /// Whether editing ends once the change is carried out: an edit the field took from
  /// ``ReturnBehavior/evaluateThenResign``.
  var resignsAfterEdit: Bool

  package init(
    change: Change, state: TextEditingState, preview: String?, resignsAfterEdit: Bool = false
  ) {
    self.change = change
    self.state = state
    self.preview = preview
    self.resignsAfterEdit = resignsAfterEdit
  }

  var isRejected: Bool {
    if case .rejected = change { return true }
    return false
  }
}
