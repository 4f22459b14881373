// expected-error: value of type 'UITextField' has no member 'inlinePredictionType'
// expected-error: 'inlinePredictionType' is only available in iOS 17.0 or newer
// API the iOS 16 deployment target does not have must be rejected: inline predictions are
// iOS 17's (an iOS 16 SDK does not know them; a newer SDK marks them unavailable).
import UIKit

@MainActor func turnsOffInlinePredictions(_ field: UITextField) {
  field.inlinePredictionType = .no
}
