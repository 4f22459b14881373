/// /documentation/uikit/uiview — `@MainActor class UIView`
@MainActor open class UIView: UIResponder {
  /// /documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }

  /// /documentation/uikit/uiview/init(coder:) — its page was not found in the docs corpus (three
  /// searches), nor a UIKit interface in the code corpus (UIView is Objective-C, so the SDK has no
  /// `.swiftinterface` text for it). The form is that of the UIView subclass pages that show it,
  /// e.g. /documentation/roomplan/roomcaptureview/init(coder:) ("This property inherits from
  /// UIView"): `@MainActor @preconcurrency required dynamic init?(coder: NSCoder)`, and
  /// /documentation/uikit/uicontrol/init(coder:): failable and `required` (NSCoding), so a subclass
  /// with its own designated initializer must provide it. Some subclasses narrow it to
  /// non-failable (/documentation/uikit/uiactivityindicatorview/init(coder:)).
  public required init?(coder: NSCoder) { super.init() }

  /// /documentation/uikit/uiview/bounds — `var bounds: CGRect { get set }`
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/frame — `var frame: CGRect { get set }`
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/backgroundcolor —
  /// `@NSCopying var backgroundColor: UIColor? { get set }` (`@NSCopying` applies only to the
  /// SDK's stored property; it does not change how callers use it).
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { fatalError() }

  /// /documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() { fatalError() }

  /// /documentation/uikit/uiview/setneedslayout() — `func setNeedsLayout()`
  open func setNeedsLayout() { fatalError() }
}
