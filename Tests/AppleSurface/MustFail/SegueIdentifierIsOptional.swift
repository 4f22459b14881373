// A segue's identifier is optional (a segue drawn without one has none): it cannot be used as a
// String without unwrapping.
// expected-error: value of optional type 'String?' must be unwrapped
import UIKit

@MainActor func name(of segue: UIStoryboardSegue) -> String {
  segue.identifier
}
