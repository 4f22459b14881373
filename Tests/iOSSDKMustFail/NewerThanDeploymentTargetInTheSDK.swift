// expected-error: 'isEnabled' is only available in iOS 16.4 or newer
// API the SDK has but the deployment target (iOS 16.0) does not must be rejected without an
// availability check: `UISearchBar.isEnabled` is iOS 16.4's.
import UIKit

@MainActor func disablesASearchBar(_ bar: UISearchBar) {
  bar.isEnabled = false
}
