extension String {
  /// The index at UTF-16 `offset`, clamped into the string. Offsets inside a surrogate pair
  /// round down to the pair's start.
  func stringIndex(utf16Offset offset: Int) -> String.Index {
    let clamped = Swift.min(Swift.max(0, offset), utf16.count)
    return utf16.index(utf16.startIndex, offsetBy: clamped)
  }

  /// `range` clamped into `0...utf16.count`.
  func clampedUTF16Range(_ range: Range<Int>) -> Range<Int> {
    let count = utf16.count
    let lower = Swift.min(Swift.max(0, range.lowerBound), count)
    let upper = Swift.min(Swift.max(lower, range.upperBound), count)
    return lower..<upper
  }

  /// The UTF-16 offset of `index`.
  func utf16Offset(of index: String.Index) -> Int {
    utf16.distance(from: utf16.startIndex, to: index)
  }

  /// The grapheme-cluster boundary at `offset` or, if `offset` falls inside a cluster, the
  /// end of that cluster.
  func graphemeBoundary(atOrAfter offset: Int) -> Int {
    let index = stringIndex(utf16Offset: offset)
    let start = characterStart(containing: index)
    if start == index, utf16Offset(of: index) == offset { return offset }
    guard start < endIndex else { return utf16.count }
    return utf16Offset(of: self.index(after: start))
  }

  /// The grapheme-cluster boundary at `offset` or, if `offset` falls inside a cluster, the
  /// start of that cluster.
  func graphemeBoundary(atOrBefore offset: Int) -> Int {
    utf16Offset(of: characterStart(containing: stringIndex(utf16Offset: offset)))
  }

  /// `range` clamped into the string and widened outward to grapheme boundaries.
  func graphemeAlignedRange(_ range: Range<Int>) -> Range<Int> {
    let clamped = clampedUTF16Range(range)
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
