import Foundation
import Testing

@testable import InputKitCore

@Suite("Activity overlay state")
struct ActivityOverlayStateTests {
  typealias State = ActivityOverlayState<ManualClock.Instant>

  @Test("a NaN progress is rejected with a typed error and changes nothing")
  func nanProgressRejected() throws {
    var state = State(configuration: .testing())
    let (token, _) = state.begin(at: ms(0))
    _ = try state.setProgress(0.25, for: token, at: ms(100))
    let before = state
    #expect(throws: ActivityOverlayError.progressIsNotANumber) {
      try state.setProgress(.nan, for: token, at: ms(900))
    }
    #expect(state == before)
    #expect(state.advance(to: ms(500)) == [.appear(.working(progress: 0.25), animated: true)])
  }

  @Test("the next deadline is the grace end, then none while shown, then the dismissal")
  func nextDeadlines() {
    var state = State(configuration: .testing())
    #expect(state.nextDeadline == nil)
    let (token, _) = state.begin(at: ms(100))
    #expect(state.nextDeadline == ms(600))
    _ = state.advance(to: ms(600))
    #expect(state.nextDeadline == nil)
    _ = state.end(token, outcome: .succeeded(), at: ms(700))
    #expect(state.nextDeadline == ms(2200))
    #expect(state.advance(to: ms(2199)) == [])
    #expect(state.advance(to: ms(2200)) == [.disappear(animated: true)])
    #expect(state.nextDeadline == nil)
  }

  @Test("a driver that ticks late gets the overdue appearance before the action it reports")
  func lateDriver() {
    var state = State(configuration: .testing())
    let (token, _) = state.begin(at: ms(0))
    #expect(state.end(token, at: ms(700)) == [.appear(.working(), animated: true)])
    #expect(state.isVisible)
    #expect(state.nextDeadline == ms(1700))
  }

  @Test("a clock that steps backwards cannot undo time the state has already seen")
  func timeNeverRunsBackwards() {
    var state = State(configuration: .testing())
    let (token, _) = state.begin(at: ms(1000))
    #expect(state.advance(to: ms(1500)) == [.appear(.working(), animated: true)])
    #expect(state.end(token, at: ms(200)) == [])
    #expect(state.nextDeadline == ms(2500))
  }

  @Test("the count of running activities follows begins and ends and never goes negative")
  func runningCount() {
    var state = State(configuration: .testing())
    let (first, _) = state.begin(at: ms(0))
    let (second, _) = state.begin(at: ms(0))
    #expect(state.runningActivityCount == 2)
    _ = state.end(second, at: ms(10))
    _ = state.end(second, at: ms(20))
    #expect(state.runningActivityCount == 1)
    _ = state.end(first, at: ms(30))
    _ = state.end(first, at: ms(40))
    #expect(state.runningActivityCount == 0)
    #expect(first != second)
  }

  @Test("the displayed content is what the last event put on screen")
  func displayedContent() {
    var state = State(configuration: .testing(grace: 0))
    #expect(state.displayedContent == nil)
    let (token, _) = state.begin(message: "Sending…", at: ms(0))
    #expect(state.displayedContent == .working("Sending…"))
    _ = state.end(token, outcome: .failed(), at: ms(100))
    #expect(state.displayedContent == .failed())
    _ = state.advance(to: ms(5000))
    #expect(state.displayedContent == nil)
    #expect(!state.isVisible)
  }

  @Test("a later configuration change applies to the next transition")
  func configurationChange() {
    var state = State(configuration: .testing())
    let (token, _) = state.begin(at: ms(0))
    _ = state.advance(to: ms(500))
    state.configuration.reducesMotion = true
    #expect(state.end(token, at: ms(3000)) == [.disappear(animated: false)])
  }

  @Test("default messages come in the configured language", arguments: InterfaceLanguage.allCases)
  func localisedDefaults(language: InterfaceLanguage) {
    let messages = ActivityOverlayMessages(language: language)
    let common = LocalizedStrings(table: "Common", language: language)
    let overlay = LocalizedStrings(table: "Overlay", language: language)
    #expect(messages.loading == common.string("loading"))
    #expect(messages.sending == common.string("sending"))
    #expect(messages.succeeded == overlay.string("succeeded"))
    #expect(messages.failed == overlay.string("failed"))
    #expect(overlay.hasOwnString(for: "succeeded") && overlay.hasOwnString(for: "failed"))

    var state = State(
      configuration: ActivityOverlayConfiguration(graceTime: .zero, messages: messages))
    let (token, events) = state.begin(at: ms(0))
    #expect(events == [.appear(.working(messages.loading), animated: true)])
    #expect(
      state.end(token, outcome: .succeeded(), at: ms(1)) == [.update(.done(messages.succeeded))])
  }

  @Test("Russian defaults read as Russian")
  func russianDefaults() {
    let messages = ActivityOverlayMessages(language: .russian)
    #expect(messages.loading == "Загрузка…")
    #expect(messages.succeeded == "Готово")
    #expect(messages.failed == "Ошибка")
  }

  @Test(
    "VoiceOver hears the message on appearing and the outcome, not progress or hiding",
    arguments: [
      (ActivityOverlayEvent.appear(.working("Sending…"), animated: true), "Sending…"),
      (.update(.done()), "Done"),
      (.update(.failed("No network")), "No network"),
      (.update(.working(progress: 0.5)), nil),
      (.disappear(animated: true), nil),
    ] as [(ActivityOverlayEvent, String?)])
  func announcements(event: ActivityOverlayEvent, announcement: String?) {
    #expect(event.announcement == announcement)
  }

  @Test(
    "VoiceOver focus moves onto the overlay's message when it appears and is let go when it leaves",
    arguments: [
      (
        ActivityOverlayEvent.appear(.working("Sending…"), animated: true),
        ActivityOverlayEvent.VoiceOverAction.focusMessage
      ),
      (.update(.done()), .announce("Done")),
      (.update(.working(progress: 0.5)), nil),
      (.disappear(animated: false), .releaseFocus),
    ] as [(ActivityOverlayEvent, ActivityOverlayEvent.VoiceOverAction?)])
  func voiceOverFocus(event: ActivityOverlayEvent, action: ActivityOverlayEvent.VoiceOverAction?) {
    #expect(event.voiceOverAction == action)
  }
}
