import InputKitShared
extension Key {
  /// The label VoiceOver speaks for the key in `language`: the layout's explicit
  /// `accessibilityLabel` when it has one, otherwise a word for what the key does —
  /// "divided by" rather than "÷", "delete" rather than "←" — from the `Keyboard` table.
  /// Digits and other inserted text are their own label; VoiceOver reads "7" as a number in
  /// every language.
  func localizedAccessibilityLabel(in language: InterfaceLanguage) -> String {
    localizedAccessibilityLabel(using: LocalizedStrings(table: "Keyboard", language: language))
  }

  /// The label as `localizedAccessibilityLabel(in:)` gives it, with the `Keyboard` table
  /// already loaded, for labelling many keys at once.
  func localizedAccessibilityLabel(using strings: LocalizedStrings) -> String {
    if let accessibilityLabel { return accessibilityLabel }
    switch action {
    case .insert(let text):
      guard let name = Self.insertedTextNames[text] else { return text }
      return strings.string(name)
    case .deleteBackward: return strings.string("delete")
    case .return: return strings.string("return")
    case .clear: return strings.string("clear")
    case .evaluate: return strings.string("equals")
    case .moveCursor(let offset):
      return strings.string(offset < 0 ? "moveCursorBack" : "moveCursorForward")
    case .switchLayout: return strings.string("nextKeyboard")
    case .custom: return title
    }
  }

  /// The table keys for inserted signs, ASCII spellings included so that a layout file
  /// using `*` or `-` is labelled as well as one using `×` or `−`.
  private static let insertedTextNames: [String: String] = [
    "×": "times", "*": "times", "÷": "dividedBy", "/": "dividedBy", "+": "plus",
    "\u{2212}": "minus", "-": "minus", "%": "percent", ".": "decimalPoint", ",": "decimalPoint",
    "(": "openParenthesis", ")": "closeParenthesis", "=": "equals",
  ]
}
