/// The field a keyboard puts an edit into, as ``TextDelivery`` needs it: the UIKit layer's
/// `TextInputTarget` adapts a `UITextField` or `UITextView`, and tests use a field of their
/// own. Each requirement does one thing UIKit does; the order and the decisions are
/// ``TextDelivery``'s.
@MainActor
public protocol TextDeliveryField: AnyObject {
  /// Which kind of field it is.
  var kind: TextFieldKind { get }
  /// The field's text now, or `nil` once the field has gone.
  var currentText: String? { get }
  /// The field's delegate's answer to the edit (`textField(_:shouldChangeCharactersIn:
  /// replacementString:)` or `textView(_:shouldChangeTextIn:replacementText:)`), asked with
  /// exactly `edit.nsRange`; `true` when there is no delegate or it does not implement it.
  func delegateAllows(_ edit: Edit) -> Bool
  /// Replaces the UTF-16 `range` (already checked to lie within the text) with `replacement` the
  /// way typing does (`UITextInput.replace(_:withText:)`), and returns the signals UIKit gave
  /// while it did so; `nil` when the field could not turn `range` into a text range.
  func replace(_ range: Range<Int>, with replacement: String) -> Set<TextChangeSignal>?
  /// Gives `signal` for a change UIKit did not announce.
  func send(_ signal: TextChangeSignal)
  /// Selects the UTF-16 `selection`.
  func select(_ selection: Range<Int>)
}
