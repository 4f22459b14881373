/// /documentation/uikit/uivisualeffect — `@MainActor class UIVisualEffect` ("An initializer for
/// visual effect views and blur and vibrancy effect objects"; UIVisualEffect.h:
/// `NS_SWIFT_UI_ACTOR @interface UIVisualEffect : NSObject <NSCopying, NSSecureCoding>`).
@MainActor open class UIVisualEffect: NSObject {}

/// /documentation/uikit/uiblureffect — `@MainActor class UIBlurEffect` (UIBlurEffect.h:
/// `NS_SWIFT_UI_ACTOR @interface UIBlurEffect : UIVisualEffect`).
@MainActor open class UIBlurEffect: UIVisualEffect {
  /// /documentation/uikit/uiblureffect/style — `enum Style` ("Blur styles available for blur
  /// effect objects"); only the materials InputKit uses are declared, with the header's raw
  /// values (UIBlurEffect.h: `UIBlurEffectStyleSystemMaterial API_AVAILABLE(ios(13.0))`, 8, and
  /// its "always-light and always-dark versions", 13 and 18).
  public enum Style: Int, Sendable {
    /// /documentation/uikit/uiblureffect/style/systemmaterial — "An adaptable blur effect that
    /// creates the appearance of a material with normal thickness."
    case systemMaterial = 8
    /// /documentation/uikit/uiblureffect/style/systemmateriallight — "A blur effect that creates
    /// the appearance of a material with normal thickness and a light style."
    case systemMaterialLight = 13
    /// /documentation/uikit/uiblureffect/style/systemmaterialdark — "A blur effect that creates
    /// the appearance of a material with normal thickness and a dark style."
    case systemMaterialDark = 18
  }

  /// NSObject's init, which the convenience initializer delegates to.
  public override init() { super.init() }

  /// /documentation/uikit/uiblureffect/init(style:) — `init(style: UIBlurEffect.Style)` ("Creates
  /// a blur effect with the designated style"; a class factory, `+effectWithStyle:`, imported as
  /// a convenience initializer).
  public convenience init(style: UIBlurEffect.Style) { self.init() }
}

/// /documentation/uikit/uivisualeffectview — `@MainActor class UIVisualEffectView` ("An object
/// that implements some complex visual effects").
@MainActor open class UIVisualEffectView: UIView {
  /// /documentation/uikit/uivisualeffectview/init(effect:) — `init(effect: UIVisualEffect?)`
  /// (UIVisualEffectView.h: `- (instancetype)initWithEffect:(nullable UIVisualEffect *)effect
  /// NS_DESIGNATED_INITIALIZER;`)
  public init(effect: UIVisualEffect?) { super.init(frame: .zero) }

  /// /documentation/uikit/uivisualeffectview/effect — `@NSCopying var effect: UIVisualEffect?
  /// { get set }` ("The visual effect provided by the view"; UIVisualEffectView.h:
  /// `@property (nonatomic, copy, nullable) UIVisualEffect *effect;`)
  public var effect: UIVisualEffect?

  /// UIView's `init?(coder:)`, inherited (see UIView.swift).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uivisualeffectview/contentview — `var contentView: UIView { get }`
  /// (page not looked up; UIVisualEffectView.h: `@property (nonatomic, strong, readonly)
  /// UIView *contentView; // Add subviews to the contentView`).
  open var contentView: UIView { fatalError() }
}
