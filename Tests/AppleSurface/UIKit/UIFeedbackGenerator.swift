/// /documentation/uikit/uifeedbackgenerator
@MainActor open class UIFeedbackGenerator: NSObject {
  /// /documentation/uikit/uifeedbackgenerator/prepare()
  open func prepare() { fatalError() }
}

/// /documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// /documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  public enum FeedbackStyle: Int, Sendable {
    /// /documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/light
    case light
    /// /documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/medium
    case medium
    /// /documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/heavy
    case heavy
    /// /documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/soft
    case soft
    /// /documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/rigid
    case rigid
  }

  /// /documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { super.init() }

  /// /documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
  open func impactOccurred() { fatalError() }
}

/// /documentation/uikit/uinotificationfeedbackgenerator
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// /documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
  public enum FeedbackType: Int, Sendable {
    /// /documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/success
    case success
    /// /documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/warning
    case warning
    /// /documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/error
    case error
  }

  /// NSObject's `init()`, inherited (the class declares no other initializer).
  public override init() { super.init() }

  /// /documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
  open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
    fatalError()
  }
}
