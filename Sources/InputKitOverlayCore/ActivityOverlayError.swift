import Foundation

/// Input an activity overlay refuses, leaving itself unchanged.
public enum ActivityOverlayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A progress value was NaN, which is no amount of progress at all.
  case progressIsNotANumber

  package static func check(progress: Double?) throws(ActivityOverlayError) {
    if progress?.isNaN == true { throw .progressIsNotANumber }
  }

  /// A sentence a developer can act on.
  public var description: String {
    switch self {
    case .progressIsNotANumber: "a progress value must be a number from 0 to 1, not NaN"
    }
  }
}

extension ActivityOverlayError: LocalizedError {
  /// ``description``, in English: the error is a developer's mistake.
  public var errorDescription: String? { description }
}
