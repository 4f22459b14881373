/// /documentation/uikit/uiactivityindicatorview — `@MainActor class UIActivityIndicatorView`
@MainActor open class UIActivityIndicatorView: UIView {
  /// /documentation/uikit/uiactivityindicatorview/style-swift.enum (page not looked up; the
  /// iOS 13 cases).
  public enum Style: Int, Sendable {
    /// The medium spinner.
    case medium = 100
    /// The large spinner.
    case large = 101
  }

  /// /documentation/uikit/uiactivityindicatorview/init(style:) —
  /// `init(style: UIActivityIndicatorView.Style)`
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }

  /// UIView's `init?(coder:)`, inherited (see UIView.swift).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uiactivityindicatorview/startanimating() — `func startAnimating()`
  /// (listed on the class page)
  open func startAnimating() { fatalError() }

  /// /documentation/uikit/uiactivityindicatorview/stopanimating() — `func stopAnimating()`
  open func stopAnimating() { fatalError() }

  /// /documentation/uikit/uiactivityindicatorview/hideswhenstopped — `var hidesWhenStopped: Bool
  /// { get set }` (linked from the class page, not opened)
  open var hidesWhenStopped: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiactivityindicatorview/color — `var color: UIColor! { get set }`
  /// (linked from the class page, not opened)
  open var color: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
}
