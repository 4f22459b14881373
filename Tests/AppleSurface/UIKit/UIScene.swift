// Scenes: the example app builds its window in its scene delegate.

/// /documentation/uikit/uiscene — `@MainActor class UIScene : UIResponder` (page not looked up).
@MainActor open class UIScene: UIResponder {
  /// /documentation/uikit/uiscene/connectionoptions — `@MainActor class ConnectionOptions`;
  /// "Don't create UIScene.ConnectionOptions objects directly".
  @MainActor open class ConnectionOptions: NSObject {}
}

/// /documentation/uikit/uiwindowscene — `@MainActor class UIWindowScene : UIScene` (page not
/// looked up; the type of /documentation/uikit/uiwindow/init(windowscene:)'s parameter).
@MainActor open class UIWindowScene: UIScene {}

/// /documentation/uikit/uiscenesession — `@MainActor class UISceneSession : NSObject` (page not
/// looked up; the type of the `session` parameter of scene(_:willConnectTo:options:)).
@MainActor open class UISceneSession: NSObject {}

/// /documentation/uikit/uiscenedelegate — `@MainActor protocol UISceneDelegate :
/// NSObjectProtocol` (page not looked up). Its requirements are optional: a requirement plus a
/// default here (see Guides/AppleSurface.md).
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
/// UISceneDelegate` (page not looked up).
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
