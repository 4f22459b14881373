import Foundation

extension Edit {
  /// The replaced range as UIKit's delegates receive it: exactly `range`, as a location and a
  /// length in UTF-16 code units.
  public var nsRange: NSRange {
    NSRange(location: range.lowerBound, length: range.count)
  }
}
