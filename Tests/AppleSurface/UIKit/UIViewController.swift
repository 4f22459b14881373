/// /documentation/uikit/uiviewcontroller — `@MainActor class UIViewController` (the class page
/// was not opened; its member pages below were, unless marked).
@MainActor open class UIViewController: UIResponder {
  /// /documentation/uikit/uiviewcontroller/init(nibname:bundle:) —
  /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`, the designated
  /// initializer.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// init(coder:) — `required init?(coder: NSCoder)` (NSCoding; page not looked up).
  public required init?(coder: NSCoder) { super.init() }

  /// /documentation/uikit/uiviewcontroller/view — `var view: UIView! { get set }` (page not
  /// looked up)
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiviewcontroller/viewifloaded — `var viewIfLoaded: UIView? { get }`
  open var viewIfLoaded: UIView? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewdidload() — `func viewDidLoad()`
  open func viewDidLoad() { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewwillappear(_:) — `func viewWillAppear(_ animated:
  /// Bool)` (page not looked up)
  open func viewWillAppear(_ animated: Bool) { fatalError() }

  /// /documentation/uikit/uiviewcontroller/viewdiddisappear(_:) — `func viewDidDisappear(_
  /// animated: Bool)` (page not looked up)
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

  /// /documentation/uikit/uiviewcontroller/presentedviewcontroller —
  /// `var presentedViewController: UIViewController? { get }` (page not looked up)
  open var presentedViewController: UIViewController? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/presentingviewcontroller —
  /// `var presentingViewController: UIViewController? { get }` (page not looked up)
  open var presentingViewController: UIViewController? { fatalError() }

  /// /documentation/uikit/uiviewcontroller/modalpresentationstyle —
  /// `var modalPresentationStyle: UIModalPresentationStyle { get set }` (page not looked up)
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiviewcontroller/modaltransitionstyle —
  /// `var modalTransitionStyle: UIModalTransitionStyle { get set }` (page not looked up)
  open var modalTransitionStyle: UIModalTransitionStyle {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:) —
  /// `func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool` (page not
  /// looked up)
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    fatalError()
  }

  /// /documentation/uikit/uiviewcontroller/prepare(for:sender:) —
  /// `func prepare(for segue: UIStoryboardSegue, sender: Any?)` (linked from the
  /// UIStoryboardSegue/identifier page; not opened)
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) { fatalError() }
}

/// /documentation/uikit/uimodalpresentationstyle — `enum UIModalPresentationStyle: Int`
/// (the enum page was not opened; the case pages were, for the cases marked).
public enum UIModalPresentationStyle: Int, Sendable {
  /// fullScreen (page not looked up).
  case fullScreen = 0
  /// /documentation/uikit/uimodalpresentationstyle/currentcontext — `case currentContext`
  case currentContext = 3
  /// /documentation/uikit/uimodalpresentationstyle/overcurrentcontext — `case
  /// overCurrentContext`: "The views beneath the presented content are not removed from the view
  /// hierarchy when the presentation finishes."
  case overCurrentContext = 6
}

/// /documentation/uikit/uimodaltransitionstyle — `enum UIModalTransitionStyle: Int` (page not
/// looked up).
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up from the bottom.
  case coverVertical = 0
  /// Flips horizontally.
  case flipHorizontal
  /// Fades in over the presenting view.
  case crossDissolve
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
  /// /documentation/uikit/uialertcontroller/style (page not looked up).
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
  /// UIAlertAction)` (linked from the initializer's page, not opened)
  open func addAction(_ action: UIAlertAction) { fatalError() }
}

/// /documentation/uikit/uialertaction — `@MainActor class UIAlertAction`
@MainActor open class UIAlertAction: NSObject {
  /// /documentation/uikit/uialertaction/style-swift.enum (page not looked up).
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
