// The UIView members the overlay and the prompt use to appear, fade and be laid out. Pages not
// opened in the docs corpus are marked "(page not looked up)": their declarations are the SDK's
// well-known forms, and the doc comment says so rather than claim a verification that did not
// happen.
extension UIView {
  /// /documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:) —
  /// `class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options:
  /// UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) ->
  /// Void)? = nil)`
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError() }

  /// /documentation/uikit/uiview/animationoptions — `struct AnimationOptions` (page not looked
  /// up; the raw value is the header's bit, `UIViewAnimationOptionBeginFromCurrentState = 1 << 2`).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Options from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// beginFromCurrentState: start from the current on-screen value of an animation in flight.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  }

  /// /documentation/uikit/uiview/ishidden — `var isHidden: Bool { get set }` (page not looked up)
  public var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/alpha — `var alpha: CGFloat { get set }` (page not looked up)
  public var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/layer — `var layer: CALayer { get }` (page not looked up)
  public var layer: CALayer { fatalError() }

  /// /documentation/uikit/uiview/window — `var window: UIWindow? { get }` (page not looked up)
  public var window: UIWindow? { fatalError() }

  /// /documentation/uikit/uiview/removefromsuperview() — `func removeFromSuperview()` (page not
  /// looked up)
  public func removeFromSuperview() { fatalError() }

  /// /documentation/uikit/uiview/sizetofit() — `func sizeToFit()` (page not looked up)
  public func sizeToFit() { fatalError() }

  /// /documentation/uikit/uiview/translatesautoresizingmaskintoconstraints —
  /// `var translatesAutoresizingMaskIntoConstraints: Bool { get set }` (page not looked up)
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/safearealayoutguide —
  /// `var safeAreaLayoutGuide: UILayoutGuide { get }` (page not looked up)
  public var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

  /// /documentation/uikit/uiview/bottomanchor — `var bottomAnchor: NSLayoutYAxisAnchor { get }`
  /// (page not looked up; the same form as topAnchor)
  public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/leadinganchor — `var leadingAnchor: NSLayoutXAxisAnchor { get }`
  /// (page not looked up)
  public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/trailinganchor —
  /// `var trailingAnchor: NSLayoutXAxisAnchor { get }` (page not looked up)
  public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/centerxanchor — `var centerXAnchor: NSLayoutXAxisAnchor { get }`
  /// (page not looked up)
  public var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/centeryanchor — `var centerYAnchor: NSLayoutYAxisAnchor { get }`
  /// (page not looked up)
  public var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

extension UILayoutGuide {
  /// /documentation/uikit/uilayoutguide/bottomanchor — `var bottomAnchor: NSLayoutYAxisAnchor
  /// { get }` (linked from the followsUndockedKeyboard page; not opened)
  public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// /documentation/uikit/uilayoutguide/leadinganchor — (page not looked up)
  public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// /documentation/uikit/uilayoutguide/trailinganchor — (page not looked up)
  public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
}

extension UIKeyboardLayoutGuide {
  /// /documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard —
  /// `var followsUndockedKeyboard: Bool { get set }`. "The default value is false; the guide
  /// tracks the keyboard only when docked. When the keyboard is off screen or undocked, the
  /// guide's topAnchor matches the bottomAnchor of safeAreaLayoutGuide."
  public var followsUndockedKeyboard: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension NSLayoutAnchor {
  /// constraint(greaterThanOrEqualTo:constant:) — `func constraint(greaterThanOrEqualTo anchor:
  /// NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint` (page not looked
  /// up; the sibling of constraint(equalTo:constant:))
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

extension NSLayoutDimension {
  /// constraint(greaterThanOrEqualToConstant:) — `func constraint(greaterThanOrEqualToConstant
  /// c: CGFloat) -> NSLayoutConstraint` (page not looked up; the sibling of
  /// constraint(equalToConstant:))
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    fatalError()
  }
}

/// /documentation/uikit/uiwindow — `@MainActor class UIWindow` (page not looked up; only the
/// type is used, as the container of a `.screen` overlay).
@MainActor open class UIWindow: UIView {}

extension UIColor {
  /// /documentation/uikit/uicolor/cgcolor — `var cgColor: CGColor { get }` (page not looked up)
  public var cgColor: CGColor { fatalError() }
}

extension UILabel {
  /// /documentation/uikit/uilabel/numberoflines — `var numberOfLines: Int { get set }` (page not
  /// looked up)
  public var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UITextField {
  /// /documentation/uikit/uitextfield/borderstyle-swift.property —
  /// `var borderStyle: UITextField.BorderStyle { get set }` (page not looked up)
  public var borderStyle: UITextField.BorderStyle {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextfield/borderstyle-swift.enum — `enum BorderStyle: Int`
  /// (page not looked up)
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle, the usual look of a text field.
    case roundedRect
  }
}
