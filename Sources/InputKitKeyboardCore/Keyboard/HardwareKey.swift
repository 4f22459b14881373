import InputKitExpression

/// A key pressed on a hardware keyboard, typed through the same keys and rules as a tap.
package struct HardwareKey: Hashable, Sendable {
  package enum Meaning: Hashable, Sendable {
    /// Characters to type, each through the layout's key for it (`*` is the `×` key).
    case characters(String)
    case `return`
    case deleteBackward
    /// Escape: the app's (a prompt cancels), never the keyboard's.
    case escape
    /// Anything else (Tab, the arrows, function keys): the field's and the app's own handling.
    case other

    /// What text UIKit asks a field to insert means: a line break is Return, else characters.
    package init(inserting text: String) {
      self = text == "\n" || text == "\r" ? .return : .characters(text)
    }
  }

  package var meaning: Meaning
  /// Whether Command or Control is held: a shortcut, never typing (Option types through the rules).
  package var isShortcut: Bool

  package init(_ meaning: Meaning, isShortcut: Bool = false) {
    self.meaning = meaning
    self.isShortcut = isShortcut
  }

  /// The key a `UIKey` describes: its HID usage (`keyCode.rawValue`), its `characters` and whether
  /// a shortcut modifier is held. Keys that move or control rather than type (Tab, the arrows,
  /// function, media, input-method and modifier keys) are the field's own.
  package init(hidUsage usage: Int, characters: String, isShortcut: Bool) {
    self.isShortcut = isShortcut
    switch usage {
    case 0x28, 0x58: meaning = .return
    case 0x29: meaning = .escape
    case 0x2A, 0xBB: meaning = .deleteBackward
    case 0x2B, 0x39...0x53, 0x65, 0x66, 0x68...0x84, 0x88, 0x8A, 0x8B, 0x8D...0xAF, 0xBA, 0xE0...:
      meaning = .other
    default: meaning = characters.isEmpty ? .other : .characters(characters)
    }
  }
}
