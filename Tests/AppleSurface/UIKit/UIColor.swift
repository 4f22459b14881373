/// /documentation/uikit/uicolor — not main-actor isolated; colours are immutable values.
open class UIColor: NSObject, @unchecked Sendable {
  /// /documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }

  /// /documentation/uikit/uicolor/clear — `class var clear: UIColor { get }` (UIColor.h:
  /// `@property(class, nonatomic, readonly) UIColor *clearColor; // 0.0 white, 0.0 alpha`)
  open class var clear: UIColor { fatalError() }

  /// /documentation/uikit/uicolor/init(dynamicprovider:)
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }

  /// /documentation/uikit/uicolor/resolvedcolor(with:)
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
}

extension UIColor {
  /// /documentation/uikit/uicolor/systemred — `class var systemRed: UIColor { get }` (page not
  /// looked up; the SDK's form, UIColor.h: `@property (class, nonatomic, readonly) UIColor
  /// *systemRedColor`)
  public class var systemRed: UIColor { fatalError() }
}
