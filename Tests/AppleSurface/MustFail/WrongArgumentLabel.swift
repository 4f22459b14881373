// The initializer is `init(style:)`, not `init(feedbackStyle:)`.
// expected-error: incorrect argument label in call
import UIKit

@MainActor func makeGenerator() -> UIImpactFeedbackGenerator {
  UIImpactFeedbackGenerator(feedbackStyle: .light)
}
