/// /documentation/uikit/uiinputview — `@MainActor class UIInputView`
@MainActor open class UIInputView: UIView {
  /// /documentation/uikit/uiinputview/style — `enum Style` (Sendable, Hashable, RawRepresentable)
  public enum Style: Int, Sendable {
    /// /documentation/uikit/uiinputview/style/default — ``case `default` ``
    case `default`
    /// /documentation/uikit/uiinputview/style/keyboard — `case keyboard`
    case keyboard
  }

  /// /documentation/uikit/uiinputview/init(frame:inputviewstyle:)
  public init(frame: CGRect, inputViewStyle: UIInputView.Style) { super.init(frame: frame) }

  /// /documentation/uikit/uiinputview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uiinputview/allowsselfsizing — `var allowsSelfSizing: Bool { get set }`
  /// (the SDK header UIInputView.h: `@property (nonatomic, assign) BOOL allowsSelfSizing
  /// API_AVAILABLE(ios(9.0)); // defaults to NO`)
  open var allowsSelfSizing: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/uikit/uiinputviewaudiofeedback
///
/// The requirement is `optional` in Objective-C; Swift on Linux has no optional requirements,
/// so it is a requirement with a default implementation below, which types-checks the same
/// uses: adopting without implementing, and implementing with the documented signature.
@MainActor public protocol UIInputViewAudioFeedback: NSObjectProtocol {
  /// /documentation/uikit/uiinputviewaudiofeedback/enableinputclickswhenvisible
  var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
  /// /documentation/uikit/uiinputviewaudiofeedback/enableinputclickswhenvisible (optional)
  public var enableInputClicksWhenVisible: Bool { fatalError() }
}
