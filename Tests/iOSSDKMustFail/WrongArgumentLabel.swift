// expected-error: incorrect argument label in call (have '_:with:', expected '_:withText:')
// A wrong argument label must be rejected: `UITextInput.replace(_:withText:)`.
import UIKit

@MainActor func replacesWithAWrongLabel(_ field: UITextField, _ range: UITextRange) {
  field.replace(range, with: "1")
}
