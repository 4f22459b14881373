import Foundation

/// A clock that moves only when told to: the time source for exact session tests, for
/// replaying a recorded timeline and for run-loop tests that must know what time it is.
///
/// Its instants count from the clock's start, so `ManualClock.Instant(sinceStart:
/// .milliseconds(1500))` is the same instant in every test run. Sleeping moves the clock to the
/// deadline at once, so a run loop that sleeps on it never waits.
package final class ManualClock: Clock, @unchecked Sendable {
  /// A point in manual time: a duration since the clock's start.
  package struct Instant: InstantProtocol {
    /// How long after the clock's start this instant is.
    package var sinceStart: Duration

    /// The instant `sinceStart` after the clock's start.
    package init(sinceStart: Duration) {
      self.sinceStart = sinceStart
    }

    /// The instant `duration` later.
    package func advanced(by duration: Duration) -> Instant {
      Instant(sinceStart: sinceStart + duration)
    }

    /// The duration from this instant to `other`.
    package func duration(to other: Instant) -> Duration {
      other.sinceStart - sinceStart
    }

    /// Whether `lhs` comes before `rhs`.
    package static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.sinceStart < rhs.sinceStart
    }
  }

  // Guarded by `lock`: a run loop and the scripted device it reads share the clock.
  private let lock = NSLock()
  private var current = Instant(sinceStart: .zero)

  /// A clock standing at its start.
  package init() {}

  /// The current instant.
  package var now: Instant {
    lock.withLock { current }
  }

  /// The smallest step the clock takes: a nanosecond.
  package var minimumResolution: Duration { .nanoseconds(1) }

  /// Moves the clock forward by `duration`. A manual clock never runs backwards, so a
  /// negative duration leaves it where it is.
  package func advance(by duration: Duration) {
    lock.withLock { if duration > .zero { current = current.advanced(by: duration) } }
  }

  /// Moves the clock to `instant`, or leaves it where it is if `instant` is in the past.
  package func advance(to instant: Instant) {
    lock.withLock { current = max(current, instant) }
  }

  /// Moves the clock to `deadline` (if it is later) and returns at once.
  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    advance(to: deadline)
  }
}
