#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The root of a custom keyboard: a `UIInputView` with the system keyboard's look that
  /// enables input clicks.
  ///
  /// `UIDevice.current.playInputClick()` is silent unless the visible input view adopts
  /// `UIInputViewAudioFeedback` and enables clicks; this view does, whenever its feedback plays
  /// clicks. Set it (or a subclass, such as the calculator keyboard) as a field's `inputView`.
  @MainActor
  open class KeyboardInputView: UIInputView, UIInputViewAudioFeedback {
    /// Plays the keyboard's clicks and haptics.
    let feedbackPlayer: KeyboardFeedbackPlayer

    /// An input view of the given size with the given feedback.
    public init(frame: CGRect, feedback: KeyboardFeedback = .standard) {
      feedbackPlayer = KeyboardFeedbackPlayer(feedback: feedback)
      super.init(frame: frame, inputViewStyle: .keyboard)
      backgroundColor = UIColor(KeyboardPalette.light.background)
    }

    /// An input view loaded from an archive, with the standard feedback.
    public required init?(coder: NSCoder) {
      feedbackPlayer = KeyboardFeedbackPlayer()
      super.init(coder: coder)
      backgroundColor = UIColor(KeyboardPalette.light.background)
    }

    /// Which clicks and haptics the keyboard gives.
    public var feedback: KeyboardFeedback { feedbackPlayer.feedback }

    /// Whether `UIDevice.current.playInputClick()` may sound while this view is visible.
    public var enableInputClicksWhenVisible: Bool {
      feedbackPlayer.feedback.playsInputClicks
    }
  }
#endif
