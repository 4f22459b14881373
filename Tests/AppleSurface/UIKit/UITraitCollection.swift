/// /documentation/uikit/uitraitcollection — immutable, usable from any thread.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// /documentation/uikit/uitraitcollection/init(userinterfacestyle:)
  public init(userInterfaceStyle: UIUserInterfaceStyle) { super.init() }

  /// /documentation/uikit/uitraitcollection/userinterfacestyle
  open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }

  /// /documentation/uikit/uitraitcollection/displayscale — `var displayScale: CGFloat { get }`
  /// ("The default display scale for a trait collection is 0.0 (indicating unspecified)").
  open var displayScale: CGFloat { fatalError() }
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
