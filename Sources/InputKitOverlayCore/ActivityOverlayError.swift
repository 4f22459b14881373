import Foundation

/// Input an activity overlay refuses, leaving itself unchanged.
public enum ActivityOverlayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A progress value was NaN, which is no amount of progress at all.
  case progressIsNotANumber

  /// Refuses a progress value that is no amount of progress: NaN.
  ///
  /// - Throws: ``progressIsNotANumber`` for NaN.
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
  /// ``description``: the error is a developer's mistake, so its message is in English, for
  /// logs and for `localizedDescription`.
  public var errorDescription: String? { description }
}
