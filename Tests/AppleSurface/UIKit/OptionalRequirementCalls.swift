// Objective-C `optional` protocol requirements, as callers see them.
//
// On Apple platforms a caller must write `delegate?.textField?(field, shouldChangeCharactersIn:
// range, replacementString: text)`: the requirement may be missing, so the member is optional and
// the call needs its own `?`. Swift on Linux has no optional requirements, so each one InputKit
// calls is a protocol-extension property of optional type whose value is callable with the
// requirement's labels. The `?` form type-checks, and a call without it fails with "value of
// optional type … must be unwrapped", as in Xcode. Adopters implement the method with its
// documented signature (it is an ordinary method here). These types are artefacts of the
// surface, not Apple API, hence the underscore.

/// The callable value of `UITextFieldDelegate.textField(_:shouldChangeCharactersIn:
/// replacementString:)`.
public struct _TextFieldShouldChangeCharacters {
  /// Calls the requirement.
  @MainActor public func callAsFunction(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { fatalError() }
}

/// The callable value of `UITextFieldDelegate.textFieldShouldReturn(_:)`.
public struct _TextFieldShouldReturn {
  /// Calls the requirement.
  @MainActor public func callAsFunction(_ textField: UITextField) -> Bool { fatalError() }
}

/// The callable value of `UITextViewDelegate.textView(_:shouldChangeTextIn:replacementText:)`.
public struct _TextViewShouldChangeText {
  /// Calls the requirement.
  @MainActor public func callAsFunction(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { fatalError() }
}

/// The callable value of `UITextViewDelegate.textViewDidChange(_:)`.
public struct _TextViewDidChange {
  /// Calls the requirement.
  @MainActor public func callAsFunction(_ textView: UITextView) {}
}
