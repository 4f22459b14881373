#if canImport(UIKit)
  import UIKit

  /// The prompt's Okay / Cancel bar above the keys. It is the field's input accessory, so it
  /// lives in the keyboard's window, outside the prompt's root view: it answers VoiceOver's
  /// escape gesture itself, the same way.
  final class PromptToolbar: UIToolbar {
    /// Runs on the escape gesture and answers whether it cancelled the prompt.
    var escapeAction: (@MainActor () -> Bool)?

    /// Nonisolated for the iOS 16 SDK, as in `PromptRootView`.
    nonisolated override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated { escapeAction?() ?? false }
    }
  }
#endif
