import Foundation
import Testing

@testable import InputKitOverlayCore

/// `flash`: an outcome shown on its own, at once when nothing runs, after the running work
/// otherwise, one after another, with haptics only when asked for and only when shown.
@Suite("Overlay flash: an outcome on its own")
struct OverlayFlashStoryTests {
  static var host: OverlaySurroundings { .phone() }

  @Test("a success flashed while nothing runs shows at once, grace time or not, for its time")
  func flashWhileIdle() {
    var session = Session(configuration: .testing())
    let shown = session.handle(.flash(.succeeded(message: "Saved")), at: ms(0), in: Self.host)
    #expect(TimingEvent.of(shown) == [.appear(.done("Saved"), animated: true)])
    #expect(session.nextDeadline == ms(1500))
    #expect(
      TimingEvent.of(session.handle(.tick, at: ms(1500), in: Self.host)) == [
        .disappear(animated: true)
      ])
  }

  @Test("a flash with its own time stays that long, but never less than the minimum show time")
  func flashWithItsOwnTime() {
    var session = Session(configuration: .testing())
    _ = session.handle(.flash(.failed(), for: .seconds(3)), at: ms(0), in: Self.host)
    #expect(session.nextDeadline == ms(3000))
    var short = Session(configuration: .testing())
    _ = short.handle(.flash(.failed(), for: .milliseconds(100)), at: ms(0), in: Self.host)
    #expect(short.nextDeadline == ms(1000))
  }

  @Test("a finished outcome has nothing to show: flashing it changes nothing")
  func finishedFlashShowsNothing() {
    var session = Session(configuration: .testing())
    #expect(session.handle(.flash(.finished), at: ms(0), in: Self.host) == [])
    #expect(!session.isVisible)
  }

  @Test("a flash during work's grace time waits for the work, then shows after it")
  func flashDuringGrace() {
    var session = Session(configuration: .testing())
    let (token, _) = session.begin(message: "Sending…", at: ms(0), in: Self.host)
    #expect(TimingEvent.of(session.handle(.flash(.succeeded()), at: ms(100), in: Self.host)) == [])
    // The work ends inside its grace time: it shows nothing, the flash shows at once.
    let ended = session.handle(.end(token), at: ms(200), in: Self.host)
    #expect(TimingEvent.of(ended) == [.appear(.done(), animated: true)])
    #expect(session.nextDeadline == ms(1700))
  }

  @Test("a flash while work shows waits its turn: after the work's own outcome has been shown")
  func flashWhileWorkShows() {
    var session = Session(configuration: .testing())
    let (token, _) = session.begin(message: "Sending…", at: ms(0), in: Self.host)
    _ = session.handle(.tick, at: ms(500), in: Self.host)
    #expect(
      TimingEvent.of(
        session.handle(.flash(.failed(message: "Offline")), at: ms(600), in: Self.host)) == [])
    #expect(session.displayedContent == .working("Sending…"))
    _ = session.handle(.end(token, .succeeded()), at: ms(700), in: Self.host)
    #expect(session.displayedContent == .done())
    // The success stays 1.5 s, then the flash replaces it without fading out between them.
    let next = session.handle(.tick, at: ms(2200), in: Self.host)
    #expect(TimingEvent.of(next) == [.update(.failed("Offline"))])
    #expect(session.nextDeadline == ms(4200))
  }

  @Test("a flash during the fade-out brings the panel back at once, showing the flash")
  func flashDuringFadeOut() {
    var session = Session(configuration: .testing())
    let (token, _) = session.begin(at: ms(0), in: Self.host)
    _ = session.handle(.tick, at: ms(500), in: Self.host)
    _ = session.handle(.end(token), at: ms(1500), in: Self.host)
    #expect(!session.isVisible)
    let back = session.handle(.flash(.succeeded(message: "Sent")), at: ms(1600), in: Self.host)
    #expect(TimingEvent.of(back) == [.appear(.done("Sent"), animated: true)])
    #expect(session.nextDeadline == ms(3100))
  }

  @Test("two flashes in a row show one after the other, each for its own time")
  func twoFlashesInARow() {
    var session = Session(configuration: .testing(minimumShow: 0))
    _ = session.handle(.flash(.succeeded(message: "Saved")), at: ms(0), in: Self.host)
    #expect(
      TimingEvent.of(
        session.handle(.flash(.failed(message: "Not synced")), at: ms(10), in: Self.host)) == [])
    #expect(session.displayedContent == .done("Saved"))
    #expect(
      TimingEvent.of(session.handle(.tick, at: ms(1500), in: Self.host)) == [
        .update(.failed("Not synced"))
      ])
    #expect(session.nextDeadline == ms(3500))
    #expect(
      TimingEvent.of(session.handle(.tick, at: ms(3500), in: Self.host)) == [
        .disappear(animated: true)
      ])
  }

  @Test("new work takes the panel over from a flash")
  func workAfterAFlash() {
    var session = Session(configuration: .testing())
    _ = session.handle(.flash(.succeeded()), at: ms(0), in: Self.host)
    let (_, effects) = session.begin(message: "Loading…", at: ms(100), in: Self.host)
    #expect(TimingEvent.of(effects) == [.update(.working())])
    #expect(session.nextDeadline == nil)
  }

  @Test("haptics play only when asked for, and only as an outcome is shown")
  func haptics() {
    var quiet = Session(configuration: .testing())
    #expect(
      !quiet.handle(.flash(.succeeded()), at: ms(0), in: Self.host).contains(.haptic(.succeeded)))

    var configuration = ActivityOverlayConfiguration.testing()
    configuration.playsHaptics = true
    var session = Session(configuration: configuration)
    #expect(
      session.handle(.flash(.succeeded()), at: ms(0), in: Self.host).contains(.haptic(.succeeded)))

    // A success inside the grace time shows nothing, so it plays nothing.
    var hidden = Session(configuration: configuration)
    let (quick, _) = hidden.begin(at: ms(0), in: Self.host)
    #expect(
      !hidden.handle(.end(quick, .succeeded()), at: ms(100), in: Self.host).contains { $0.isHaptic }
    )
    // A failure is shown even then, and plays.
    let (failing, _) = hidden.begin(at: ms(200), in: Self.host)
    #expect(
      hidden.handle(.end(failing, .failed()), at: ms(300), in: Self.host).contains(.haptic(.failed))
    )
    // Work running shows no outcome: no haptic on begin or progress.
    var running = Session(configuration: configuration)
    let (token, begun) = running.begin(at: ms(0), in: Self.host)
    #expect(!begun.contains { $0.isHaptic })
    #expect(!running.handle(.tick, at: ms(500), in: Self.host).contains { $0.isHaptic })
    #expect(
      running.handle(.end(token, .succeeded()), at: ms(600), in: Self.host).contains(
        .haptic(.succeeded)))
  }
}

extension OverlaySession.Effect {
  var isHaptic: Bool {
    if case .haptic = self { return true }
    return false
  }
}
