// expected-error: value of type 'UITextField' has no member 'noSuchMethod'
// A call the SDK does not have must be rejected: the check reads Apple's real UIKit.
import UIKit

@MainActor func callsAMadeUpMethod() {
  UITextField().noSuchMethod()
}
