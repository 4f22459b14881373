import InputKitExpression
import InputKitShared

extension String {
  // Swift strings are UTF-8; UIKit counts UTF-16. The conversions below walk the UTF-8
  // bytes directly (a lead byte of a four-byte sequence is two UTF-16 units, every other lead
  // byte one), which is several times faster than the UTF-16 view for short non-ASCII text
  // such as `12×3−4`, and this runs a few times per key press.

  /// The index at UTF-16 `offset` and that offset, clamped and rounded down to a scalar.
  func utf16Position(_ offset: Int) -> (index: String.Index, offset: Int) {
    utf16Positions(offset..<offset).lower
  }

  /// The indices and clamped offsets of both ends of a UTF-16 `range`, in one pass.
  func utf16Positions(
    _ range: Range<Int>
  ) -> (lower: (index: String.Index, offset: Int), upper: (index: String.Index, offset: Int)) {
    typealias End = (bytes: Int, units: Int)
    let found = utf8.withContiguousStorageIfAvailable { bytes -> (lower: End, upper: End) in
      var units = 0
      var position = 0
      var lower: End?
      let count = bytes.count
      while position < count {
        let byte = bytes[position]
        // Continuation bytes add nothing; a four-byte lead is a surrogate pair.
        let width = byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1)
        if lower == nil, units &+ width > range.lowerBound { lower = (position, units) }
        if units &+ width > range.upperBound {
          return (lower: lower ?? (position, units), upper: (position, units))
        }
        units &+= width
        position &+= 1
      }
      return (lower: lower ?? (count, units), upper: (count, units))
    }
    guard let found else {
      let clamped = Self.clamped(range, to: utf16.count)
      return (
        (utf16.index(utf16.startIndex, offsetBy: clamped.lowerBound), clamped.lowerBound),
        (utf16.index(utf16.startIndex, offsetBy: clamped.upperBound), clamped.upperBound)
      )
    }
    return (
      (utf8.index(utf8.startIndex, offsetBy: found.lower.bytes), found.lower.units),
      (utf8.index(utf8.startIndex, offsetBy: found.upper.bytes), found.upper.units)
    )
  }

  /// `utf16Positions(range)` for a string known to be `length` UTF-16 units long: a range
  /// nearer the end (where typing happens) is found walking back from the end, so typing into
  /// a long field stays linear.
  func utf16Positions(
    _ range: Range<Int>, length: Int
  ) -> (lower: (index: String.Index, offset: Int), upper: (index: String.Index, offset: Int)) {
    let targets = Self.clamped(range, to: length)
    let (lowerTarget, upperTarget) = (targets.lowerBound, targets.upperBound)
    guard length - lowerTarget < lowerTarget else { return utf16Positions(range) }
    typealias End = (bytes: Int, units: Int)
    let found = utf8.withContiguousStorageIfAvailable { bytes -> (lower: End, upper: End) in
      var position = bytes.count
      var units = length
      var upper: End?
      while true {
        if upper == nil, units <= upperTarget { upper = (position, units) }
        if units <= lowerTarget || position == 0 {
          return (lower: (position, units), upper: upper ?? (position, units))
        }
        // Back to the previous scalar's lead byte; a four-byte lead is a surrogate pair.
        var start = position - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        units -= bytes[start] >= 0xF0 ? 2 : 1
        position = start
      }
    }
    guard let found else { return utf16Positions(range) }
    return (
      (utf8.index(utf8.startIndex, offsetBy: found.lower.bytes), found.lower.units),
      (utf8.index(utf8.startIndex, offsetBy: found.upper.bytes), found.upper.units)
    )
  }

  var utf16Length: Int {
    utf8.withContiguousStorageIfAvailable(Self.utf16Units(in:)) ?? utf16.count
  }

  static func clamped(_ range: Range<Int>, to count: Int) -> Range<Int> {
    let lower = Swift.min(Swift.max(0, range.lowerBound), count)
    return lower..<Swift.min(Swift.max(lower, range.upperBound), count)
  }

  func utf16Offset(of index: String.Index) -> Int {
    let byteOffset = utf8.distance(from: utf8.startIndex, to: index)
    return utf8.withContiguousStorageIfAvailable { bytes in
      Self.utf16Units(in: UnsafeBufferPointer(rebasing: bytes[..<byteOffset]))
    } ?? utf16.distance(from: utf16.startIndex, to: index)
  }

  private static func utf16Units(in bytes: some Sequence<UInt8>) -> Int {
    var units = 0
    for byte in bytes {
      units &+= byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1)
    }
    return units
  }

  /// The grapheme-cluster boundary at `offset`, or the end of the cluster `offset` falls inside.
  func graphemeBoundary(atOrAfter offset: Int) -> Int {
    let index = utf16Position(offset).index
    let start = characterStart(containing: index)
    if start == index, utf16Offset(of: index) == offset { return offset }
    guard start < endIndex else { return utf16Length }
    return utf16Offset(of: self.index(after: start))
  }

  /// The grapheme-cluster boundary at `offset`, or the start of the cluster `offset` falls inside.
  func graphemeBoundary(atOrBefore offset: Int) -> Int {
    utf16Offset(of: characterStart(containing: utf16Position(offset).index))
  }

  /// `range` clamped into the string and widened outward to grapheme boundaries.
  func graphemeAlignedRange(_ range: Range<Int>) -> Range<Int> {
    let clamped = Self.clamped(range, to: utf16Length)
    let lower = graphemeBoundary(atOrBefore: clamped.lowerBound)
    let upper = graphemeBoundary(atOrAfter: clamped.upperBound)
    return lower..<Swift.max(lower, upper)
  }

  /// The start of the character that contains `index` (or `index` itself on a boundary).
  private func characterStart(containing index: String.Index) -> String.Index {
    guard index < endIndex else { return endIndex }
    // `index(after:)` rounds a non-boundary index down to its character first, so stepping
    // forward and back lands on the start of the character that contains `index`.
    return self.index(before: self.index(after: index))
  }
}

extension String {
  /// The index `bytes` UTF-8 units from the start; constant time for native strings.
  func index(utf8Offset bytes: Int) -> String.Index {
    utf8.index(utf8.startIndex, offsetBy: bytes)
  }

  /// The UTF-8 offset of `index`; constant time for native strings.
  func utf8Offset(of index: String.Index) -> Int {
    utf8.distance(from: utf8.startIndex, to: index)
  }

  /// The number of UTF-16 units between two scalar-aligned indices.
  func utf16Units(from start: String.Index, to end: String.Index) -> Int {
    Self.utf16Units(in: utf8[start..<end])
  }

  /// The UTF-16 offset `target` (clamped, rounded down to the start of a surrogate pair) as a
  /// UTF-8 offset and the offset itself, walked from `anchor`, a known scalar boundary.
  func utf16Position(
    _ target: Int, from anchor: (bytes: Int, units: Int)
  ) -> (bytes: Int, units: Int) {
    let found = utf8.withContiguousStorageIfAvailable { bytes -> (bytes: Int, units: Int) in
      var position = anchor.bytes
      var units = anchor.units
      if target >= units {
        let count = bytes.count
        while position < count {
          var width = 0
          if bytes[position] & 0xC0 != 0x80 { width = bytes[position] >= 0xF0 ? 2 : 1 }
          if units &+ width > target { break }
          units &+= width
          position &+= 1
        }
        return (position, units)
      }
      while units > target, position > 0 {
        var start = position - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        units -= bytes[start] >= 0xF0 ? 2 : 1
        position = start
      }
      return (position, units)
    }
    if let found { return found }
    let lower = utf16Position(target)
    return (utf8Offset(of: lower.index), lower.offset)
  }
}
