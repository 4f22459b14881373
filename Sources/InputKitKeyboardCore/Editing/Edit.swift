import InputKitExpression
import InputKitShared

/// A change to a field's text, described before it happens: the UTF-16 range to replace and
/// the text to put there, exactly what the field's delegate is asked about.
package struct Edit: Hashable, Sendable {
  /// The UTF-16 range of the current text that is replaced.
  package var range: Range<Int>
  /// The text that replaces it; empty for a deletion.
  package var replacement: String

  package init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// `text` with this edit applied; the range is clamped into the text first.
  package func applied(to text: String) -> String {
    let (lower, upper) = text.utf16Positions(range)
    var result = text
    result.replaceSubrange(lower.index..<upper.index, with: replacement)
    return result
  }
}
