#if canImport(UIKit)
  import UIKit

  /// The app's entry point; the window is built per scene by `SceneDelegate`.
  @main
  final class AppDelegate: UIResponder, UIApplicationDelegate {}
#endif
