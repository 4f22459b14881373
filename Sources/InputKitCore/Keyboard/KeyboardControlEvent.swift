/// The control events a text field sends when Return ends editing.
package enum KeyboardControlEvent: Hashable, Sendable {
  /// `UIControl.Event.editingDidEndOnExit`: the return key ended editing.
  case editingDidEndOnExit
  /// `UIControl.Event.primaryActionTriggered`: the field's primary action.
  case primaryActionTriggered
}
