import Foundation

/// A clock that moves only when told to, so that run-loop tests know exactly what time it is.
final class ManualClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (left: Instant, right: Instant) -> Bool {
      left.offset < right.offset
    }
  }

  // Guarded by `lock`: the clock is shared by the runner and the scripted device.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)

  var now: Instant {
    lock.withLock { current }
  }

  var minimumResolution: Duration { .nanoseconds(1) }

  func advance(by duration: Duration) {
    lock.withLock { current = current.advanced(by: duration) }
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    lock.withLock { current = max(current, deadline) }
  }
}
