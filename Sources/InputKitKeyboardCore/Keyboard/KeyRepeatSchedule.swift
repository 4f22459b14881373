/// When a held key repeats: after an initial delay, at one interval, then at a faster one.
/// It maps how long a key has been held to the repeats due, so a late timer never loses or
/// doubles one.
package struct KeyRepeatSchedule: Hashable, Sendable {
  private let initialDelayNanoseconds: Int64
  private let intervalNanoseconds: Int64
  private let acceleratesAfterNanoseconds: Int64
  private let fastIntervalNanoseconds: Int64

  /// The system keyboard's backspace: after 0.5 s, every 0.1 s, every 0.05 s once held 2 s.
  package static let standard = KeyRepeatSchedule(
    initialDelay: .milliseconds(500), interval: .milliseconds(100),
    acceleratesAfter: .seconds(2), fastInterval: .milliseconds(50))

  /// A hardware key's: every 0.1 s after 0.5 s, as the system's default Key Repeat settings.
  package static let hardwareKey = KeyRepeatSchedule(
    initialDelay: .milliseconds(500), interval: .milliseconds(100),
    acceleratesAfter: .milliseconds(500), fastInterval: .milliseconds(100))

  /// A schedule with the given timing; intervals of at least a nanosecond.
  init(
    initialDelay: Duration, interval: Duration, acceleratesAfter: Duration,
    fastInterval: Duration
  ) {
    initialDelayNanoseconds = Self.nanoseconds(initialDelay)
    intervalNanoseconds = Self.nanoseconds(interval)
    acceleratesAfterNanoseconds = Self.nanoseconds(acceleratesAfter)
    fastIntervalNanoseconds = Self.nanoseconds(fastInterval)
  }

  /// How many slow repeats fire before the schedule accelerates.
  var slowRepeatCount: Int {
    let span = acceleratesAfterNanoseconds - initialDelayNanoseconds
    // Slow repeats fire strictly before `acceleratesAfter`: ceil(span / interval).
    return Int(clamping: span / intervalNanoseconds + (span % intervalNanoseconds == 0 ? 0 : 1))
  }

  /// How many repeats are due once the key has been held for `held`, the press not counted.
  /// - Complexity: O(1).
  func repeatCount(afterHolding held: Duration) -> Int {
    let time = Self.nanoseconds(held)
    guard time >= initialDelayNanoseconds else { return 0 }
    let slowCount = slowRepeatCount
    let slowElapsed = Int(clamping: (time - initialDelayNanoseconds) / intervalNanoseconds)
    guard time >= acceleratesAfterNanoseconds else { return min(slowCount, slowElapsed + 1) }
    let fastElapsed = Int(clamping: (time - acceleratesAfterNanoseconds) / fastIntervalNanoseconds)
    let (fast, overflowed) = fastElapsed.addingReportingOverflow(1)
    let (total, overflowedSum) = slowCount.addingReportingOverflow(fast)
    return overflowed || overflowedSum ? Int.max : total
  }

  /// How long the key has been held when repeat number `index` (from 1) fires; one too late
  /// to represent gives `Int64.max` nanoseconds.
  /// - Complexity: O(1).
  package func fireTime(ofRepeat index: Int) -> Duration {
    guard index > 0 else { return .zero }
    let slowCount = slowRepeatCount
    if index <= slowCount {
      return .nanoseconds(initialDelayNanoseconds + Int64(index - 1) * intervalNanoseconds)
    }
    let fastIndex = Int64(index - slowCount - 1)
    let (offset, overflowed) = fastIndex.multipliedReportingOverflow(by: fastIntervalNanoseconds)
    guard !overflowed else { return .nanoseconds(Int64.max) }
    let (time, overflowedSum) = acceleratesAfterNanoseconds.addingReportingOverflow(offset)
    return .nanoseconds(overflowedSum ? Int64.max : time)
  }

  /// How long the key will have been held when the next repeat after a hold of `held` is due.
  package func nextFireTime(afterHolding held: Duration) -> Duration {
    let count = repeatCount(afterHolding: held)
    guard count < Int.max else { return .nanoseconds(Int64.max) }
    return fireTime(ofRepeat: count + 1)
  }

  /// `duration` in whole nanoseconds, clamped to `Int64`'s range.
  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflowed) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflowed { return seconds < 0 ? Int64.min : Int64.max }
    let (total, overflowedSum) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
    if overflowedSum { return seconds < 0 ? Int64.min : Int64.max }
    return total
  }
}

extension KeyboardSession {
  /// A key that repeats while held, each on its own timer: backspace, or a hardware key.
  package enum HeldKey: Hashable, Sendable {
    case onScreen, hardware

    /// When its repeats come: the system keyboard's backspace schedule, or a hardware key's.
    package var schedule: KeyRepeatSchedule {
      switch self {
      case .onScreen: .standard
      case .hardware: .hardwareKey
      }
    }
  }
}
