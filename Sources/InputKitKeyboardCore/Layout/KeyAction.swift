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

extension KeyAction {
  /// Whether a key with this action acts as soon as it goes down and then repeats while held,
  /// as backspace and the cursor keys do; every other key acts when the finger lifts.
  var repeatsWhenHeld: Bool {
    switch self {
    case .deleteBackward, .moveCursor: true
    case .insert, .return, .clear, .evaluate, .switchLayout, .custom: false
    }
  }

  /// Whether a key with this action repeats while its hardware key is held: characters,
  /// Delete and the cursor keys do.
  var repeatsOnHardwareKeyboard: Bool {
    switch self {
    case .insert, .deleteBackward, .moveCursor: true
    case .return, .clear, .evaluate, .switchLayout, .custom: false
    }
  }
}
