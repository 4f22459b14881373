// Scenes: the example app builds its window in its scene delegate.

/// /documentation/uikit/uiscene — `@MainActor class UIScene` (a UIResponder).
@MainActor open class UIScene: UIResponder {
  /// /documentation/uikit/uiscene/connectionoptions — `@MainActor class ConnectionOptions`;
  /// "Don't create UIScene.ConnectionOptions objects directly".
  @MainActor open class ConnectionOptions: NSObject {}
}

/// /documentation/uikit/uiwindowscene — `@MainActor class UIWindowScene`, inheriting from UIScene
/// (read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uiwindowscene.md).
@MainActor open class UIWindowScene: UIScene {
  /// /documentation/uikit/uiwindowscene/windows — `var windows: [UIWindow] { get }`, "the
  /// windows associated with the scene".
  open var windows: [UIWindow] { fatalError() }

  /// /documentation/uikit/uiwindowscene/keywindow — `var keyWindow: UIWindow? { get }`
  /// (UIWindowScene.h: `@property (nonatomic, readonly, strong, nullable) UIWindow *keyWindow
  /// API_AVAILABLE(ios(15.0));`)
  open var keyWindow: UIWindow? { fatalError() }
}

/// /documentation/uikit/uiscenesession — `@MainActor class UISceneSession`, inheriting from
/// NSObject (read from the mirror, documentation/UIKit/uiscenesession.md).
@MainActor open class UISceneSession: NSObject {}

/// /documentation/uikit/uiscenedelegate — `@MainActor protocol UISceneDelegate :
/// NSObjectProtocol` (read from the mirror, documentation/UIKit/uiscenedelegate.md). Its
/// requirements are optional: a requirement plus a default here (see
/// Tests/AppleSurface/README.md).
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
  /// /documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:) —
  /// `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options
  /// connectionOptions: UIScene.ConnectionOptions)`
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
  /// The optional requirement's absence.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
}

/// /documentation/uikit/uiwindowscenedelegate — `@MainActor protocol UIWindowSceneDelegate :
/// UISceneDelegate`
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// /documentation/uikit/uiwindowscenedelegate/window — `optional var window: UIWindow? { get
  /// set }`
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// The optional requirement's absence.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
