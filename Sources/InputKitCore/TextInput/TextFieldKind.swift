/// Which kind of UIKit field a keyboard types into; the two announce a change differently.
package enum TextFieldKind: Hashable, Sendable, CaseIterable {
  /// A `UITextField`: `editingChanged` actions and the text-did-change notification.
  case textField
  /// A `UITextView`: the text-did-change notification and the delegate's `textViewDidChange(_:)`.
  case textView

  /// Every signal a change of this kind of field's text gives, in the order UIKit gives them
  /// for typing.
  var changeSignals: [TextChangeSignal] {
    switch self {
    case .textField: [.editingChanged, .textDidChangeNotification]
    case .textView: [.delegateDidChange, .textDidChangeNotification]
    }
  }
}
