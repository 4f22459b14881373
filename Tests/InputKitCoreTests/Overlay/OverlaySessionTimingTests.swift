import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

@Suite("Overlay session timing")
struct OverlaySessionTimingTests {
  static var host: OverlaySurroundings { .phone() }

  @Test("a NaN progress is refused with a typed error by the public calls; the session ignores one")
  func nanProgressRejected() throws {
    #expect(throws: ActivityOverlayError.progressIsNotANumber) {
      try ActivityOverlayError.check(progress: .nan)
    }
    try ActivityOverlayError.check(progress: nil)
    try ActivityOverlayError.check(progress: .infinity)
    var session = Session(configuration: .testing())
    let (token, _) = session.begin(at: ms(0), in: Self.host)
    _ = session.handle(.progress(0.25, for: token), at: ms(100), in: Self.host)
    #expect(session.handle(.progress(.nan, for: token), at: ms(200), in: Self.host) == [])
    let shown = TimingEvent.of(session.handle(.tick, at: ms(500), in: Self.host))
    #expect(shown == [.appear(.working(progress: 0.25), animated: true)])
  }

  @Test("the next deadline: the grace end, none while shown, the dismissal, the fade's end")
  func nextDeadlines() {
    var session = Session(configuration: .testing())
    #expect(session.nextDeadline == nil)
    let (token, _) = session.begin(at: ms(100), in: Self.host)
    #expect(session.nextDeadline == ms(600))
    _ = session.handle(.tick, at: ms(600), in: Self.host)
    #expect(session.nextDeadline == nil)
    _ = session.handle(.end(token, .succeeded()), at: ms(700), in: Self.host)
    #expect(session.nextDeadline == ms(2200))
    #expect(TimingEvent.of(session.handle(.tick, at: ms(2199), in: Self.host)) == [])
    #expect(
      TimingEvent.of(session.handle(.tick, at: ms(2200), in: Self.host)) == [
        .disappear(animated: true)
      ])
    #expect(session.nextDeadline == ms(2450))
    _ = session.handle(.tick, at: ms(2450), in: Self.host)
    #expect(session.nextDeadline == nil)
  }

  @Test("a renderer that ticks late gets the overdue appearance before the event it reports")
  func lateRenderer() {
    var session = Session(configuration: .testing())
    let (token, _) = session.begin(at: ms(0), in: Self.host)
    let effects = session.handle(.end(token), at: ms(700), in: Self.host)
    #expect(TimingEvent.of(effects) == [.appear(.working(), animated: true)])
    #expect(session.isVisible)
    #expect(session.nextDeadline == ms(1700))
  }

  @Test("a clock that steps backwards cannot undo time the session has already seen")
  func timeNeverRunsBackwards() {
    var session = Session(configuration: .testing())
    let (token, _) = session.begin(at: ms(1000), in: Self.host)
    _ = session.handle(.tick, at: ms(1500), in: Self.host)
    #expect(TimingEvent.of(session.handle(.end(token), at: ms(200), in: Self.host)) == [])
    #expect(session.nextDeadline == ms(2500))
  }

  @Test("the count of running activities follows begins and ends and never goes negative")
  func runningCount() {
    var session = Session(configuration: .testing())
    let (first, _) = session.begin(at: ms(0), in: Self.host)
    let (second, _) = session.begin(at: ms(0), in: Self.host)
    #expect(session.activities.count == 2)
    _ = session.handle(.end(second), at: ms(10), in: Self.host)
    _ = session.handle(.end(second), at: ms(20), in: Self.host)
    #expect(session.activities.count == 1)
    _ = session.handle(.end(first), at: ms(30), in: Self.host)
    _ = session.handle(.end(first), at: ms(40), in: Self.host)
    #expect(session.activities.count == 0)
    #expect(first != second)
  }

  @Test("the displayed content is what the last effects put on screen")
  func displayedContent() {
    var session = Session(configuration: .testing(grace: 0))
    #expect(session.displayedContent == nil)
    let (token, _) = session.begin(message: "Sending…", at: ms(0), in: Self.host)
    #expect(session.displayedContent == .working("Sending…"))
    _ = session.handle(.end(token, .failed()), at: ms(100), in: Self.host)
    #expect(session.displayedContent == .failed())
    _ = session.handle(.tick, at: ms(5000), in: Self.host)
    #expect(session.displayedContent == nil)
    #expect(!session.isVisible)
  }

  @Test("Reduce Motion, read from the host at each change, stops the next fade")
  func reduceMotionAtEachChange() {
    var session = Session(configuration: .testing())
    let (token, _) = session.begin(at: ms(0), in: Self.host)
    _ = session.handle(.tick, at: ms(500), in: Self.host)
    let effects = session.handle(.end(token), at: ms(3000), in: .phone(reducesMotion: true))
    #expect(TimingEvent.of(effects) == [.disappear(animated: false)])
  }

  @Test("a zero fade duration fades nothing")
  func zeroFade() {
    var configuration = ActivityOverlayConfiguration.testing(grace: 0)
    configuration.appearance.fadeDuration = .zero
    var session = Session(configuration: configuration)
    let (_, effects) = session.begin(at: ms(0), in: Self.host)
    #expect(TimingEvent.of(effects) == [.appear(.working(), animated: false)])
  }

  @Test("the default texts are the configuration's, in its language")
  func localisedDefaults() {
    let configuration = ActivityOverlayConfiguration(graceTime: .zero, language: .russian)
    var session = Session(configuration: configuration)
    let (token, effects) = session.begin(at: ms(0), in: Self.host)
    #expect(TimingEvent.of(effects) == [.appear(.working("Загрузка…"), animated: true)])
    #expect(
      TimingEvent.of(session.handle(.end(token, .succeeded()), at: ms(1), in: Self.host)) == [
        .update(.done("Готово"))
      ])
  }

  static func isAnnouncement(_ effect: Session.Effect) -> Bool {
    if case .announce = effect { return true }
    return false
  }

  @Test("VoiceOver hears an outcome, not progress or message changes while work runs")
  func announcements() {
    var session = Session(configuration: .testing(grace: 0))
    let (token, _) = session.begin(message: "Sending…", at: ms(0), in: Self.host)
    let progress = session.handle(.progress(0.5, for: token), at: ms(10), in: Self.host)
    #expect(!progress.contains(where: Self.isAnnouncement))
    let message = session.handle(.message("Almost", for: token), at: ms(20), in: Self.host)
    #expect(!message.contains(where: Self.isAnnouncement))
    let failed = session.handle(
      .end(token, .failed(message: "No network")), at: ms(30), in: Self.host)
    #expect(failed.contains(.announce("No network")))
  }
}
