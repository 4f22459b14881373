import Testing

@testable import InputKitCore

/// The instant `milliseconds` after the start of a manual clock.
func ms(_ milliseconds: Int) -> ManualClock.Instant {
  ManualClock.Instant(sinceStart: .milliseconds(milliseconds))
}

extension ActivityOverlayConfiguration {
  /// Round numbers that make timelines easy to read: grace 0.5 s, minimum show 1 s, fade
  /// 0.25 s, success shown 1.5 s, failure 2 s.
  static func testing(
    grace: Int = 500, minimumShow: Int = 1000, reducesMotion: Bool = false
  ) -> ActivityOverlayConfiguration {
    ActivityOverlayConfiguration(
      graceTime: .milliseconds(grace), minimumShowTime: .milliseconds(minimumShow),
      successDisplayTime: .milliseconds(1500), failureDisplayTime: .seconds(2),
      appearance: .standard, reducesMotion: reducesMotion,
      messages: ActivityOverlayMessages(language: .english))
  }
}

extension ActivityOverlayContent {
  static func working(_ message: String = "Loading…", progress: Double? = nil) -> Self {
    ActivityOverlayContent(status: .inProgress, message: message, progress: progress)
  }

  static func done(_ message: String = "Done") -> Self {
    ActivityOverlayContent(status: .succeeded, message: message)
  }

  static func failed(_ message: String = "Failed") -> Self {
    ActivityOverlayContent(status: .failed, message: message)
  }
}

/// A script of actions at given times, run against an ``ActivityOverlayState`` the way a real
/// driver runs it: between actions, the state is advanced to each of its deadlines in turn,
/// exactly when it asks to be.
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
    let event: ActivityOverlayEvent

    init(_ at: Int, _ event: ActivityOverlayEvent) {
      self.at = ms(at)
      self.event = event
    }

    init(instant: ManualClock.Instant, event: ActivityOverlayEvent) {
      self.at = instant
      self.event = event
    }

    var description: String { "\(at.sinceStart): \(event)" }
  }

  let name: String
  var configuration = ActivityOverlayConfiguration.testing()
  let script: [Step]
  let expected: [Emitted]
  let visibleAtEnd: Bool

  var testDescription: String { name }

  /// Runs the script, then lets a minute pass so every pending deadline fires.
  func run() throws -> (emitted: [Emitted], state: ActivityOverlayState<ManualClock.Instant>) {
    var state = ActivityOverlayState<ManualClock.Instant>(configuration: configuration)
    var tokens: [String: ActivityToken] = [:]
    var emitted: [Emitted] = []

    func record(_ events: [ActivityOverlayEvent], at instant: ManualClock.Instant) {
      emitted += events.map { Emitted(instant: instant, event: $0) }
    }

    func fireDeadlines(through limit: ManualClock.Instant) {
      var fired = 0
      while let deadline = state.nextDeadline, deadline <= limit, fired < 100 {
        record(state.advance(to: deadline), at: deadline)
        fired += 1
      }
      #expect(fired < 100, "deadlines kept coming")
    }

    for step in script {
      let now = ms(step.at)
      fireDeadlines(through: now)
      switch step.action {
      case .begin(let label, let message):
        let (token, events) = state.begin(message: message, at: now)
        tokens[label] = token
        record(events, at: now)
      case .end(let label, let outcome, let delay):
        let token = tokens[label] ?? ActivityToken(id: .max)
        record(state.end(token, outcome: outcome, dismissAfter: delay, at: now), at: now)
      case .message(let label, let message):
        let token = tokens[label] ?? ActivityToken(id: .max)
        record(state.setMessage(message, for: token, at: now), at: now)
      case .progress(let label, let progress):
        let token = tokens[label] ?? ActivityToken(id: .max)
        record(try state.setProgress(progress, for: token, at: now), at: now)
      }
    }
    fireDeadlines(through: ms(60_000))
    return (emitted, state)
  }
}
