import Testing

@testable import InputKitCore

@Suite("Pending alerts: when an alert may show")
struct PendingAlertsTests {
  static let offScreen = PendingAlerts.Screen(isInWindow: false)
  static let ready = PendingAlerts.Screen(isInWindow: true)
  static let transitioning = PendingAlerts.Screen(isInWindow: true, isTransitioning: true)

  @Test(
    "an alert may show only in a window with no presentation running",
    arguments: [
      (PendingAlerts.Screen(isInWindow: false, isTransitioning: false), false),
      (PendingAlerts.Screen(isInWindow: false, isTransitioning: true), false),
      (PendingAlerts.Screen(isInWindow: true, isTransitioning: true), false),
      (PendingAlerts.Screen(isInWindow: true, isTransitioning: false), true),
    ])
  func canPresent(_ screen: PendingAlerts.Screen, _ expected: Bool) {
    #expect(screen.canPresentAlert == expected)
  }

  @Test("a message found before the screen is in a window waits, and shows when it joins one")
  func waitsForWindow() {
    var alerts = PendingAlerts()
    #expect(alerts.handle(.message("The file is damaged"), screen: Self.offScreen) == [])
    #expect(alerts.handle(.joinedWindow, screen: Self.ready) == [.show("The file is damaged")])
    #expect(alerts.handle(.joinedWindow, screen: Self.ready) == [])
  }

  @Test(
    "a refusal while a sheet is still sliding in waits for the transition to end, asked once")
  func waitsForTransition() {
    var alerts = PendingAlerts()
    #expect(
      alerts.handle(.message("Please enter"), screen: Self.transitioning) == [.waitForTransition])
    #expect(alerts.handle(.message("Again"), screen: Self.transitioning) == [])
    #expect(alerts.isWaitingForTransition)
    #expect(alerts.handle(.transitionEnded, screen: Self.ready) == [.show("Please enter")])
    #expect(!alerts.isWaitingForTransition)
    #expect(alerts.handle(.alertDismissed, screen: Self.ready) == [.show("Again")])
  }

  @Test("the end of a transition into another transition asks to wait again")
  func transitionAfterTransition() {
    var alerts = PendingAlerts()
    #expect(alerts.handle(.message("m"), screen: Self.transitioning) == [.waitForTransition])
    #expect(alerts.handle(.transitionEnded, screen: Self.transitioning) == [.waitForTransition])
    #expect(alerts.handle(.transitionEnded, screen: Self.offScreen) == [])
    #expect(alerts.handle(.joinedWindow, screen: Self.ready) == [.show("m")])
  }

  @Test("messages show one at a time, in order, each after the last alert was dismissed")
  func oneAtATime() {
    var alerts = PendingAlerts()
    #expect(alerts.handle(.message("first"), screen: Self.ready) == [.show("first")])
    #expect(alerts.handle(.message("second"), screen: Self.ready) == [])
    #expect(alerts.handle(.joinedWindow, screen: Self.ready) == [])
    #expect(alerts.isShowing)
    #expect(alerts.handle(.alertDismissed, screen: Self.ready) == [.show("second")])
    #expect(alerts.handle(.alertDismissed, screen: Self.ready) == [])
    #expect(alerts.waiting.isEmpty)
    #expect(!alerts.isShowing)
  }

  @Test("an alert dismissed while its own dismissal still runs: the next waits for it to end")
  func dismissedDuringItsDismissal() {
    var alerts = PendingAlerts()
    _ = alerts.handle(.message("first"), screen: Self.ready)
    _ = alerts.handle(.message("second"), screen: Self.ready)
    // The alert's action runs while UIKit is still dismissing the alert.
    #expect(alerts.handle(.alertDismissed, screen: Self.transitioning) == [.waitForTransition])
    #expect(alerts.handle(.transitionEnded, screen: Self.ready) == [.show("second")])
  }
}
