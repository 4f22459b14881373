import InputKitExpression

/// A key pressed on a hardware keyboard (an iPad's Magic Keyboard), as UIKit's `UIKey`
/// reports it, for a keyboard session to type through the same keys and rules as a tap.
package struct HardwareKey: Hashable, Sendable {
  /// What the key means to a calculator field.
  package enum Meaning: Hashable, Sendable {
    /// Characters to type, each through the layout's key for it (`*` is the `×` key).
    case characters(String)
    /// Return or Enter.
    case `return`
    /// Delete (backspace).
    case deleteBackward
    /// Escape: the app's (a prompt cancels), never the keyboard's.
    case escape
    /// Anything else (Tab, the arrows, function keys): the field's and the app's own handling,
    /// such as Tab moving to the next field on an iPad.
    case other

    /// What text that UIKit's text system asks a field to insert (`insertText(_:)`) means: a
    /// line break is Return, anything else characters.
    package init(inserting text: String) {
      self = text == "\n" || text == "\r" ? .return : .characters(text)
    }
  }

  /// What the key means.
  package var meaning: Meaning
  /// Whether Command or Control is held: a shortcut (⌘. ⌘C ⌘Z) for the app and the system,
  /// never typing. Option is not: Option-/ types `÷`, and what it types goes through the rules.
  package var isShortcut: Bool

  /// A key with this meaning.
  package init(_ meaning: Meaning, isShortcut: Bool = false) {
    self.meaning = meaning
    self.isShortcut = isShortcut
  }

  /// The key a `UIKey` describes: its HID usage (`keyCode.rawValue`), its `characters` and whether
  /// a shortcut modifier is held.
  ///
  /// Return and keypad Enter are Return, Escape is Escape, Delete and keypad Backspace are Delete.
  /// Keys that move or control rather than type (Tab, the arrows, function, media, input-method and
  /// modifier keys) are the field's own. Every other key types its characters through the rules.
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
