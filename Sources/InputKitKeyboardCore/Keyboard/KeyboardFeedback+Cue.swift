extension KeyboardFeedback {
  /// One click or haptic to play.
  package enum Cue: Hashable, Sendable {
    /// The system keyboard's input click.
    case inputClick
    /// An impact haptic, as of a key being struck.
    case impact(Impact)
    /// A notification haptic, telling that something succeeded, warned or failed.
    case notification(Notification)
  }

  /// How heavy an impact haptic feels, from light to heavy, or soft and rigid.
  package enum Impact: Hashable, Sendable, CaseIterable {
    /// A small, light element.
    case light
    /// A moderately sized element.
    case medium
    /// A large, heavy element.
    case heavy
    /// A soft, elastic element.
    case soft
    /// A rigid, inelastic element.
    case rigid
  }

  /// What a notification haptic tells.
  package enum Notification: Hashable, Sendable, CaseIterable {
    /// Something succeeded.
    case success
    /// Something produced a warning.
    case warning
    /// Something failed, for example an edit was rejected.
    case error
  }
}

extension KeyboardFeedback.Impact {
  /// `UIImpactFeedbackGenerator.FeedbackStyle`'s raw value for this impact: its cases are this
  /// type's in the same order (light 0 … rigid 4).
  package var uiKitRawValue: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension KeyboardFeedback.Notification {
  /// `UINotificationFeedbackGenerator.FeedbackType`'s raw value: success 0, warning 1, error 2,
  /// this type's cases in the same order.
  package var uiKitRawValue: Int { Self.allCases.firstIndex(of: self) ?? 2 }
}
