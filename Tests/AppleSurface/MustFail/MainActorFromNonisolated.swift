// UIKit's views are main-actor isolated; a nonisolated synchronous function cannot touch them.
// expected-error: main actor-isolated
import UIKit

func highlight(_ key: UIControl) {
  key.isHighlighted = true
}
