#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// `NavigationGate.showAlert` on a screen whose view UIKit has not loaded yet.
  @MainActor
  final class NavigationGateAlertLoadingTests: XCTestCase {
    /// Breaks if `showAlert` loads the screen's view (its `viewDidLoad` would run before the
    /// app has set the screen up), or if the message is lost because it did not.
    func testAnAlertForAScreenNotLoadedYetLeavesItsViewAloneAndShowsOnceTheScreenIsUp() throws {
      let window = try TestWindow(in: self)
      let screen = LoadLog()
      NavigationGate.showAlert("Saved", on: screen, language: .english)
      NavigationGate.showAlert("Synced", on: screen, language: .english)
      letUIKitSettle()
      XCTAssertFalse(screen.isViewLoaded, "showAlert loaded the screen's view")

      screen.modalPresentationStyle = .fullScreen
      window.root.present(screen, animated: false, completion: nil)

      XCTAssertEqual(screen.loads, 1)
      waitUntil("the first message shows over the screen") { shownMessage(over: screen) == "Saved" }
      (screen.presentedViewController as? UIAlertController)?.dismiss(animated: false) {}
      waitUntil("the second message shows next") { shownMessage(over: screen) == "Synced" }
    }

    /// The message of the alert `screen` presents, if any.
    private func shownMessage(over screen: UIViewController) -> String? {
      (screen.presentedViewController as? UIAlertController)?.message
    }
  }

  /// A view controller that counts UIKit's loads of its view.
  @MainActor
  private final class LoadLog: UIViewController {
    private(set) var loads = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      loads += 1
    }
  }
#endif
