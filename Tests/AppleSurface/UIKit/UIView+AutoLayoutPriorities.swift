// Auto Layout priorities, tracking-guide constraints, Dynamic Type fonts: the declarations the
// text prompt uses, transcribed from the iOS 16.5 SDK headers (NSLayoutConstraint.h, UIView.h,
// UITrackingLayoutGuide.h, UIGeometry.h, UIFont.h, UIFontDescriptor.h,
// UIContentSizeCategoryAdjusting.h), where the docs corpus did not return the pages.

/// /documentation/uikit/uilayoutpriority — `struct UILayoutPriority` (NSLayoutConstraint.h:
/// `typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM;`).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority's number, 1…1000.
  public var rawValue: Float
  /// A priority from its number.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority from its number (the initializer NS_TYPED_EXTENSIBLE_ENUM adds).
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// `UILayoutPriorityRequired = 1000`
  public static let required = UILayoutPriority(rawValue: 1000)
  /// `UILayoutPriorityDefaultHigh = 750`
  public static let defaultHigh = UILayoutPriority(rawValue: 750)
  /// `UILayoutPriorityDefaultLow = 250`
  public static let defaultLow = UILayoutPriority(rawValue: 250)
}

extension NSLayoutConstraint {
  /// /documentation/uikit/nslayoutconstraint/axis — `enum Axis` (UIView.h:
  /// `typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) { Horizontal = 0, Vertical = 1 }`).
  public enum Axis: Int, Sendable {
    /// `UILayoutConstraintAxisHorizontal`
    case horizontal = 0
    /// `UILayoutConstraintAxisVertical`
    case vertical = 1
  }
}

extension UIView {
  /// /documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:) — `func
  /// setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis:
  /// NSLayoutConstraint.Axis)` (UIView.h)
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { fatalError() }

  /// /documentation/uikit/uiview/setcontenthuggingpriority(_:for:) — `func
  /// setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)`
  /// (UIView.h: `- (void)setContentHuggingPriority:(UILayoutPriority)priority
  /// forAxis:(UILayoutConstraintAxis)axis`)
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { fatalError() }
}

extension NSLayoutAnchor {
  /// /documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:) — `func
  /// constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) ->
  /// NSLayoutConstraint` (NSLayoutAnchor.h)
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

extension UITrackingLayoutGuide {
  /// /documentation/uikit/uitrackinglayoutguide/setconstraints(_:activewhenawayfrom:) — `func
  /// setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge:
  /// NSDirectionalRectEdge)` (UITrackingLayoutGuide.h, iOS 15)
  public func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) { fatalError() }

  /// /documentation/uikit/uitrackinglayoutguide/setconstraints(_:activewhennearedge:) — `func
  /// setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge:
  /// NSDirectionalRectEdge)` (UITrackingLayoutGuide.h, iOS 15)
  public func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) { fatalError() }
}

/// /documentation/uikit/nsdirectionalrectedge — `struct NSDirectionalRectEdge` (UIGeometry.h:
/// `typedef NS_OPTIONS(NSUInteger, NSDirectionalRectEdge)`, top = 1 << 0).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Edges from a bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// `NSDirectionalRectEdgeTop = 1 << 0`
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// `NSDirectionalRectEdgeBottom = 1 << 2`
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
}

extension UIFont {
  /// /documentation/uikit/uifont/textstyle — `struct TextStyle` (UIFontDescriptor.h:
  /// `typedef NSString * UIFontTextStyle NS_TYPED_ENUM;`); raw values are the constants' names.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// A style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `UIFontTextStyleHeadline`
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// `UIFontTextStyleBody`
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// /documentation/uikit/uifont/textstyle/largetitle — `static let largeTitle:
    /// UIFont.TextStyle` (UIFontDescriptor.h: `UIKIT_EXTERN UIFontTextStyle const
    /// UIFontTextStyleLargeTitle API_AVAILABLE(ios(11.0), watchos(5.0)) API_UNAVAILABLE(tvos);`)
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// `UIFontTextStyleFootnote`
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// `UIFontTextStyleTitle1` (/documentation/uikit/uifont/textstyle/title1)
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// `UIFontTextStyleTitle2` (/documentation/uikit/uifont/textstyle/title2)
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// `UIFontTextStyleTitle3` (/documentation/uikit/uifont/textstyle/title3)
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// `UIFontTextStyleCallout` (/documentation/uikit/uifont/textstyle/callout)
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// `UIFontTextStyleCaption1` (/documentation/uikit/uifont/textstyle/caption1)
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// `UIFontTextStyleCaption2` (/documentation/uikit/uifont/textstyle/caption2)
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    /// /documentation/uikit/uifont/textstyle/subheadline — `static let subheadline:
    /// UIFont.TextStyle` (page not looked up; the SDK's form, UIFontDescriptor.h:
    /// `UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleSubheadline`)
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
  }

  /// /documentation/uikit/uifont/preferredfont(fortextstyle:) — `class func
  /// preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont` (UIFont.h)
  public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }

  /// /documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:) — `class func
  /// preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection:
  /// UITraitCollection?) -> UIFont` (page not looked up; the SDK's form, UIFont.h: `+
  /// (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style
  /// compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection`)
  public class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { fatalError() }

  /// /documentation/uikit/uifont/lineheight — `var lineHeight: CGFloat { get }` (UIFont.h:
  /// `@property(nonatomic,readonly) CGFloat lineHeight;`)
  public var lineHeight: CGFloat { fatalError() }
}

extension UILabel {
  /// /documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory —
  /// `var adjustsFontForContentSizeCategory: Bool { get set }` (UIContentSizeCategoryAdjusting.h,
  /// adopted by UILabel and UITextField)
  public var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UITextField {
  /// UIContentSizeCategoryAdjusting's `adjustsFontForContentSizeCategory`, adopted by
  /// UITextField (UITextField.h: `@interface UITextField : UIControl <UITextInput, NSCoding,
  /// UIContentSizeCategoryAdjusting, …>`).
  public var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextfield/font — `var font: UIFont? { get set }` (UITextField.h:
  /// `@property(nullable, nonatomic,strong) UIFont *font;`)
  public var font: UIFont? {
    get { fatalError() }
    set { fatalError() }
  }
}
