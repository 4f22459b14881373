// expected-error: 'keyWindow' was deprecated in iOS 13.0
// A deprecated API is only a warning to the compiler, and the check fails on it all the same:
// only the old SDK's missing concurrency annotations are let through as warnings.
import UIKit

@MainActor func findsTheKeyWindowTheOldWay() -> UIWindow? {
  UIApplication.shared.keyWindow
}
