// CalculatorKeyboard's initializer takes `layout:`, not `keyboardLayout:`.
// expected-error: extra argument 'keyboardLayout' in call
import InputKit
import UIKit

@MainActor func makeKeyboard() -> CalculatorKeyboard {
  CalculatorKeyboard(keyboardLayout: .calculator, locale: Locale(identifier: "en_US"))
}
