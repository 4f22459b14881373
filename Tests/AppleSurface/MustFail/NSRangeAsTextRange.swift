// UITextInput replaces a UITextRange, made from UITextPositions; an NSRange is what delegates see.
// expected-error: cannot convert value of type 'NSRange' (aka '_NSRange') to expected argument type 'UITextRange'
import UIKit

@MainActor func replaceFirst(_ field: UITextField) {
  field.replace(NSRange(location: 0, length: 1), withText: "x")
}
