#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardFrame
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI
  import InputKitValidation

  /// The text prompt's root view: the dimmed cover holding the parts, the container VoiceOver keeps
  /// its focus in, and the view that reports joining or leaving a window.
  ///
  /// UIKit facts: VoiceOver asks each view above the focused element to handle escape, so answering
  /// here reaches every element (`TextPromptKeyboardAndEscapeTests`); a prompt removed with the
  /// view controllers under it is reported by no other callback.
  final class PromptRootView: ViewLifecycleRelay {
    /// Runs on the escape gesture and answers whether it cancelled the prompt; the controller
    /// passes it to the session.
    var escapeAction: (@MainActor () -> Bool)?
    /// Runs when the text size (Dynamic Type) changed: the parts measure differently.
    var textSizeChangedAction: (@MainActor () -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      traitsChanged = { [weak self] previous in
        guard let self,
          previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        else { return }
        textSizeChangedAction?()
      }
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The iOS 16 SDK declares this method outside the main actor (later SDKs on it), so the
    /// override is nonisolated; VoiceOver asks on the main thread, where the answer is read.
    /// `false` once the prompt has ended, so the gesture goes on to what lies under it.
    nonisolated override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated { escapeAction?() ?? false }
    }
  }
#endif
