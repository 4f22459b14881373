import Testing

@testable import InputKitCore

@Suite("Live result refresh")
struct LiveResultRefreshTests {
  enum Step: Sendable {
    case press(changingTo: String)
    case changedElsewhere(String)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    /// How many refreshes a text-did-change caused.
    var notificationRefreshes: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a press refreshes once, not again for the notification it causes",
      steps: [.press(changingTo: "1"), .press(changingTo: "12")], notificationRefreshes: 0),
    Case(
      name: "a paste refreshes when its notification arrives",
      steps: [.press(changingTo: "1"), .changedElsewhere("1+2")], notificationRefreshes: 1),
    Case(
      name: "a change to the text already shown is not refreshed again",
      steps: [.press(changingTo: "1"), .changedElsewhere("1")], notificationRefreshes: 0),
    Case(
      name: "undo after a paste refreshes each time",
      steps: [.changedElsewhere("5"), .changedElsewhere("")], notificationRefreshes: 2),
  ]

  @Test("the live result is brought up to date once per change", arguments: cases)
  func refreshes(_ test: Case) {
    var refresh = LiveResultRefresh()
    refresh.refreshed(for: "")
    var notificationRefreshes = 0
    func notified(_ text: String) {
      if refresh.needsRefresh(afterTextChangeTo: text) {
        notificationRefreshes += 1
        refresh.refreshed(for: text)
      }
    }
    for step in test.steps {
      switch step {
      case .press(let text):
        refresh.pressBegan()
        notified(text)  // UIKit's notification, inside the press
        refresh.pressEnded()
        refresh.refreshed(for: text)
      case .changedElsewhere(let text):
        notified(text)
      }
    }
    #expect(notificationRefreshes == test.notificationRefreshes)
  }
}
