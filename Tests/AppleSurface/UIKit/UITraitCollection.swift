/// /documentation/uikit/uitraitcollection — immutable, usable from any thread.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// /documentation/uikit/uitraitcollection/init(userinterfacestyle:)
  public init(userInterfaceStyle: UIUserInterfaceStyle) { super.init() }

  /// /documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:) —
  /// `convenience init(preferredContentSizeCategory: UIContentSizeCategory)` (page not looked
  /// up; the SDK's form, UITraitCollection.h: `+ (UITraitCollection
  /// *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)
  /// preferredContentSizeCategory`)
  public init(preferredContentSizeCategory: UIContentSizeCategory) { super.init() }

  /// /documentation/uikit/uitraitcollection/userinterfacestyle
  open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }

  /// /documentation/uikit/uitraitcollection/displayscale — `var displayScale: CGFloat { get }`
  /// ("The default display scale for a trait collection is 0.0 (indicating unspecified)").
  open var displayScale: CGFloat { fatalError() }

  /// /documentation/uikit/uitraitcollection/horizontalsizeclass — `var horizontalSizeClass:
  /// UIUserInterfaceSizeClass { get }` (the SDK header UITraitCollection.h: `@property
  /// (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;`)
  open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }

  /// /documentation/uikit/uitraitcollection/verticalsizeclass — `var verticalSizeClass:
  /// UIUserInterfaceSizeClass { get }` (UITraitCollection.h)
  open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }

  /// /documentation/uikit/uitraitcollection/accessibilitycontrast — `var accessibilityContrast:
  /// UIAccessibilityContrast { get }` (iOS 13): whether the person asked for Increase Contrast.
  open var accessibilityContrast: UIAccessibilityContrast { fatalError() }

  /// /documentation/uikit/uitraitcollection/preferredcontentsizecategory — `var
  /// preferredContentSizeCategory: UIContentSizeCategory { get }` (page not looked up; the
  /// SDK's form, UITraitCollection.h: the font size the person chose, Dynamic Type)
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

/// /documentation/uikit/uiaccessibilitycontrast — `enum UIAccessibilityContrast` with
/// `init?(rawValue: Int)` (the SDK header UIInterface.h: `UIAccessibilityContrastUnspecified = -1,
/// UIAccessibilityContrastNormal, UIAccessibilityContrastHigh`).
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
  /// /documentation/uikit/uiaccessibilitycontrast/unspecified
  case unspecified = -1
  /// /documentation/uikit/uiaccessibilitycontrast/normal
  case normal = 0
  /// /documentation/uikit/uiaccessibilitycontrast/high
  case high = 1
}

/// /documentation/uikit/uicontentsizecategory — `struct UIContentSizeCategory` (page not
/// looked up; the SDK's form, UIContentSizeCategory.h: `typedef NSString *
/// UIContentSizeCategory NS_TYPED_ENUM;`). Only compared here.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The category's name.
  public let rawValue: String
  /// A category from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// /documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// /documentation/uikit/uiuserinterfacestyle/unspecified
  case unspecified
  /// /documentation/uikit/uiuserinterfacestyle/light
  case light
  /// /documentation/uikit/uiuserinterfacestyle/dark
  case dark
}

/// /documentation/uikit/uiuserinterfacesizeclass — `enum UIUserInterfaceSizeClass` (the SDK
/// header UIInterface.h: `typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {
/// Unspecified = 0, Compact = 1, Regular = 2 }`); `@frozen` is not claimed, so switches need a
/// default as for any imported NS_ENUM.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  /// `UIUserInterfaceSizeClassUnspecified`
  case unspecified = 0
  /// `UIUserInterfaceSizeClassCompact`
  case compact = 1
  /// `UIUserInterfaceSizeClassRegular`
  case regular = 2
}
