/// /documentation/uikit/uiactivityindicatorview — `@MainActor class UIActivityIndicatorView`
@MainActor open class UIActivityIndicatorView: UIView {
  /// /documentation/uikit/uiactivityindicatorview/style-swift.enum — `enum Style`; the page lists
  /// large, medium, whiteLarge, white and gray. Only the iOS 13 cases are declared; their raw
  /// values (medium 100, large 101) are not on the page and only matter for equality here.
  public enum Style: Int, Sendable {
    /// The medium spinner.
    case medium = 100
    /// The large spinner.
    case large = 101
  }

  /// /documentation/uikit/uiactivityindicatorview/init(style:) —
  /// `init(style: UIActivityIndicatorView.Style)`
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }

  /// /documentation/uikit/uiactivityindicatorview/init(coder:) — `init(coder: NSCoder)`: not
  /// failable here, unlike UIView's (an override may drop the `?`), so a subclass calls it without
  /// unwrapping.
  public required init(coder: NSCoder) { super.init(coder: coder)! }

  /// /documentation/uikit/uiactivityindicatorview/startanimating() — `func startAnimating()`
  /// (listed on the class page)
  open func startAnimating() { fatalError() }

  /// /documentation/uikit/uiactivityindicatorview/stopanimating() — `func stopAnimating()`
  open func stopAnimating() { fatalError() }

  /// /documentation/uikit/uiactivityindicatorview/hideswhenstopped — `var hidesWhenStopped: Bool
  /// { get set }`
  open var hidesWhenStopped: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiactivityindicatorview/color — `var color: UIColor! { get set }`
  open var color: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
}
