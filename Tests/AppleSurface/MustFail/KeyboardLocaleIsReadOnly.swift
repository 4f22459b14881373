// InputKit's own API is checked too: a keyboard's locale is chosen when it is made.
// expected-error: cannot assign to property: 'locale' is a get-only property
import InputKit
import UIKit

@MainActor func relocalize(_ keyboard: CalculatorKeyboard) {
  keyboard.locale = Locale(identifier: "de_DE")
}
