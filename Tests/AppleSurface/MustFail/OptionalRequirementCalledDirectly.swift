// A delegate may not implement an Objective-C optional requirement, so Swift makes the member
// optional: it must be called as `delegate?.textField?(…)`. Calling it without the `?` is an error.
// expected-error: cannot call value of non-function type '_TextFieldShouldChangeCharacters?'
import UIKit

@MainActor func mayChange(_ field: UITextField) -> Bool {
  field.delegate?.textField(
    field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "")
    ?? true
}
