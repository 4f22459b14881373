/// /documentation/uikit/uiwindow — `@MainActor class UIWindow`, inheriting from UIView (not in the
/// docs corpus; read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uiwindow.md).
@MainActor open class UIWindow: UIView {
  /// /documentation/uikit/uiwindow/init(windowscene:) — `init(windowScene: UIWindowScene)`
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }

  /// UIView's `init?(coder:)`, inherited (see UIView.swift).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uiwindow/rootviewcontroller —
  /// `var rootViewController: UIViewController? { get set }`
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiwindow/makekeyandvisible() — `func makeKeyAndVisible()`
  open func makeKeyAndVisible() { fatalError() }
}
