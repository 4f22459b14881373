import Foundation

/// Why a `KeyRepeatSchedule` could not be made from the given timing.
package enum KeyRepeatScheduleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The first repeat would come before the key went down.
  case negativeInitialDelay(Duration)
  /// An interval between repeats is zero or negative, so a held key would repeat without
  /// end at once.
  case nonPositiveInterval(Duration)
  /// The schedule would speed up before its first repeat.
  case acceleratesBeforeFirstRepeat(Duration, initialDelay: Duration)

  /// A sentence a developer can act on.
  package var description: String {
    switch self {
    case .negativeInitialDelay(let delay):
      "the delay before the first repeat must not be negative (got \(delay))"
    case .nonPositiveInterval(let interval):
      "the interval between repeats must be at least one nanosecond (got \(interval))"
    case .acceleratesBeforeFirstRepeat(let accelerates, let initialDelay):
      "repeats cannot speed up (after \(accelerates)) before the first repeat (after \(initialDelay))"
    }
  }
}

extension KeyRepeatScheduleError: LocalizedError {
  /// ``description``: the error is a developer's mistake, so its message is in English, for
  /// logs and for `localizedDescription`.
  package var errorDescription: String? { description }
}
