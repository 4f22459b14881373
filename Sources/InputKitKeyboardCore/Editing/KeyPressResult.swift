import InputKitExpression

/// Everything a keyboard needs after one key press: what happened, the field's new state and
/// the live result to show above the keys.
package struct KeyPressResult: Hashable, Sendable {
  /// What a press does to the field.
  package enum Change: Hashable, Sendable {
    /// The text changes by this edit, once the field's delegate agrees to its range.
    case edit(Edit)
    /// Only the selection moved.
    case selectionChanged
    /// A rule refused the edit; the text is unchanged. Play the error haptic.
    case rejected(EditRejection)
    /// The return key asked to end editing.
    case resign
    /// The key asked for another layout.
    case switchLayout(String)
    /// An app-defined key, for the keyboard's delegate.
    case custom(String)
    /// Nothing changes (backspace at the start of an empty field, a cursor already at the
    /// end). Not called `none`, which would read as `Optional.none` where a change is optional.
    case unchanged
  }

  /// What the press did.
  package var change: Change
  /// The field's state after the press (unchanged unless the change is an edit or a move).
  package var state: TextEditingState
  /// The live result for the new text, formatted for display, or `nil` when there is none
  /// to show (no complete expression, or the value reads the same as the text).
  package var preview: String?

  /// Whether editing ends once the change is carried out: Return with
  /// ``ReturnBehavior/evaluateThenResign`` put the value in and now leaves the field. Only an
  /// edit the field took leads to it.
  var resignsAfterEdit: Bool

  /// Creates a result.
  package init(
    change: Change, state: TextEditingState, preview: String?, resignsAfterEdit: Bool = false
  ) {
    self.change = change
    self.state = state
    self.preview = preview
    self.resignsAfterEdit = resignsAfterEdit
  }

  /// Whether the press was refused, for an error haptic.
  var isRejected: Bool {
    if case .rejected = change { return true }
    return false
  }
}
