import InputKitExpression
import InputKitShared

/// A change to a field's text, described *before* it happens: the UTF-16 range to replace and
/// the text to put there.
///
/// The UIKit layer passes exactly this range (as an `NSRange`) to the field delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` before applying it, so a
/// delegate that limits or reformats input sees the keyboard's edits as it sees typing.
package struct Edit: Hashable, Sendable {
  /// The UTF-16 range of the current text that is replaced.
  package var range: Range<Int>
  /// The text that replaces it; empty for a deletion.
  package var replacement: String

  /// Creates an edit.
  package init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// Whether the edit removes text and inserts none.
  var isDeletion: Bool { replacement.isEmpty }

  /// `text` with this edit applied; the range is clamped into the text first.
  package func applied(to text: String) -> String {
    let (lower, upper) = text.utf16Positions(range)
    var result = text
    result.replaceSubrange(lower.index..<upper.index, with: replacement)
    return result
  }
}
