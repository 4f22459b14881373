import Foundation

/// A rule that cannot be built because its definition makes no sense: raised when the rule is
/// created, so the developer finds it, never a person typing.
public enum ValidationRuleError: Error, Hashable, Sendable {
  /// The regular expression does not compile; `reason` is what the regex engine said.
  case invalidPattern(pattern: String, reason: String)
  /// The lower bound is above the upper bound, or a length bound is negative.
  case invalidBounds(lower: String, upper: String)
  /// A numeric bound is not a number (`Decimal.nan`).
  case boundIsNotANumber
}

extension ValidationRuleError: CustomStringConvertible, LocalizedError {
  /// A sentence a developer can act on.
  public var description: String {
    switch self {
    case .invalidPattern(let pattern, let reason):
      "the pattern \(pattern) is not a valid regular expression: \(reason)"
    case .invalidBounds(let lower, let upper):
      "the bounds \(lower)…\(upper) are not a valid range: each must be at least 0 for a length "
        + "and the lower must not exceed the upper"
    case .boundIsNotANumber:
      "a numeric bound is NaN"
    }
  }

  /// ``description``, in English: the error is a developer's mistake.
  public var errorDescription: String? { description }
}
