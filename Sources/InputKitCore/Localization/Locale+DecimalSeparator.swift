import Foundation

extension Locale {
  /// The locale's decimal separator as InputKit uses it everywhere — typing, evaluating,
  /// formatting, validating, storing — so that all of them agree: Foundation's separator, or
  /// `.` when the locale has none (or an empty one).
  var inputDecimalSeparator: String {
    guard let separator = decimalSeparator, !separator.isEmpty else { return "." }
    return separator
  }

  /// The first scalar of `inputDecimalSeparator`, for code that reads text scalar by scalar.
  var inputDecimalSeparatorScalar: Unicode.Scalar {
    inputDecimalSeparator.unicodeScalars.first ?? "."
  }
}
