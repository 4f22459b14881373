#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// Builds the window: a tab bar with the calculator fields, the same in SwiftUI, and
  /// the tally list, each in a navigation controller.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      let fields = CalculatorFieldsViewController(nibName: nil, bundle: nil)
      let swiftUI = UIHostingController(rootView: CalculatorFormView(locale: .current))
      swiftUI.title = "SwiftUI"
      let tally = TallyViewController(storeURL: Self.tallyFileURL())
      tabs.viewControllers = [fields, swiftUI, tally].enumerated().map { index, screen in
        let navigation = UINavigationController(rootViewController: screen)
        navigation.tabBarItem = UITabBarItem(title: screen.title, image: nil, tag: index)
        return navigation
      }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = tabs
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
