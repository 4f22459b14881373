// A method UIDevice does not have (the real one is `playInputClick()`).
// expected-error: has no member 'playInputClicks'
import UIKit

@MainActor func clickTwice() {
  UIDevice.current.playInputClicks()
}
