import Foundation

/// Why a range that UIKit reported cannot be used on a field's text.
///
/// UIKit speaks `NSRange` (a location and a length in UTF-16 code units) and signals "no range"
/// with `NSNotFound`; a range that does not fit the text must be refused, not clamped, so a
/// stale or foreign range never edits the wrong characters.
public enum TextRangeError: Error, Hashable, Sendable {
  /// The location is `NSNotFound`: there is no range.
  case notFound
  /// The location or the length is negative.
  case negative(location: Int, length: Int)
  /// `location + length` does not fit in an `Int`.
  case overflow(location: Int, length: Int)
  /// The range ends after the text, which is `utf16Count` code units long.
  case beyondText(location: Int, length: Int, utf16Count: Int)
}

extension TextRangeError: CustomStringConvertible {
  /// A sentence for the developer who passed the range.
  public var description: String {
    switch self {
    case .notFound:
      return "the range is NSNotFound"
    case .negative(let location, let length):
      return "the range {\(location), \(length)} has a negative location or length"
    case .overflow(let location, let length):
      return "the range {\(location), \(length)} ends beyond the largest integer"
    case .beyondText(let location, let length, let count):
      return "the range {\(location), \(length)} ends after the text's \(count) UTF-16 units"
    }
  }
}

extension TextRangeError: LocalizedError {
  /// ``description``: the error is a developer's mistake, so its message is in English, for
  /// logs and for `localizedDescription`.
  public var errorDescription: String? { description }
}
