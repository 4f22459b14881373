import Foundation

extension NSRange {
  /// The range as UTF-16 offsets into a text of `utf16Count` code units, or the reason it does
  /// not fit: `NSNotFound`, negative parts, an end past `Int.max`, or an end after the text.
  public func utf16Range(within utf16Count: Int) throws(TextRangeError) -> Range<Int> {
    if location == NSNotFound { throw .notFound }
    guard location >= 0, length >= 0 else {
      throw .negative(location: location, length: length)
    }
    let (end, overflow) = location.addingReportingOverflow(length)
    if overflow { throw .overflow(location: location, length: length) }
    guard end <= utf16Count else {
      throw .beyondText(location: location, length: length, utf16Count: utf16Count)
    }
    return location..<end
  }
}
