/// /documentation/swiftui/uihostingcontroller — `@MainActor @preconcurrency class
/// UIHostingController<Content> where Content : View` (a UIViewController).
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  /// /documentation/swiftui/uihostingcontroller/init(rootview:) —
  /// `@MainActor @preconcurrency init(rootView: Content)`
  public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }

  /// /documentation/swiftui/uihostingcontroller/init(coder:rootview:) is the archive form; the
  /// inherited `init?(coder:)` is restated because a designated initializer is declared.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/swiftui/uihostingcontroller/rootview — `@MainActor @preconcurrency var
  /// rootView: Content { get set }` ("The root view of the SwiftUI view hierarchy managed by
  /// this view controller")
  public var rootView: Content {
    get { fatalError() }
    set { fatalError() }
  }
}
