/// /documentation/uikit/uiviewcontroller — `@MainActor class UIViewController`
@MainActor open class UIViewController: UIResponder {
  /// /documentation/uikit/uiviewcontroller/init(nibname:bundle:) —
  /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`, the designated
  /// initializer.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// /documentation/uikit/uiviewcontroller/init(coder:) — its page was not found in the docs corpus;
  /// the form is that of the UIViewController subclass pages, e.g.
  /// /documentation/avkit/avcontentselectionviewcontroller/init(coder:) ("Creates a view
  /// controller with data in an unarchiver"): `@MainActor @preconcurrency required dynamic
  /// init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) { super.init() }

  /// /documentation/uikit/uiviewcontroller/view — `var view: UIView! { get set }`
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiviewcontroller/loadview() — `func loadView()` (the SDK header
  /// UIViewController.h: `- (void)loadView; // This is where subclasses should create their
  /// custom view hierarchy if they aren't using a nib.`)
  open func loadView() { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewifloaded — `var viewIfLoaded: UIView? { get }`
  open var viewIfLoaded: UIView? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewdidload() — `func viewDidLoad()`
  open func viewDidLoad() { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewdidlayoutsubviews() — `func
  /// viewDidLayoutSubviews()` (UIViewController.h: `- (void)viewDidLayoutSubviews
  /// API_AVAILABLE(ios(5.0));`); "The default implementation of this method does nothing."
  open func viewDidLayoutSubviews() { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewwillappear(_:) — `func viewWillAppear(_ animated:
  /// Bool)`
  open func viewWillAppear(_ animated: Bool) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewdidappear(_:) — `func viewDidAppear(_ animated:
  /// Bool)`
  open func viewDidAppear(_ animated: Bool) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewdiddisappear(_:) — `func viewDidDisappear(_
  /// animated: Bool)`
  open func viewDidDisappear(_ animated: Bool) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/present(_:animated:completion:) —
  /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
  /// completion: (() -> Void)? = nil)`
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/dismiss(animated:completion:) —
  /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/isbeingdismissed — `var isBeingDismissed: Bool { get }`
  open var isBeingDismissed: Bool { fatalError() }

  /// /documentation/uikit/uiviewcontroller/ismovingfromparent — `var isMovingFromParent: Bool {
  /// get }` (the form of its sibling page, /documentation/uikit/uiviewcontroller/ismovingtoparent)
  open var isMovingFromParent: Bool { fatalError() }

  /// /documentation/uikit/uiviewcontroller/transitioncoordinator — `var transitionCoordinator:
  /// (any UIViewControllerTransitionCoordinator)? { get }`: "The transition coordinator object
  /// associated with a currently active transition or `nil` if no transition is in progress";
  /// UIKit checks the view controller's ancestors too.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/presentedviewcontroller —
  /// `var presentedViewController: UIViewController? { get }`
  open var presentedViewController: UIViewController? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/parent — `weak var parent: UIViewController? { get }`
  /// (page not looked up; UIViewController.h: `@property(nullable,nonatomic,weak,readonly)
  /// UIViewController *parentViewController;`, imported as `parent`).
  open var parent: UIViewController? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/addchild(_:) — `func addChild(_ childController:
  /// UIViewController)` (page not looked up; UIViewController.h: `- (void)addChildViewController:
  /// (UIViewController *)childController;`, which calls the child's
  /// `willMoveToParentViewController:` itself).
  open func addChild(_ childController: UIViewController) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/removefromparent() — `func removeFromParent()` (page
  /// not looked up; UIViewController.h: `- (void)removeFromParentViewController;`).
  open func removeFromParent() { fatalError() }

  /// /documentation/uikit/uiviewcontroller/willmove(toparent:) — `func willMove(toParent parent:
  /// UIViewController?)` (page not looked up; UIViewController.h:
  /// `- (void)willMoveToParentViewController:(nullable UIViewController *)parent;`).
  open func willMove(toParent parent: UIViewController?) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/didmove(toparent:) — `func didMove(toParent parent:
  /// UIViewController?)` (page not looked up; UIViewController.h:
  /// `- (void)didMoveToParentViewController:(nullable UIViewController *)parent;`).
  open func didMove(toParent parent: UIViewController?) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/presentingviewcontroller —
  /// `var presentingViewController: UIViewController? { get }`
  open var presentingViewController: UIViewController? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/modalpresentationstyle —
  /// `var modalPresentationStyle: UIModalPresentationStyle { get set }`
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiviewcontroller/modaltransitionstyle —
  /// `var modalTransitionStyle: UIModalTransitionStyle { get set }`
  open var modalTransitionStyle: UIModalTransitionStyle {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:) —
  /// `func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool`; the SDK
  /// header UIViewController.h: "This method is not invoked when
  /// -performSegueWithIdentifier:sender: is used."
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    fatalError()
  }

  /// /documentation/uikit/uiviewcontroller/prepare(for:sender:) —
  /// `func prepare(for segue: UIStoryboardSegue, sender: Any?)`
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:) — `func
  /// performSegue(withIdentifier identifier: String, sender: Any?)` (UIViewController.h:
  /// `- (void)performSegueWithIdentifier:(NSString *)identifier sender:(nullable id)sender;`)
  open func performSegue(withIdentifier identifier: String, sender: Any?) { fatalError() }
}

/// /documentation/uikit/uimodalpresentationstyle — `enum UIModalPresentationStyle`. Only the
/// cases InputKit uses are declared; the raw values are the header's, for equality only.
public enum UIModalPresentationStyle: Int, Sendable {
  /// /documentation/uikit/uimodalpresentationstyle/fullscreen — listed on the enum's page.
  case fullScreen = 0
  /// /documentation/uikit/uimodalpresentationstyle/currentcontext — `case currentContext`
  case currentContext = 3
  /// /documentation/uikit/uimodalpresentationstyle/overcurrentcontext — `case
  /// overCurrentContext`: "The views beneath the presented content are not removed from the view
  /// hierarchy when the presentation finishes."
  case overCurrentContext = 6
}

/// /documentation/uikit/uimodaltransitionstyle — `enum UIModalTransitionStyle`, with the four
/// cases its page lists, in the page's order.
public enum UIModalTransitionStyle: Int, Sendable {
  /// /documentation/uikit/uimodaltransitionstyle/coververtical — the default.
  case coverVertical = 0
  /// /documentation/uikit/uimodaltransitionstyle/fliphorizontal
  case flipHorizontal
  /// /documentation/uikit/uimodaltransitionstyle/crossdissolve
  case crossDissolve
  /// /documentation/uikit/uimodaltransitionstyle/partialcurl
  case partialCurl
}

/// /documentation/uikit/uistoryboardsegue — `@MainActor class UIStoryboardSegue`
@MainActor open class UIStoryboardSegue: NSObject {
  /// /documentation/uikit/uistoryboardsegue/init(identifier:source:destination:) —
  /// `init(identifier: String?, source: UIViewController, destination: UIViewController)`
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init()
  }

  /// /documentation/uikit/uistoryboardsegue/identifier — `var identifier: String? { get }`
  open var identifier: String? { fatalError() }

  /// /documentation/uikit/uistoryboardsegue/destination —
  /// `var destination: UIViewController { get }`
  open var destination: UIViewController { fatalError() }
}

/// /documentation/uikit/uialertcontroller — `@MainActor class UIAlertController`
@MainActor open class UIAlertController: UIViewController {
  /// /documentation/uikit/uialertcontroller/style — `enum Style`: actionSheet, alert.
  public enum Style: Int, Sendable {
    /// An action sheet.
    case actionSheet = 0
    /// A modal alert.
    case alert = 1
  }

  /// /documentation/uikit/uialertcontroller/init(title:message:preferredstyle:) —
  /// `convenience init(title: String?, message: String?, preferredStyle:
  /// UIAlertController.Style)`
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { self.init(nibName: nil, bundle: nil) }

  /// /documentation/uikit/uialertcontroller/addaction(_:) — `func addAction(_ action:
  /// UIAlertAction)`
  open func addAction(_ action: UIAlertAction) { fatalError() }
}

/// /documentation/uikit/uialertaction — `@MainActor class UIAlertAction`
@MainActor open class UIAlertAction: NSObject {
  /// /documentation/uikit/uialertaction/style-swift.enum — `enum Style`: default, cancel,
  /// destructive.
  public enum Style: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// Cancels the action.
    case cancel
    /// Might change or delete data.
    case destructive
  }

  /// NSObject's init, which the convenience initializer delegates to.
  public override init() { super.init() }

  /// /documentation/uikit/uialertaction/init(title:style:handler:) —
  /// `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) ->
  /// Void)? = nil)`
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { self.init() }
}

/// /documentation/uikit/uiviewcontrollertransitioncoordinatorcontext — `@MainActor protocol
/// UIViewControllerTransitionCoordinatorContext : NSObjectProtocol` (page not looked up; the
/// SDK's form, UIViewControllerTransitionCoordinator.h). Only named here, as the parameter of
/// the coordinator's blocks.
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// /documentation/uikit/uiviewcontrollertransitioncoordinator — `@MainActor protocol
/// UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// /documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  /// — `func animate(alongsideTransition animation: ((any
  /// UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any
  /// UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
