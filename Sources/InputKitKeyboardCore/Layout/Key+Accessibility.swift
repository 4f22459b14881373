import InputKitShared

extension Key {
  /// The label VoiceOver speaks for the key in `language`: its `accessibilityLabel`, else a
  /// word for what it does ("divided by", not "÷"); digits and other text are their own label.
  func localizedAccessibilityLabel(in language: InterfaceLanguage) -> String {
    localizedAccessibilityLabel(using: LocalizedStrings(table: "Keyboard", language: language))
  }

  /// The language of `localizedAccessibilityLabel(in: language)`, for VoiceOver's voice:
  /// `language` for InputKit's own words and plain text, `nil` (the app's) for the app's own
  /// label or a custom key's title.
  func accessibilityLanguage(in language: InterfaceLanguage) -> String? {
    if case .custom = action { return nil }
    return accessibilityLabel == nil ? language.rawValue : nil
  }

  /// `localizedAccessibilityLabel(in:)` with the `Keyboard` table already loaded.
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

  /// The table keys for inserted signs, ASCII spellings included.
  private static let insertedTextNames: [String: String] = [
    "×": "times", "*": "times", "÷": "dividedBy", "/": "dividedBy", "+": "plus",
    "\u{2212}": "minus", "-": "minus", "%": "percent", ".": "decimalPoint", ",": "decimalPoint",
    "(": "openParenthesis", ")": "closeParenthesis", "=": "equals",
  ]
}
