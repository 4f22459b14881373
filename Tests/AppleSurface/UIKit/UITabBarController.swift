/// /documentation/uikit/uitabbarcontroller — `@MainActor class UITabBarController :
/// UIViewController` (class page not opened; the SDK's form).
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
