/// A clock that moves only when told to: the time source for exact overlay tests and for
/// replaying a recorded timeline.
///
/// Its instants count from the clock's start, so `ManualClock.Instant(sinceStart:
/// .milliseconds(1500))` is the same instant in every test run.
public struct ManualClock: Hashable, Sendable {
  /// A point in manual time: a duration since the clock's start.
  public struct Instant: InstantProtocol {
    /// How long after the clock's start this instant is.
    public var sinceStart: Duration

    /// The instant `sinceStart` after the clock's start.
    public init(sinceStart: Duration) {
      self.sinceStart = sinceStart
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(sinceStart: sinceStart + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.sinceStart - sinceStart
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.sinceStart < rhs.sinceStart
    }
  }

  /// The current instant.
  public private(set) var now: Instant

  /// A clock standing at its start.
  public init() {
    now = Instant(sinceStart: .zero)
  }

  /// Moves the clock forward by `duration`. A manual clock never runs backwards, so a
  /// negative duration leaves it where it is.
  public mutating func advance(by duration: Duration) {
    if duration > .zero { now = now.advanced(by: duration) }
  }

  /// Moves the clock to `instant`, or leaves it where it is if `instant` is in the past.
  public mutating func advance(to instant: Instant) {
    if instant > now { now = instant }
  }
}
