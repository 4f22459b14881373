// InputKit's own API is checked too: a key needs its light and dark colours.
// expected-error: missing arguments for parameters 'light', 'dark' in call
import InputKit
import UIKit

@MainActor func makeKey() -> KeyButton {
  KeyButton(title: "7", accessibilityLabel: "seven")
}
