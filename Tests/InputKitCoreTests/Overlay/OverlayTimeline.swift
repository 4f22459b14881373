import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

/// The instant `milliseconds` after the start of a manual clock.
func ms(_ milliseconds: Int) -> ManualClock.Instant {
  ManualClock.Instant(sinceStart: .milliseconds(milliseconds))
}

typealias Session = OverlaySession<ManualClock.Instant>

extension ActivityOverlayConfiguration {
  /// Round numbers that make timelines easy to read: grace 0.5 s, minimum show 1 s, fade
  /// 0.25 s, success shown 1.5 s, failure 2 s, English texts.
  static func testing(grace: Int = 500, minimumShow: Int = 1000) -> ActivityOverlayConfiguration {
    ActivityOverlayConfiguration(
      graceTime: .milliseconds(grace), minimumShowTime: .milliseconds(minimumShow),
      successDisplayTime: .milliseconds(1500), failureDisplayTime: .seconds(2),
      appearance: .standard, language: .english)
  }
}

extension ActivityOverlayContent {
  static func working(_ message: String = "Loading…", progress: Double? = nil) -> Self {
    ActivityOverlayContent(message: message, indicator: progress.map { .progress($0) } ?? .working)
  }

  static func done(_ message: String = "Done") -> Self {
    ActivityOverlayContent(message: message, indicator: .succeeded)
  }

  static func failed(_ message: String = "Failed") -> Self {
    ActivityOverlayContent(message: message, indicator: .failed)
  }
}

/// What the timing rules alone do to the screen, read out of a session's effects: the panel
/// appears (its content, then a fade-in), changes its content, or fades out.
enum TimingEvent: Hashable, Sendable {
  case appear(ActivityOverlayContent, animated: Bool)
  case update(ActivityOverlayContent)
  case disappear(animated: Bool)

  /// The timing events in one batch of effects: a `show` followed by a `fadeIn` is an
  /// appearance, a `show` alone an update, a `fadeOut` a disappearance.
  static func of(_ effects: [Session.Effect]) -> [TimingEvent] {
    var events: [TimingEvent] = []
    var pending: ActivityOverlayContent?
    for effect in effects {
      switch effect {
      case .show(let content):
        if let pending { events.append(.update(pending)) }
        pending = content
      case .fadeIn(let animation):
        if let content = pending { events.append(.appear(content, animated: animation != nil)) }
        pending = nil
      case .fadeOut(let animation):
        if let pending { events.append(.update(pending)) }
        pending = nil
        events.append(.disappear(animated: animation != nil))
      default:
        break
      }
    }
    if let pending { events.append(.update(pending)) }
    return events
  }
}

extension OverlaySurroundings {
  /// A 390 × 844 pt phone window with the host filling it, nothing being edited.
  static func phone(reducesMotion: Bool = false) -> OverlaySurroundings {
    let window = CGRect(x: 0, y: 0, width: 390, height: 844)
    var host = OverlaySurroundings(frameInWindow: window, windowBounds: window)
    host.reducesMotion = reducesMotion
    return host
  }
}

/// A script of actions at given times, run against an ``OverlaySession`` the way a real
/// renderer runs it: between actions, the session gets a tick at each of its deadlines in
/// turn, exactly when it asks for one.
struct OverlayTimeline: Sendable, CustomTestStringConvertible {
  enum Action: Sendable {
    /// Begins an activity remembered under a label.
    case begin(String, message: String? = nil)
    /// Ends the activity of a label; a label never begun stands for a token this state never
    /// issued.
    case end(String, ActivityOutcome = .finished, after: Duration? = nil)
    case message(String, String)
    case progress(String, Double?)
  }

  struct Step: Sendable {
    let at: Int
    let action: Action

    init(_ at: Int, _ action: Action) {
      self.at = at
      self.action = action
    }
  }

  struct Emitted: Hashable, Sendable, CustomStringConvertible {
    let at: ManualClock.Instant
    let event: TimingEvent

    init(_ at: Int, _ event: TimingEvent) {
      self.at = ms(at)
      self.event = event
    }

    init(instant: ManualClock.Instant, event: TimingEvent) {
      self.at = instant
      self.event = event
    }

    var description: String { "\(at.sinceStart): \(event)" }
  }

  let name: String
  var configuration = ActivityOverlayConfiguration.testing()
  var reducesMotion = false
  let script: [Step]
  let expected: [Emitted]
  let visibleAtEnd: Bool

  var testDescription: String { name }

  /// Runs the script, then lets a minute pass so every pending deadline fires.
  func run() throws -> (emitted: [Emitted], state: Session) {
    var state = Session(configuration: configuration)
    let host = OverlaySurroundings.phone(reducesMotion: reducesMotion)
    var tokens: [String: ActivityToken] = [:]
    var emitted: [Emitted] = []

    func record(_ effects: [Session.Effect], at instant: ManualClock.Instant) {
      emitted += TimingEvent.of(effects).map { Emitted(instant: instant, event: $0) }
    }

    func fireDeadlines(through limit: ManualClock.Instant) {
      var fired = 0
      while let deadline = state.nextDeadline, deadline <= limit, fired < 100 {
        record(state.handle(.tick, at: deadline, in: host), at: deadline)
        fired += 1
      }
      #expect(fired < 100, "deadlines kept coming")
    }

    for step in script {
      let now = ms(step.at)
      fireDeadlines(through: now)
      let token = { (label: String) in tokens[label] ?? ActivityToken(session: .max, id: .max) }
      switch step.action {
      case .begin(let label, let message):
        let (issued, effects) = state.begin(message: message, at: now, in: host)
        tokens[label] = issued
        record(effects, at: now)
      case .end(let label, let outcome, let delay):
        record(
          state.handle(.end(token(label), outcome, dismissAfter: delay), at: now, in: host),
          at: now)
      case .message(let label, let message):
        record(state.handle(.message(message, for: token(label)), at: now, in: host), at: now)
      case .progress(let label, let progress):
        try ActivityOverlayError.check(progress: progress)
        record(state.handle(.progress(progress, for: token(label)), at: now, in: host), at: now)
      }
    }
    fireDeadlines(through: ms(60_000))
    return (emitted, state)
  }
}
