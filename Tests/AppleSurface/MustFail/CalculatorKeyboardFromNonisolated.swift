// The keyboard is a main-actor view: reloading its layout from a nonisolated function is
// rejected.
// expected-error: main actor-isolated
import InputKit
import UIKit

func reloadKeys(of keyboard: CalculatorKeyboard) {
  keyboard.reloadLayout()
}
