// From a nonisolated async function a main-actor method must be awaited.
// expected-error: expression is 'async' but is not marked with 'await'
import UIKit

func clickLater() async {
  UIDevice.current.playInputClick()
}
