extension UIImage {
  /// /documentation/uikit/uiimage/configuration-swift.class — `class Configuration`, the
  /// superclass of symbol configurations (UIImageConfiguration.h: `NS_SWIFT_SENDABLE @interface
  /// UIImageConfiguration : NSObject <NSCopying, NSSecureCoding>`, `init` unavailable).
  open class Configuration: NSObject, @unchecked Sendable {}

  /// /documentation/uikit/uiimage/symbolconfiguration-swift.class — `class SymbolConfiguration`
  /// ("the specific font, size, style, and weight attributes to apply to a symbol image";
  /// UIImageSymbolConfiguration.h: `NS_SWIFT_SENDABLE @interface UIImageSymbolConfiguration :
  /// UIImageConfiguration`).
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// NSObject's init, which the convenience initializer delegates to.
    public override init() { super.init() }

    /// /documentation/uikit/uiimage/symbolconfiguration-swift.class/init(textstyle:) —
    /// `convenience init(textStyle: UIFont.TextStyle)` ("UIKit scales the image to match the
    /// current Dynamic Type setting").
    public convenience init(textStyle: UIFont.TextStyle) { self.init() }
  }

  /// /documentation/uikit/uiimage/init(systemname:withconfiguration:) — `init?(systemName name:
  /// String, withConfiguration configuration: UIImage.Configuration?)` (UIImage.h: `+
  /// (nullable UIImage *)systemImageNamed:(NSString *)name withConfiguration:(nullable
  /// UIImageConfiguration *)configuration API_AVAILABLE(ios(13.0),…);`)
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImage.Configuration?
  ) { self.init() }

  /// /documentation/uikit/uiimage/init(named:) — `init?(named name: String)` (UIImage.h: `+
  /// (nullable UIImage *)imageNamed:(NSString *)name; // load from main bundle`)
  public convenience init?(named name: String) { self.init() }
}

/// /documentation/uikit/uiimageview — `@MainActor class UIImageView` (UIImageView.h:
/// `NS_SWIFT_UI_ACTOR @interface UIImageView : UIView`).
@MainActor open class UIImageView: UIView {
  /// /documentation/uikit/uiimageview/init(image:) — `init(image: UIImage?)` (UIImageView.h:
  /// `- (instancetype)initWithImage:(nullable UIImage *)image;`)
  public init(image: UIImage?) { super.init(frame: .zero) }

  /// UIView's `init?(coder:)`, inherited (see UIView.swift).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uiimageview/image — `var image: UIImage? { get set }` (UIImageView.h:
  /// `@property (nullable, nonatomic, strong) UIImage *image; // default is nil`)
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}
