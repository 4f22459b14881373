#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// The navigation gate's paths in code and in SwiftUI, in a real window: an empty field is
  /// refused with the gate's alert and nothing is shown; a filled one goes through without an
  /// alert. In SwiftUI the refusal is the same UIKit alert, presented over whatever the window
  /// presents, a sheet included, and a gated link in a `List` row pushes onto the stack's path.
  @MainActor
  final class NavigationGatePathsTests: XCTestCase {
    /// A gate of the test's own: nothing a gate keeps (an alert showing, a queued refusal)
    /// carries over from one test to the next.
    static func makeGate() -> TestGate {
      TestGate([.showDetail: [.required(\.self)]], language: .english)
    }
    static let refusal = "Please enter some text in the text field"

    // MARK: UIKit

    /// Fails if `push` makes or pushes the destination for an empty field, refuses without the
    /// gate's alert, or does not push a filled field's destination with its payload.
    func testPushRefusesAnEmptyFieldWithAnAlertAndPushesAFilledOne() throws {
      let gate = Self.makeGate()
      let screen = UIViewController()
      let navigation = UINavigationController(rootViewController: screen)
      _ = try TestWindow(root: navigation, in: self)
      waitUntil("the screen is in the window") { screen.viewIfLoaded?.window != nil }

      XCTAssertFalse(
        gate.push(.showDetail, values: " ", from: screen, animated: false) { _ in
          XCTFail("the destination is made only when the gate lets the push through")
          return UIViewController()
        })
      try expectRefusalAlert(over: navigation)
      XCTAssertEqual(navigation.viewControllers.count, 1)
      try dismissAlert(over: navigation)

      let detail = UIViewController()
      XCTAssertTrue(
        gate.push(.showDetail, values: "12", from: screen, animated: false) { payload in
          detail.title = payload
          return detail
        })
      XCTAssertIdentical(navigation.topViewController, detail)
      XCTAssertEqual(detail.title, "12")
      // An alert the gate queued for the push's end would have come by now.
      waitUntilUIKitHasSettled(in: navigation.view.window)
      XCTAssertNil(navigation.presentedViewController, "no alert for a filled field")
    }

    /// Fails if `present` shows a refused screen, or reports `true` when UIKit refused the
    /// presentation (the screen already presents one).
    func testPresentRefusesAnEmptyFieldAndReportsWhetherUIKitTookTheScreen() throws {
      let gate = Self.makeGate()
      let window = try TestWindow(in: self)
      let screen = window.root

      XCTAssertFalse(
        gate.present(.showDetail, values: "", from: screen, animated: false) { _ in
          UIViewController()
        })
      try expectRefusalAlert(over: screen)
      try dismissAlert(over: screen)

      let detail = UIViewController()
      XCTAssertTrue(
        gate.present(.showDetail, values: "5", from: screen, animated: false) {
          _ in detail
        })
      XCTAssertIdentical(screen.presentedViewController, detail)

      // The screen already presents the detail: UIKit refuses a second presentation from it.
      XCTAssertFalse(
        gate.present(.showDetail, values: "5", from: screen, animated: false) {
          _ in UIViewController()
        }, "UIKit refused, and the gate must say so")
    }

    /// Fails if the gate, waiting for a tap on its alert's button, never hears the alert go and
    /// holds the next refusal back.
    func testAnAlertDismissedWithoutATapDoesNotHoldUpTheNextRefusal() throws {
      let gate = Self.makeGate()
      let window = try TestWindow(in: self)
      let screen = window.root

      XCTAssertFalse(
        gate.shouldPerform(segue: "showDetail", values: "", presentingAlertOn: screen))
      try expectRefusalAlert(over: screen)
      // The app dismisses what the screen presents, the alert included; no button is tapped.
      screen.dismiss(animated: false, completion: nil)
      waitUntil("the alert is gone") { screen.presentedViewController == nil }

      XCTAssertFalse(
        gate.shouldPerform(segue: "showDetail", values: "", presentingAlertOn: screen))
      try expectRefusalAlert(over: screen)
    }

    /// Fails if a refusal during a sheet's presentation is lost (UIKit ignores a presentation
    /// asked for mid-transition) or shown under the sheet.
    func testARefusalWhileASheetSlidesInShowsOnceTheSheetIsIn() throws {
      let gate = Self.makeGate()
      let window = try TestWindow(in: self)
      let sheet = UIViewController()
      window.root.present(sheet, animated: true, completion: nil)

      XCTAssertFalse(
        gate.shouldPerform(segue: "showDetail", values: "", presentingAlertOn: window.root))

      try expectRefusalAlert(over: sheet)
      XCTAssertIdentical(window.root.presentedViewController, sheet, "the sheet stays")
    }

    /// Fails if a refusal from a screen in no window is dropped, or shown before the screen is
    /// in a window.
    func testARefusalOnAScreenInNoWindowShowsOnceTheScreenJoinsOne() throws {
      let gate = Self.makeGate()
      let screen = UIViewController()

      XCTAssertFalse(
        gate.shouldPerform(segue: "showDetail", values: "", presentingAlertOn: screen))
      waitUntilUIKitHasSettled(in: nil)
      XCTAssertNil(screen.presentedViewController, "no alert from a screen in no window")

      _ = try TestWindow(root: screen, in: self)
      try expectRefusalAlert(over: screen)
    }

    // MARK: SwiftUI

    /// Fails if SwiftUI's gated navigation shows another alert than UIKit's, or refuses a filled
    /// field.
    func testSwiftUIRefusesAnEmptyFieldWithTheSameAlertAndLetsAFilledOneThrough() throws {
      let gate = Self.makeGate()
      let log = GateLog()
      let host = UIHostingController(rootView: GatedStack(text: "", log: log, gate: gate))
      let window = try TestWindow(root: host, in: self)

      try expectRefusalAlert(over: host)
      XCTAssertEqual(log.proceeded, [])
      // Taken down before the swap: an alert left over the old host would hide a new one.
      try dismissAlert(over: host)

      let filled = UIHostingController(rootView: GatedStack(text: "8", log: log, gate: gate))
      window.window.rootViewController = filled
      waitUntil("the filled field goes through") { log.proceeded == ["8"] }
      waitUntilUIKitHasSettled(in: window.window)
      XCTAssertNil(filled.presentedViewController, "no alert for a filled field")
    }

    /// Fails if a refusal asked for inside a SwiftUI sheet is presented from the stack's root,
    /// which is covered, instead of over the sheet.
    func testSwiftUIRefusalFromInsideASheetShowsOverTheSheet() throws {
      let gate = Self.makeGate()
      let host = UIHostingController(rootView: GatedSheet(gate: gate))
      _ = try TestWindow(root: host, in: self)
      try expectRefusalAlert(overWhatIsPresentedBy: host)
    }

    /// Fails if a `GatedNavigationLink` in a `List` row pushes for an empty field, or does not
    /// push a filled one's payload onto the stack's path for its destination to show.
    func testAGatedLinkInAListRowRefusesAnEmptyFieldAndPushesAFilledOne() throws {
      let gate = Self.makeGate()
      let log = GateLog()
      let empty = UIHostingController(rootView: GatedList(text: "", log: log, gate: gate))
      let window = try TestWindow(root: empty, in: self)
      waitUntil("the list is in the window") { empty.viewIfLoaded?.window != nil }

      try activateElement(labelled: "Detail", in: empty.view)
      try expectRefusalAlert(over: empty)
      try dismissAlert(over: empty)
      XCTAssertEqual(log.appeared, [], "a refused link pushes nothing")

      let host = UIHostingController(rootView: GatedList(text: "21", log: log, gate: gate))
      window.window.rootViewController = host
      waitUntil("the list is in the window") { host.viewIfLoaded?.window != nil }
      try activateElement(labelled: "Detail", in: host.view)
      waitUntil("the link's destination is pushed") { log.appeared == ["21"] }
      waitUntilUIKitHasSettled(in: host.viewIfLoaded?.window)
      XCTAssertNil(host.presentedViewController, "no alert for a filled field")
    }
  }

  /// What the gate's device tests share: the refusal alert awaited, dismissed, and SwiftUI's
  /// buttons activated as VoiceOver activates them.
  @MainActor
  extension XCTestCase {
    /// Waits for the gate's refusal alert over `screen` (or over what it presents) and checks
    /// its message and its one Okay button.
    func expectRefusalAlert(
      over screen: UIViewController, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      waitUntil("the refusal alert is presented", file: file, line: line) {
        screen.presentedViewController is UIAlertController
          && screen.presentedViewController?.transitionCoordinator == nil
      }
      let alert = try XCTUnwrap(
        screen.presentedViewController as? UIAlertController, file: file, line: line)
      XCTAssertEqual(alert.message, NavigationGatePathsTests.refusal, file: file, line: line)
      XCTAssertNil(alert.title, "UIKit and SwiftUI show the same alert", file: file, line: line)
      XCTAssertEqual(alert.actions.map(\.title), ["Okay"], file: file, line: line)
    }

    /// Waits until `host` presents a screen (a sheet, a cover) and for the refusal alert over it.
    func expectRefusalAlert(
      overWhatIsPresentedBy host: UIViewController, file: StaticString = #filePath,
      line: UInt = #line
    ) throws {
      waitUntil("a screen is presented", file: file, line: line) {
        host.presentedViewController != nil
      }
      try expectRefusalAlert(
        over: XCTUnwrap(host.presentedViewController, file: file, line: line), file: file,
        line: line)
    }

    /// Dismisses the alert over `screen` and waits until it is gone.
    func dismissAlert(over screen: UIViewController) throws {
      screen.dismiss(animated: false, completion: nil)
      waitUntil("the alert is gone") { screen.presentedViewController == nil }
      waitUntilUIKitHasSettled(in: screen.viewIfLoaded?.window)
    }

    /// Activates the accessibility element labelled `label` under `view`, as VoiceOver's double
    /// tap does: for a SwiftUI button, its action runs. A `List` row can label its cell as well
    /// as the button inside it, and a cell's own activation does nothing (UIKit's default answers
    /// `false`): the innermost element so labelled is activated first, then the ones around it,
    /// until one answers `true`. With `times` above one, it is activated again at once, in the
    /// same turn of the main queue, as a quick double tap arrives.
    func activateElement(labelled label: String, in view: UIView, times: Int = 1) throws {
      waitUntilSwiftUIExposesAccessibility(of: view)
      var elements: [NSObject] = []
      waitUntil("SwiftUI shows \"\(label)\"") {
        elements = accessibilityElements(labelled: label, in: view)
        return !elements.isEmpty
      }
      for _ in 0..<times {
        XCTAssertTrue(
          elements.reversed().contains { $0.accessibilityActivate() },
          "none of the \(elements.count) elements labelled \"\(label)\" activated: \(elements)")
      }
    }

    /// The elements labelled `label` inside `root`, outer ones before those inside them.
    private func accessibilityElements(labelled label: String, in root: NSObject) -> [NSObject] {
      let own = root.isAccessibilityElement && root.accessibilityLabel == label ? [root] : []
      var children = (root.accessibilityElements ?? []).compactMap { $0 as? NSObject }
      let count = root.accessibilityElementCount()
      if children.isEmpty, count != NSNotFound, count > 0 {
        children = (0..<count).compactMap { root.accessibilityElement(at: $0) as? NSObject }
      }
      if let view = root as? UIView { children += view.subviews }
      return own + children.flatMap { accessibilityElements(labelled: label, in: $0) }
    }
  }

  /// The route type of the gate's device tests: `showDetail` needs the field filled in, the
  /// others are not guarded.
  enum GateRoute: String { case showDetail, next, showSettings }

  /// The gate of the device tests: its values are the one field's text.
  typealias TestGate = NavigationGate<GateRoute, String>

  /// What the SwiftUI screens below did: the payloads that went through, the destinations that
  /// appeared.
  @MainActor
  final class GateLog: ObservableObject {
    var proceeded: [String] = []
    var appeared: [String] = []
  }

  /// A stack whose root asks the gate as it appears, with `text` as the field.
  private struct GatedStack: View {
    let text: String
    let log: GateLog
    let gate: TestGate
    @State private var path: [String] = []

    var body: some View {
      NavigationStack(path: $path) {
        NavigatingOnAppear()
          .navigationDestination(for: String.self) { Text($0) }
      }
      .navigationGate(gate, values: text, path: $path) { _, payload in
        log.proceeded.append(payload)
        return payload
      }
    }
  }

  /// Asks the gate for `showDetail` as soon as it appears.
  struct NavigatingOnAppear: View {
    @Environment(\.gatedNavigation) private var navigate

    var body: some View {
      Text("Entry")
        .onAppear { navigate(GateRoute.showDetail) }
    }
  }

  /// A sheet presented at once over the gate's view, whose content asks the gate as it
  /// appears, while the sheet still slides in.
  private struct GatedSheet: View {
    let gate: TestGate
    @State private var isShowingSheet = true
    @State private var path: [GateRoute] = []

    var body: some View {
      Text("Under the sheet")
        .sheet(isPresented: $isShowingSheet) { NavigatingOnAppear() }
        .navigationGate(gate, values: "", path: $path)
    }
  }

  /// A gated link in a list row, for the field's `text`; its destination logs the payload.
  private struct GatedList: View {
    let text: String
    let log: GateLog
    let gate: TestGate
    @State private var path: [String] = []

    var body: some View {
      NavigationStack(path: $path) {
        List {
          GatedNavigationLink("Detail", value: GateRoute.showDetail)
        }
        .navigationDestination(for: String.self) { payload in
          Text("Detail").onAppear { log.appeared.append(payload) }
        }
      }
      .navigationGate(gate, values: text, path: $path) { _, payload in payload }
    }
  }
#endif
