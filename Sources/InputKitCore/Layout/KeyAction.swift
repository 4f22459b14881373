/// What pressing a key does. A key's behaviour is data, so the same press means the same
/// thing on the UIKit keyboard, in SwiftUI and in the terminal demo.
public enum KeyAction: Hashable, Sendable {
  /// Inserts the text at the cursor, replacing the selection.
  case insert(String)
  /// Deletes the selection, or the one grapheme cluster before the cursor.
  case deleteBackward
  /// The return key: resigns, evaluates or inserts a newline, as configured.
  case `return`
  /// Removes all text.
  case clear
  /// Replaces the text with the value of the expression it holds.
  case evaluate
  /// Moves the cursor by this many grapheme clusters (negative is backwards).
  case moveCursor(Int)
  /// Shows the layout with this identifier.
  case switchLayout(String)
  /// An app-defined action, delivered to the keyboard's delegate by identifier.
  case custom(String)
}
