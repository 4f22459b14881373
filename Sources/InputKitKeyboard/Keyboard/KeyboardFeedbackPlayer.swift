#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore

  /// Plays the keyboard's clicks and haptics, as the session says; generators are kept, so a
  /// prepared one plays without delay.
  @MainActor
  final class KeyboardFeedbackPlayer {
    let feedback: KeyboardFeedback
    private var impactGenerators: [KeyboardFeedback.Impact: UIImpactFeedbackGenerator] = [:]
    private lazy var notificationGenerator = UINotificationFeedbackGenerator()

    init(feedback: KeyboardFeedback = .standard) {
      self.feedback = feedback
    }

    func play(_ cue: KeyboardFeedback.Cue) {
      switch cue {
      case .inputClick: UIDevice.current.playInputClick()
      case .impact(let impact): generator(for: impact).impactOccurred()
      case .notification(let kind):
        notificationGenerator.notificationOccurred(
          UINotificationFeedbackGenerator.FeedbackType(rawValue: kind.uiKitRawValue) ?? .error)
      }
    }

    func prepare(_ cue: KeyboardFeedback.Cue) {
      switch cue {
      case .inputClick: break
      case .impact(let impact): generator(for: impact).prepare()
      case .notification: notificationGenerator.prepare()
      }
    }

    private func generator(for impact: KeyboardFeedback.Impact) -> UIImpactFeedbackGenerator {
      let generator =
        impactGenerators[impact]
        ?? UIImpactFeedbackGenerator(
          style: UIImpactFeedbackGenerator.FeedbackStyle(rawValue: impact.uiKitRawValue) ?? .light)
      impactGenerators[impact] = generator
      return generator
    }
  }
#endif
