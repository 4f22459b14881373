#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// The gate where its screen is covered or busy: a SwiftUI refusal asked from a screen pushed
  /// above the gate's, or from a full-screen cover, shows at once (UIKit takes the covered
  /// screen's views, the gate's alert view among them, out of the window); the UIKit `push` and
  /// `present` and a SwiftUI gated link tapped twice make one screen; and the gate's hidden alert
  /// view takes no touch.
  @MainActor
  final class NavigationGateCoveredAndBusyScreensTests: XCTestCase {
    /// Fails if a link on a screen pushed onto the stack does not reach the gate set on the
    /// stack, or if its refusal waits for the stack's root, out of the window under the pushed
    /// screen, instead of showing over the window.
    func testARefusalOnAPushedScreenShowsWhileThatScreenIsUp() throws {
      let log = GateLog()
      let host = UIHostingController(
        rootView: TwoLevelStack(log: log, gate: NavigationGatePathsTests.makeGate()))
      _ = try TestWindow(root: host, in: self)
      waitUntil("the stack is in the window") { host.viewIfLoaded?.window != nil }

      try activateElement(labelled: "Next level", in: host.view)
      waitUntil("the second level is pushed") { log.appeared == ["second"] }
      waitUntilUIKitHasSettled(in: host.viewIfLoaded?.window)
      try activateElement(labelled: "Refused", in: host.view)

      try expectRefusalAlert(over: host)
      XCTAssertEqual(log.appeared, ["second"], "the second level is still up, nothing pushed")
    }

    /// Fails if a refusal asked inside a full-screen cover waits for the gate's screen, which
    /// UIKit takes out of the window once the cover is up, instead of showing over the cover.
    func testARefusalInsideAFullScreenCoverShowsOverTheCover() throws {
      let host = UIHostingController(
        rootView: GatedFullScreenCover(gate: NavigationGatePathsTests.makeGate()))
      _ = try TestWindow(root: host, in: self)
      try expectRefusalAlert(overWhatIsPresentedBy: host)
    }

    /// Fails if a second `push` while the first screen slides in asks the gate again, makes a
    /// second screen or pushes it (UIKit takes a push during a push).
    func testASecondPushWhileTheFirstSlidesInPushesNothing() throws {
      let gate = NavigationGatePathsTests.makeGate()
      let screen = UIViewController()
      let navigation = UINavigationController(rootViewController: screen)
      let window = try TestWindow(root: navigation, in: self)
      waitUntil("the screen is in the window") { screen.viewIfLoaded?.window != nil }

      var made = 0
      let push = {
        gate.push(.showDetail, values: "12", from: screen) { _ in
          made += 1
          return UIViewController()
        }
      }
      XCTAssertTrue(push())
      XCTAssertFalse(push(), "the second tap pushes nothing")
      waitUntilUIKitHasSettled(in: window.window)

      XCTAssertEqual(made, 1, "one screen is made")
      XCTAssertEqual(navigation.viewControllers.count, 2, "one screen is pushed")
      XCTAssertFalse(
        gate.push(.showDetail, values: "", from: screen) { _ in UIViewController() },
        "a tap on the covered screen does nothing")
      waitUntilUIKitHasSettled(in: window.window)
      XCTAssertNil(navigation.presentedViewController, "and shows no refusal")
    }

    /// Fails if a second `present` while the first screen slides in asks the gate again or
    /// makes a second screen for UIKit to refuse.
    func testASecondPresentWhileTheFirstSlidesInMakesNothing() throws {
      let gate = NavigationGatePathsTests.makeGate()
      let screen = UIViewController()
      let window = try TestWindow(root: screen, in: self)

      var made = 0
      let present = {
        gate.present(.showDetail, values: "12", from: screen) { _ in
          made += 1
          return UIViewController()
        }
      }
      XCTAssertTrue(present())
      XCTAssertFalse(present(), "the second tap presents nothing")
      waitUntilUIKitHasSettled(in: window.window)
      XCTAssertEqual(made, 1, "one screen is made")
    }

    /// Fails if a second tap on a gated link while its push runs pushes a second screen: the
    /// link's screen, covered once the path has grown, does not ask the gate again.
    func testASecondTapOnAGatedLinkWhileItsPushRunsPushesNothing() throws {
      let (log, host, window) = try showTwoLevelStack()

      try activateElement(labelled: "Next level", in: host.view, times: 2)
      waitUntil("the second level is pushed") { log.appeared == ["second"] }
      waitUntilUIKitHasSettled(in: window.window)
      XCTAssertEqual(log.proceeded, ["next"], "one push")
      XCTAssertEqual(log.appeared, ["second"], "one screen")
    }

    /// Fails if a link on the screen a stack pops back to stays dead, or pushes twice for two
    /// taps: UIKit's pop (the back button's, and the swipe's) shows the root as it starts, so
    /// SwiftUI may run the root's `onAppear` while the path still holds the second level. A link
    /// that kept that longer path as its depth would take the shorter one after the pop for its
    /// screen leaving, or its own push for no cover.
    func testALinkOnTheScreenAStackPopsBackToPushesAgain() throws {
      let (log, host, window) = try showTwoLevelStack()
      try activateElement(labelled: "Next level", in: host.view)
      waitUntil("the second level is pushed") { log.appeared == ["second"] }
      waitUntilUIKitHasSettled(in: window.window)

      let stack = try XCTUnwrap(
        host.allChildren.lazy.compactMap { $0 as? UINavigationController }.first,
        "a NavigationStack is a UINavigationController")
      stack.popViewController(animated: true)
      waitUntil("the root is back on top") {
        stack.viewControllers.count == 1 && stack.transitionCoordinator == nil
      }
      waitUntilUIKitHasSettled(in: window.window)
      try activateElement(labelled: "Next level", in: host.view, times: 2)
      waitUntil("the second level is pushed again") { log.appeared == ["second", "second"] }
      waitUntilUIKitHasSettled(in: window.window)
      XCTAssertEqual(
        log.proceeded, ["next", "next"], "the root's link pushed once after the pop, not twice")
    }

    /// Fails if the gate's alert view, laid behind the gated view, or SwiftUI's view around it,
    /// takes a touch on the empty background there (a view that is not hidden answers UIKit's
    /// hit test itself).
    func testTheGatesAlertViewTakesNoTouch() throws {
      let host = UIHostingController(
        rootView: Color.clear.navigationGate(
          NavigationGatePathsTests.makeGate(), values: "", path: .constant([])))
      let window = try TestWindow(root: host, in: self)
      waitUntil("the view is in the window") { host.viewIfLoaded?.window != nil }
      host.view.layoutIfNeeded()

      let bounds = host.view.bounds
      let hit = window.window.hitTest(
        host.view.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window.window), with: nil)
      // The library's view (InputKitPresentation's), found by its module's name; the touch may
      // land neither on it, nor inside it, nor on the view SwiftUI wraps it in (the hosting
      // view itself takes touches on empty space).
      let alerts = try XCTUnwrap(
        host.view.allSubviews.first {
          let name = String(reflecting: type(of: $0))
          return name.hasPrefix("InputKit") && !name.hasPrefix("InputKitDeviceTests.")
        }, "the gate's alert view is in the hosting view")
      let landing = hit.map { Array(sequence(first: $0, next: \.superview)) } ?? []
      XCTAssertFalse(
        landing.contains { $0 === alerts } || (hit === alerts.superview && hit !== host.view),
        "a touch lands on \(String(describing: hit)), InputKit's alert view or its wrapper")
    }
  }

  extension NavigationGateCoveredAndBusyScreensTests {
    /// A `TwoLevelStack` in a test window, its log and its hosting controller.
    fileprivate func showTwoLevelStack() throws -> (
      GateLog, UIHostingController<TwoLevelStack>, TestWindow
    ) {
      let log = GateLog()
      let host = UIHostingController(
        rootView: TwoLevelStack(log: log, gate: NavigationGatePathsTests.makeGate()))
      let window = try TestWindow(root: host, in: self)
      waitUntil("the stack is in the window") { host.viewIfLoaded?.window != nil }
      return (log, host, window)
    }
  }

  extension UIViewController {
    /// The screen's children, theirs, and so on, depth first.
    fileprivate var allChildren: [UIViewController] {
      children.flatMap { [$0] + $0.allChildren }
    }
  }

  /// A stack whose root pushes a second level through a gated link the gate does not guard;
  /// the second level has a link the gate refuses.
  fileprivate struct TwoLevelStack: View {
    let log: GateLog
    let gate: TestGate
    @State private var path: [GateRoute] = []

    var body: some View {
      NavigationStack(path: $path) {
        GatedNavigationLink("Next level", value: GateRoute.next)
          .navigationDestination(for: GateRoute.self) { _ in
            GatedNavigationLink("Refused", value: GateRoute.showDetail)
              .onAppear { log.appeared.append("second") }
          }
      }
      .navigationGate(gate, values: "", path: $path) { route, _ in
        log.proceeded.append(route.rawValue)
        return route
      }
    }
  }

  /// A full-screen cover presented at once over the gate's view, whose content asks the gate
  /// as it appears, for an empty field.
  private struct GatedFullScreenCover: View {
    let gate: TestGate
    @State private var isCovering = true
    @State private var path: [GateRoute] = []

    var body: some View {
      Text("Under the cover")
        .fullScreenCover(isPresented: $isCovering) { NavigatingOnAppear() }
        .navigationGate(gate, values: "", path: $path)
    }
  }
#endif
