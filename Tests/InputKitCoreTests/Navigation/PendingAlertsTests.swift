import Testing

@testable import InputKitCore

@Suite("Pending alerts")
struct PendingAlertsTests {
  @Test("a message found before the screen is in a window waits and shows when it appears")
  func waitsForWindow() {
    var alerts = PendingAlerts()
    #expect(alerts.add("The file is damaged", canShow: false) == nil)
    #expect(alerts.next(canShow: true) == "The file is damaged")
    #expect(alerts.next(canShow: true) == nil)
  }

  @Test("messages show one at a time, in order, each after the last alert was dismissed")
  func oneAtATime() {
    var alerts = PendingAlerts()
    #expect(alerts.add("first", canShow: true) == "first")
    #expect(alerts.add("second", canShow: true) == nil)
    #expect(alerts.next(canShow: true) == nil)
    #expect(alerts.next(canShow: true, alertDismissed: true) == "second")
    #expect(alerts.next(canShow: true, alertDismissed: true) == nil)
    #expect(alerts.waiting.isEmpty)
  }
}
