#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The one question VoiceOver asks the keyboard (escape) or a key (activation), answered
  /// synchronously on the main actor (the iOS 16 SDK declares both methods outside it).
  protocol AccessibilityAnswering: AnyObject, Sendable {
    func accessibilityAnswer() -> Bool
  }

  extension CalculatorKeyboard: @preconcurrency AccessibilityAnswering {
    /// The session's answer to VoiceOver's escape gesture on the keys.
    func accessibilityAnswer() -> Bool {
      answer(.accessibilityEscape)
    }
  }
#endif
