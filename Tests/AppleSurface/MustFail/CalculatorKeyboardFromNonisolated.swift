// The keyboard is a main-actor view: pressing a key from a nonisolated function is rejected.
// expected-error: main actor-isolated
import InputKit
import UIKit

func pressSeven(on keyboard: CalculatorKeyboard) {
  keyboard.pressKey(at: 0)
}
