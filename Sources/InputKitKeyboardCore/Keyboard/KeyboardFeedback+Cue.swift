extension KeyboardFeedback {
  package enum Cue: Hashable, Sendable {
    case inputClick
    case impact(Impact)
    case notification(Notification)
  }

  /// How heavy an impact haptic feels, as `UIImpactFeedbackGenerator.FeedbackStyle`.
  package enum Impact: Hashable, Sendable, CaseIterable {
    case light, medium, heavy, soft, rigid
  }

  /// What a notification haptic tells, as `UINotificationFeedbackGenerator.FeedbackType`.
  package enum Notification: Hashable, Sendable, CaseIterable {
    case success, warning, error
  }
}

extension KeyboardFeedback.Impact {
  /// `UIImpactFeedbackGenerator.FeedbackStyle`'s raw value: the cases are in the same order.
  package var uiKitRawValue: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension KeyboardFeedback.Notification {
  /// `UINotificationFeedbackGenerator.FeedbackType`'s raw value: the cases are in the same order.
  package var uiKitRawValue: Int { Self.allCases.firstIndex(of: self) ?? 2 }
}
