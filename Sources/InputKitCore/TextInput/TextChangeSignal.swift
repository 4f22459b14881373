/// One of the ways a text field or text view tells an app that its text changed.
///
/// When a person types on the system keyboard, UIKit gives all of a field's signals, once. A
/// custom keyboard changes the text through `UITextInput.replace(_:withText:)`, and whether
/// UIKit then gives them, inside it or later, is not documented, so the calculator keyboard
/// notes which ones UIKit gave until the main queue's turn ends and then gives the missing ones
/// itself, each once.
package enum TextChangeSignal: Hashable, Sendable, CaseIterable {
  /// A text field's `UIControl.Event.editingChanged` actions.
  case editingChanged
  /// `UITextField.textDidChangeNotification` or `UITextView.textDidChangeNotification`.
  case textDidChangeNotification
  /// A text view delegate's `textViewDidChange(_:)`.
  case delegateDidChange
}
