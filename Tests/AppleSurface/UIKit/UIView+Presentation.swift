// The UIView members the overlay and the prompt use to appear, fade and be laid out. Each doc
// comment names the developer.apple.com page its declaration was checked against. Where that page
// was not in the docs corpus, the comment says so and names the copy it was read from instead: the
// Averyy/apple-dev-docs repository in the code corpus, which mirrors the pages as Markdown (its
// `documentation/UIKit/<type>/<member>.md` files).
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

  /// /documentation/uikit/uiview/animationoptions — `struct AnimationOptions`. The raw value is
  /// not on the pages; it is the header's bit, `UIViewAnimationOptionBeginFromCurrentState = 1 << 2`,
  /// and only matters for equality here.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Options from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// /documentation/uikit/uiview/animationoptions/beginfromcurrentstate —
    /// `static var beginFromCurrentState: UIView.AnimationOptions { get }`
    public static var beginFromCurrentState: AnimationOptions { AnimationOptions(rawValue: 1 << 2) }
  }

  /// /documentation/uikit/uiview/ishidden — `var isHidden: Bool { get set }`
  public var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/alpha — `var alpha: CGFloat { get set }`
  public var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/layer — `var layer: CALayer { get }`
  public var layer: CALayer { fatalError() }

  /// /documentation/uikit/uiview/window — `var window: UIWindow? { get }`
  public var window: UIWindow? { fatalError() }

  /// /documentation/uikit/uiview/removefromsuperview() — `func removeFromSuperview()`
  public func removeFromSuperview() { fatalError() }

  /// /documentation/uikit/uiview/sizetofit() — `func sizeToFit()`
  public func sizeToFit() { fatalError() }

  /// /documentation/uikit/uiview/translatesautoresizingmaskintoconstraints —
  /// `var translatesAutoresizingMaskIntoConstraints: Bool { get set }`
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/safearealayoutguide —
  /// `var safeAreaLayoutGuide: UILayoutGuide { get }`
  public var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

  /// /documentation/uikit/uiview/bottomanchor — `@MainActor var bottomAnchor: NSLayoutYAxisAnchor
  /// { get }` (not in the docs corpus; read from the mirror, documentation/UIKit/uiview/bottomanchor.md)
  public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/leadinganchor — `var leadingAnchor: NSLayoutXAxisAnchor { get }`
  public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/trailinganchor —
  /// `var trailingAnchor: NSLayoutXAxisAnchor { get }`
  public var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/centerxanchor — `@MainActor var centerXAnchor:
  /// NSLayoutXAxisAnchor { get }` (not in the docs corpus; read from the mirror,
  /// documentation/UIKit/uiview/centerxanchor.md)
  public var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/centeryanchor — `@MainActor var centerYAnchor:
  /// NSLayoutYAxisAnchor { get }` (not in the docs corpus; read from the mirror,
  /// documentation/UIKit/uiview/centeryanchor.md)
  public var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

extension UILayoutGuide {
  /// /documentation/uikit/uilayoutguide/bottomanchor — `@MainActor var bottomAnchor:
  /// NSLayoutYAxisAnchor { get }` (not in the docs corpus; read from the mirror,
  /// documentation/UIKit/uilayoutguide/bottomanchor.md)
  public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// /documentation/uikit/uilayoutguide/leadinganchor — `@MainActor var leadingAnchor:
  /// NSLayoutXAxisAnchor { get }` (not in the docs corpus; read from the mirror,
  /// documentation/UIKit/uilayoutguide/leadinganchor.md)
  public var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

  /// /documentation/uikit/uilayoutguide/trailinganchor — `@MainActor var trailingAnchor:
  /// NSLayoutXAxisAnchor { get }` (not in the docs corpus; read from the mirror,
  /// documentation/UIKit/uilayoutguide/trailinganchor.md)
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
  /// /documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:) —
  /// `func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
  /// -> NSLayoutConstraint` (not in the docs corpus; read from the mirror,
  /// documentation/UIKit/nslayoutanchor/constraint-greaterthanorequaltoconstant.md)
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

extension NSLayoutDimension {
  /// /documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:) —
  /// `func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint` (not in the
  /// docs corpus; read from the mirror,
  /// documentation/UIKit/nslayoutdimension/constraint-greaterthanorequaltoconstant.md)
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    fatalError()
  }
}

// UIWindow is declared in UIWindow.swift.

extension UIColor {
  /// /documentation/uikit/uicolor/cgcolor — `var cgColor: CGColor { get }` (not in the docs
  /// corpus; read from the mirror, documentation/UIKit/uicolor/cgcolor.md)
  public var cgColor: CGColor { fatalError() }
}

extension UILabel {
  /// /documentation/uikit/uilabel/numberoflines — `@MainActor var numberOfLines: Int { get set }`
  /// (not in the docs corpus; read from the mirror, documentation/UIKit/uilabel/numberoflines.md)
  public var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UITextField {
  /// /documentation/uikit/uitextfield/borderstyle-swift.property —
  /// `@MainActor var borderStyle: UITextField.BorderStyle { get set }` (not in the docs corpus;
  /// read from the mirror, documentation/UIKit/uitextfield/borderstyle-swiftproperty.md)
  public var borderStyle: UITextField.BorderStyle {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextfield/borderstyle-swift.enum — `enum BorderStyle`, with
  /// `init?(rawValue: Int)` and the constants below (not in the docs corpus; read from the
  /// Averyy/apple-dev-docs mirror, documentation/UIKit/uitextfield/borderstyle-swiftenum.md). Raw
  /// values follow the constants' order, for equality only.
  public enum BorderStyle: Int, Sendable {
    /// /documentation/uikit/uitextfield/borderstyle-swift.enum/none (mirror's Topics, above)
    case none
    /// /documentation/uikit/uitextfield/borderstyle-swift.enum/line (mirror's Topics)
    case line
    /// /documentation/uikit/uitextfield/borderstyle-swift.enum/bezel (mirror's Topics)
    case bezel
    /// /documentation/uikit/uitextfield/borderstyle-swift.enum/roundedrect (mirror's Topics)
    case roundedRect
  }
}
