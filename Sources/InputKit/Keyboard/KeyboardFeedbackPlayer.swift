#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// Plays the `KeyboardFeedback` of keyboard events: the system input click and haptics.
  ///
  /// The click plays only while the visible input view adopts `UIInputViewAudioFeedback` and
  /// returns `true` from `enableInputClicksWhenVisible` (`KeyboardInputView` does), and only if
  /// the person has keyboard clicks turned on. Generators are kept and prepared on key-down so
  /// that the haptic of a rejected edit comes without delay.
  @MainActor
  public final class KeyboardFeedbackPlayer {
    /// Which feedback each event gives.
    public var feedback: KeyboardFeedback
    private var impactGenerators: [KeyboardFeedback.Impact: UIImpactFeedbackGenerator] = [:]
    private var notificationGenerator: UINotificationFeedbackGenerator?

    /// A player for `feedback`.
    public init(feedback: KeyboardFeedback = .standard) {
      self.feedback = feedback
    }

    /// Plays every effect `event` calls for.
    public func play(_ event: KeyboardFeedback.Event) {
      for effect in feedback.effects(for: event) {
        play(effect)
      }
      for effect in feedback.effectsToPrepare(after: event) {
        prepare(effect)
      }
    }

    /// Plays `effects` in order, such as those `KeyPressDelivery` decides after a press.
    public func play(_ effects: [KeyboardFeedback.Effect]) {
      for effect in effects {
        play(effect)
      }
    }

    private func play(_ effect: KeyboardFeedback.Effect) {
      switch effect {
      case .inputClick:
        UIDevice.current.playInputClick()
      case .impact(let impact):
        impactGenerator(for: impact).impactOccurred()
      case .notification(let notification):
        notificationGeneratorReady().notificationOccurred(Self.feedbackType(for: notification))
      }
    }

    private func prepare(_ effect: KeyboardFeedback.Effect) {
      switch effect {
      case .inputClick: break
      case .impact(let impact): impactGenerator(for: impact).prepare()
      case .notification: notificationGeneratorReady().prepare()
      }
    }

    private func impactGenerator(for impact: KeyboardFeedback.Impact) -> UIImpactFeedbackGenerator {
      if let generator = impactGenerators[impact] { return generator }
      let generator = UIImpactFeedbackGenerator(style: Self.style(for: impact))
      impactGenerators[impact] = generator
      return generator
    }

    private func notificationGeneratorReady() -> UINotificationFeedbackGenerator {
      if let generator = notificationGenerator { return generator }
      let generator = UINotificationFeedbackGenerator()
      notificationGenerator = generator
      return generator
    }

    private static func style(
      for impact: KeyboardFeedback.Impact
    ) -> UIImpactFeedbackGenerator.FeedbackStyle {
      switch impact {
      case .light: .light
      case .medium: .medium
      case .heavy: .heavy
      case .soft: .soft
      case .rigid: .rigid
      }
    }

    private static func feedbackType(
      for notification: KeyboardFeedback.Notification
    ) -> UINotificationFeedbackGenerator.FeedbackType {
      switch notification {
      case .success: .success
      case .warning: .warning
      case .error: .error
      }
    }
  }
#endif
