/// /documentation/uikit/uibutton — `@MainActor class UIButton` (UIButton.h: `NS_SWIFT_UI_ACTOR
/// @interface UIButton : UIControl <NSCoding>`).
@MainActor open class UIButton: UIControl {
  /// /documentation/uikit/uibutton/buttontype-swift.enum — `enum ButtonType`; only the system
  /// type is declared, with the header's raw value (UIButton.h: `UIButtonTypeSystem
  /// API_AVAILABLE(ios(7.0))`, 1).
  public enum ButtonType: Int, Sendable {
    /// /documentation/uikit/uibutton/buttontype-swift.enum/system — a system style button.
    case system = 1
  }

  /// UIView's `init(frame:)`, which the convenience initializer delegates to.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// UIView's `init?(coder:)`, inherited (see UIView.swift).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uibutton/init(type:) — `convenience init(type buttonType:
  /// UIButton.ButtonType)` ("Creates and returns a new button of the specified type")
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

  /// /documentation/uikit/uibutton/settitle(_:for:) — `func setTitle(_ title: String?, for state:
  /// UIControl.State)` (UIButton.h: `- (void)setTitle:(nullable NSString *)title
  /// forState:(UIControlState)state;`)
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }

  /// /documentation/uikit/uibutton/settitlecolor(_:for:) — `func setTitleColor(_ color: UIColor?,
  /// for state: UIControl.State)` (UIButton.h: `- (void)setTitleColor:(nullable UIColor *)color
  /// forState:(UIControlState)state UI_APPEARANCE_SELECTOR;`)
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }

  /// /documentation/uikit/uibutton/titlelabel — `var titleLabel: UILabel? { get }` ("Although
  /// this property is read-only, its own properties are read/write")
  open var titleLabel: UILabel? { fatalError() }

  /// /documentation/uikit/uibutton/setimage(_:for:) — `func setImage(_ image: UIImage?, for
  /// state: UIControl.State)` (UIButton.h: `- (void)setImage:(nullable UIImage *)image
  /// forState:(UIControlState)state;`)
  open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
}

extension UIControl {
  /// /documentation/uikit/uicontrol/state-swift.struct — `struct State`, an option set of control
  /// states; only `normal` is declared (UIControl.h: `UIControlStateNormal = 0`).
  public struct State: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// States from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// /documentation/uikit/uicontrol/state-swift.struct/normal — `static var normal:
    /// UIControl.State { get }`
    public static var normal: UIControl.State { UIControl.State(rawValue: 0) }
  }
}

extension UIControl.Event {
  /// /documentation/uikit/uicontrol/event/touchupinside — `static var touchUpInside:
  /// UIControl.Event { get }` (UIControl.h: `UIControlEventTouchUpInside = 1 <<  6,`)
  public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
}
