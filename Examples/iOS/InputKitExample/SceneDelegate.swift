#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// Builds the window: a tab bar with the calculator fields and the tally list, each in a
  /// navigation controller, and the same in SwiftUI, in its own navigation stack; or, launched
  /// by a UI test with `-InputKitUITest`, that test's screen alone.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      if let mode = UITestViewController.requestedMode {
        show(UITestViewController(mode: mode), in: windowScene)
        return
      }
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      let fields = CalculatorFieldsViewController(nibName: nil, bundle: nil)
      // The SwiftUI screen brings its own NavigationStack.
      let swiftUI = UIHostingController(rootView: CalculatorFormView(locale: .current))
      swiftUI.title = "SwiftUI"
      let tally = TallyViewController(storeURL: Self.tallyFileURL())
      let screens = [
        UINavigationController(rootViewController: fields), swiftUI,
        UINavigationController(rootViewController: tally),
      ]
      for (index, (screen, title)) in zip(screens, [fields.title, "SwiftUI", tally.title])
        .enumerated()
      {
        screen.tabBarItem = UITabBarItem(title: title, image: nil, tag: index)
      }
      tabs.viewControllers = screens
      show(tabs, in: windowScene)
    }

    private func show(_ root: UIViewController, in windowScene: UIWindowScene) {
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = root
      window.makeKeyAndVisible()
      self.window = window
    }

    /// The tally list's file, in the app's documents directory.
    private static func tallyFileURL() -> URL {
      let documents =
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
      return documents.appendingPathComponent("tally.json")
    }
  }
#endif
