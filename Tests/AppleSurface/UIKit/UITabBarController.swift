/// /documentation/uikit/uitabbarcontroller — `@MainActor class UITabBarController`, inheriting
/// from UIViewController (not in the docs corpus; read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uitabbarcontroller.md, which lists the
/// superclass under Relationships).
@MainActor open class UITabBarController: UIViewController {
  /// /documentation/uikit/uitabbarcontroller/viewcontrollers —
  /// `var viewControllers: [UIViewController]? { get set }`
  open var viewControllers: [UIViewController]? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/uikit/uitabbaritem — `@MainActor class UITabBarItem` (a UIBarItem).
@MainActor open class UITabBarItem: UIBarItem {
  /// NSObject's init, which the convenience initializer below delegates to.
  public override init() { super.init() }

  /// /documentation/uikit/uitabbaritem/init(title:image:tag:) —
  /// `convenience init(title: String?, image: UIImage?, tag: Int)`
  public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
}
