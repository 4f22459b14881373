/// /documentation/uikit/uiapplicationdelegate — `@MainActor protocol UIApplicationDelegate :
/// NSObjectProtocol` (read from the Averyy/apple-dev-docs mirror,
/// documentation/UIKit/uiapplicationdelegate.md). Every requirement is optional; the example app
/// implements none.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// /documentation/uikit/uiapplicationdelegate/main() — `@MainActor @preconcurrency static func
  /// main()`: "UIApplicationDelegate provides an implementation of the main() method so that it
  /// can serve as the main entry point for a UIKit app", for a delegate marked `@main`.
  @MainActor @preconcurrency public static func main() { fatalError() }
}
