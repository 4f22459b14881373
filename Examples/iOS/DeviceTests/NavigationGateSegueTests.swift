#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// The navigation gate on a storyboard screen, in a real window: UIKit asks
  /// `shouldPerformSegue(withIdentifier:sender:)` before a storyboard segue, and the screen
  /// answers with the gate, which shows its refusal in an alert. UIKit's asking itself needs a
  /// storyboard segue (the example app has none); these call the question as UIKit would.
  @MainActor
  final class NavigationGateSegueTests: XCTestCase {
    /// Fails if `shouldPerform(segue:values:presentingAlertOn:)` lets a field of spaces through,
    /// or refuses without the gate's alert (its message, one "Okay" button).
    func testAnEmptyFieldIsRefusedWithAnAlertSayingWhatIsMissing() throws {
      let screen = GuardedScreen()
      _ = try TestWindow(root: screen, in: self)
      screen.field.text = "   "

      XCTAssertFalse(screen.shouldPerformSegue(withIdentifier: "showDetail", sender: nil))

      waitUntil("the alert is presented") { screen.presentedViewController != nil }
      let alert = try XCTUnwrap(screen.presentedViewController as? UIAlertController)
      XCTAssertEqual(alert.preferredStyle, .alert)
      XCTAssertEqual(alert.message, "Please enter some text in the text field")
      XCTAssertEqual(alert.actions.map(\.title), ["Okay"])
      XCTAssertEqual(alert.actions.map(\.style), [.default])
    }

    /// Fails if the gate refuses a filled field, or queues an alert for it anyway.
    func testAFilledFieldLetsTheSegueThroughWithoutAnAlert() throws {
      let screen = GuardedScreen()
      _ = try TestWindow(root: screen, in: self)
      screen.field.text = "12+3"

      XCTAssertTrue(screen.shouldPerformSegue(withIdentifier: "showDetail", sender: nil))

      // The gate may queue an alert until a window or a transition is ready: one would have
      // come by now.
      waitUntilUIKitHasSettled(in: screen.view.window)
      XCTAssertNil(screen.presentedViewController, "a segue let through must show no alert")
    }

    /// Fails if the gate refuses, or alerts on, a segue it has no requirement for.
    func testASegueTheGateDoesNotGuardProceedsWhateverTheField() throws {
      let screen = GuardedScreen()
      _ = try TestWindow(root: screen, in: self)

      XCTAssertTrue(screen.shouldPerformSegue(withIdentifier: "showSettings", sender: nil))
      waitUntilUIKitHasSettled(in: screen.view.window)
      XCTAssertNil(screen.presentedViewController, "a segue the gate does not guard shows no alert")
    }
  }

  /// A screen with a text field whose "showDetail" segue needs the field filled, answering
  /// UIKit's question before a storyboard segue as the gate's documentation shows.
  private final class GuardedScreen: UIViewController {
    let field = UITextField(frame: .zero)
    private let gate = TestGate([.showDetail: [.required(\.self)]], language: .english)

    override func viewDidLoad() {
      super.viewDidLoad()
      field.frame = CGRect(x: 20, y: 100, width: 280, height: 44)
      view.addSubview(field)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      gate.shouldPerform(segue: identifier, values: field.text ?? "", presentingAlertOn: self)
    }
  }
#endif
