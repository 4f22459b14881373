/// /documentation/uikit/uiprogressview — `@MainActor class UIProgressView`
@MainActor open class UIProgressView: UIView {
  /// /documentation/uikit/uiprogressview/style — `enum Style`: default, bar.
  public enum Style: Int, Sendable {
    /// The standard progress view.
    case `default`
    /// The style for a toolbar.
    case bar
  }

  /// /documentation/uikit/uiprogressview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// /documentation/uikit/uiprogressview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uiprogressview/init(progressviewstyle:) —
  /// `convenience init(progressViewStyle style: UIProgressView.Style)`
  public convenience init(progressViewStyle style: UIProgressView.Style) {
    self.init(frame: .zero)
  }

  /// /documentation/uikit/uiprogressview/progress — `var progress: Float { get set }`; values
  /// outside 0…1 are pinned to it.
  open var progress: Float {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiprogressview/progresstintcolor — `var progressTintColor: UIColor? {
  /// get set }` (UIProgressView.h: `@property(nonatomic, strong, nullable) UIColor*
  /// progressTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;`)
  open var progressTintColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
}
