extension PromptSession {
  /// A key pressed on a hardware keyboard, as UIKit's `UIKey` describes it: which keys the
  /// prompt takes for itself, so the responder chain never passes them on.
  package struct HardwareKey: Equatable, Sendable {
    /// The key's USB HID usage (`UIKey.keyCode`'s raw value).
    package var usage: Int
    /// The characters it types without modifiers (`UIKey.charactersIgnoringModifiers`).
    package var characters: String
    /// Whether ⌘ is held.
    package var isCommandHeld: Bool

    /// A key press.
    package init(usage: Int, characters: String, isCommandHeld: Bool = false) {
      self.usage = usage
      self.characters = characters
      self.isCommandHeld = isCommandHeld
    }

    /// The USB HID usage of Esc (`UIKeyboardHIDUsage.keyboardEscape`).
    package static let escapeUsage = 0x29

    /// Whether the key cancels the prompt, as ``Event/escape`` does: Esc (by its usage, or by
    /// the escape character `UIKeyCommand.inputEscape` stands for), and ⌘. (by the character,
    /// wherever the keyboard layout puts the full stop), the Mac's and iPad's "cancel" keys.
    package var cancelsPrompt: Bool {
      usage == Self.escapeUsage || characters == "\u{1B}" || (isCommandHeld && characters == ".")
    }
  }
}
