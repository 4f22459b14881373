/// /documentation/uikit/uinavigationcontroller — `@MainActor class UINavigationController` (page
/// read); its superclass, UIViewController, is listed under Relationships in the
/// Averyy/apple-dev-docs mirror, documentation/UIKit/uinavigationcontroller.md.
@MainActor open class UINavigationController: UIViewController {
  /// /documentation/uikit/uinavigationcontroller/init(rootviewcontroller:) —
  /// `init(rootViewController: UIViewController)`
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }

  /// UIViewController's `init?(coder:)`, inherited.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uinavigationcontroller/topviewcontroller — `var topViewController:
  /// UIViewController? { get }` (page not looked up; UINavigationController.h:
  /// `@property(nullable, nonatomic,readonly,strong) UIViewController *topViewController; // The
  /// top view controller on the stack.`).
  open var topViewController: UIViewController? { fatalError() }

  /// /documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:) —
  /// `func pushViewController(_ viewController: UIViewController, animated: Bool)`
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    fatalError()
  }

  /// /documentation/uikit/uinavigationcontroller/popviewcontroller(animated:) —
  /// `@discardableResult func popViewController(animated: Bool) -> UIViewController?`
  /// (UINavigationController.h: `- (nullable UIViewController *)popViewControllerAnimated:(BOOL)
  /// animated; // Returns the popped controller.`)
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
    fatalError()
  }
}

/// /documentation/uikit/uinavigationitem — `@MainActor class UINavigationItem`
@MainActor open class UINavigationItem: NSObject {
  /// /documentation/uikit/uinavigationitem/rightbarbuttonitems —
  /// `var rightBarButtonItems: [UIBarButtonItem]? { get set }`
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIViewController {
  /// /documentation/uikit/uiviewcontroller/title — `var title: String? { get set }`
  @MainActor public var title: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiviewcontroller/navigationitem —
  /// `var navigationItem: UINavigationItem { get }`
  @MainActor public var navigationItem: UINavigationItem { fatalError() }

  /// /documentation/uikit/uiviewcontroller/navigationcontroller — `@MainActor var
  /// navigationController: UINavigationController? { get }` (read from the Averyy/apple-dev-docs
  /// mirror, documentation/UIKit/uiviewcontroller/navigationcontroller.md)
  @MainActor public var navigationController: UINavigationController? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/tabbaritem —
  /// `var tabBarItem: UITabBarItem! { get set }`
  @MainActor public var tabBarItem: UITabBarItem! {
    get { fatalError() }
    set { fatalError() }
  }
}
