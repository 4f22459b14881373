import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

@Suite("Pending alerts: when an alert may show")
struct PendingAlertsTests {
  static let offScreen = PendingAlerts.Screen(isInWindow: false)
  static let ready = PendingAlerts.Screen(isInWindow: true)
  static let transitioning = PendingAlerts.Screen(isInWindow: true, isTransitioning: true)
  /// Ready, with the alert shown last on screen.
  static let showingAlert = PendingAlerts.Screen(isInWindow: true, isAlertPresented: true)

  @Test(
    "a message shows at once only in a window with no presentation running; otherwise it waits",
    arguments: [
      (offScreen, [PendingAlerts.Effect]()),
      (PendingAlerts.Screen(isInWindow: false, isTransitioning: true), []),
      (transitioning, [.waitForTransition]),
      (ready, [.show("m"), .startWatchingAlert]),
    ])
  func firstMessage(_ screen: PendingAlerts.Screen, _ expected: [PendingAlerts.Effect]) {
    var alerts = PendingAlerts()
    #expect(alerts.handle(.message("m"), screen: screen) == expected)
  }

  @Test("a message found before the screen is in a window waits, and shows when it joins one")
  func waitsForWindow() {
    var alerts = PendingAlerts()
    #expect(alerts.handle(.message("The file is damaged"), screen: Self.offScreen) == [])
    #expect(
      alerts.handle(.joinedWindow, screen: Self.ready)
        == [.show("The file is damaged"), .startWatchingAlert])
    #expect(alerts.handle(.presentCallReturned, screen: Self.showingAlert) == [])
    #expect(alerts.handle(.joinedWindow, screen: Self.showingAlert) == [])
  }

  @Test(
    "a refusal while a sheet is still sliding in waits for the transition to end, asked once")
  func waitsForTransition() {
    var alerts = PendingAlerts()
    #expect(
      alerts.handle(.message("Please enter"), screen: Self.transitioning) == [.waitForTransition])
    #expect(alerts.handle(.message("Again"), screen: Self.transitioning) == [])
    #expect(
      alerts.handle(.transitionEnded, screen: Self.ready)
        == [.show("Please enter"), .startWatchingAlert])
    #expect(alerts.handle(.presentCallReturned, screen: Self.showingAlert) == [])
    #expect(
      alerts.handle(.alertDismissed, screen: Self.ready) == [.show("Again")])
  }

  @Test("the end of a transition into another transition asks to wait again")
  func transitionAfterTransition() {
    var alerts = PendingAlerts()
    #expect(alerts.handle(.message("m"), screen: Self.transitioning) == [.waitForTransition])
    #expect(alerts.handle(.transitionEnded, screen: Self.transitioning) == [.waitForTransition])
    #expect(alerts.handle(.transitionEnded, screen: Self.offScreen) == [])
    #expect(alerts.handle(.joinedWindow, screen: Self.ready) == [.show("m"), .startWatchingAlert])
  }

  @Test("messages show one at a time, in order, each after the last alert was dismissed")
  func oneAtATime() {
    var alerts = PendingAlerts()
    #expect(
      alerts.handle(.message("first"), screen: Self.ready) == [.show("first"), .startWatchingAlert])
    #expect(alerts.handle(.presentCallReturned, screen: Self.showingAlert) == [])
    #expect(alerts.handle(.message("second"), screen: Self.showingAlert) == [])
    #expect(alerts.handle(.joinedWindow, screen: Self.showingAlert) == [])
    #expect(alerts.showing?.message == "first")
    #expect(alerts.handle(.alertDismissed, screen: Self.ready) == [.show("second")])
    #expect(alerts.handle(.presentCallReturned, screen: Self.showingAlert) == [])
    #expect(alerts.handle(.alertDismissed, screen: Self.ready) == [.stopWatchingAlert])
    #expect(alerts.waiting.isEmpty)
    #expect(alerts.showing == nil)
  }

  @Test("an alert dismissed while its own dismissal still runs: the next waits for it to end")
  func dismissedDuringItsDismissal() {
    var alerts = PendingAlerts()
    _ = alerts.handle(.message("first"), screen: Self.ready)
    _ = alerts.handle(.presentCallReturned, screen: Self.showingAlert)
    _ = alerts.handle(.message("second"), screen: Self.showingAlert)
    // The alert's action runs while UIKit is still dismissing the alert.
    #expect(
      alerts.handle(.alertDismissed, screen: Self.transitioning)
        == [.waitForTransition, .stopWatchingAlert])
    #expect(
      alerts.handle(.transitionEnded, screen: Self.ready) == [.show("second"), .startWatchingAlert])
  }

  @Test(
    "an alert the app dismissed without a tap (with the screen under it) frees the queue: the next message shows"
  )
  func dismissedWithoutTap() {
    var alerts = PendingAlerts()
    _ = alerts.handle(.message("first"), screen: Self.ready)
    _ = alerts.handle(.presentCallReturned, screen: Self.showingAlert)
    #expect(alerts.handle(.message("second"), screen: Self.showingAlert) == [])
    #expect(alerts.handle(.checked, screen: Self.showingAlert) == [])
    // UIKit no longer presents it; no button was tapped.
    #expect(alerts.handle(.checked, screen: Self.ready) == [.show("second")])
    _ = alerts.handle(.presentCallReturned, screen: Self.showingAlert)
    #expect(alerts.handle(.checked, screen: Self.ready) == [.stopWatchingAlert])
    // A later refusal shows too: the queue never jams.
    #expect(
      alerts.handle(.message("third"), screen: Self.ready) == [.show("third"), .startWatchingAlert])
  }

  @Test(
    "an alert UIKit refused to present goes back to the front and shows once the screen can, never lost"
  )
  func presentationRefused() {
    var alerts = PendingAlerts()
    _ = alerts.handle(.message("first"), screen: Self.ready)
    // UIKit did not take it, and a transition turns out to run: wait for it.
    #expect(
      alerts.handle(.presentCallReturned, screen: Self.transitioning)
        == [.waitForTransition, .stopWatchingAlert])
    #expect(alerts.waiting.map(\.message) == ["first"])
    #expect(
      alerts.handle(.transitionEnded, screen: Self.ready) == [.show("first"), .startWatchingAlert])
  }

  @Test(
    "an alert refused for no reason the facts show is tried again on the next event, not in a loop"
  )
  func refusedWithoutTransition() {
    var alerts = PendingAlerts()
    _ = alerts.handle(.message("first"), screen: Self.ready)
    #expect(alerts.handle(.presentCallReturned, screen: Self.ready) == [.stopWatchingAlert])
    #expect(alerts.handle(.checked, screen: Self.ready) == [])
    #expect(
      alerts.handle(.message("second"), screen: Self.ready) == [
        .show("first"), .startWatchingAlert,
      ])
    #expect(alerts.waiting.map(\.message) == ["second"])
  }

  @Test(
    "the same message asked in two languages shows twice, each alert with its own Okay button")
  func sameMessageTwoLanguages() {
    var alerts = PendingAlerts()
    let message = "Pick an item first."
    #expect(
      alerts.handle(.message(message, okay: "Okay"), screen: Self.ready)
        == [.show(message, okay: "Okay"), .startWatchingAlert])
    #expect(alerts.handle(.presentCallReturned, screen: Self.showingAlert) == [])
    #expect(alerts.handle(.message(message, okay: "Хорошо"), screen: Self.showingAlert) == [])
    #expect(
      alerts.handle(.alertDismissed, screen: Self.ready) == [.show(message, okay: "Хорошо")])
  }

  struct WindowCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var own: String?
    var last: (window: String, isShown: Bool)?
    var hasScreen: Bool
    var expected: String?
  }

  static let windowCases: [WindowCase] = [
    WindowCase(
      testDescription: "a queue in a window shows there", own: "window",
      last: ("old", true), hasScreen: false, expected: "window"),
    WindowCase(
      testDescription: "a screen's queue out of its window shows nowhere", own: nil,
      last: ("window", true), hasScreen: true, expected: nil),
    WindowCase(
      testDescription: "the gate's queue taken out by a push shows in the window it was in",
      own: nil, last: ("window", true), hasScreen: false, expected: "window"),
    WindowCase(
      testDescription: "the gate's queue whose last window is hidden shows nowhere", own: nil,
      last: ("window", false), hasScreen: false, expected: nil),
    WindowCase(
      testDescription: "the gate's queue never in a window shows nowhere", own: nil, last: nil,
      hasScreen: false, expected: nil),
  ]

  @Test(
    "alerts show in the queue's window, or the gate's last one while shown", arguments: windowCases)
  func window(_ test: WindowCase) {
    #expect(
      PendingAlerts.window(own: test.own, last: test.last, hasScreen: test.hasScreen)
        == test.expected)
  }
}
