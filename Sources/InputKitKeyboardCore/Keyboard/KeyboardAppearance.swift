/// The keyboard appearance a field asks for (`UITextInputTraits.keyboardAppearance`).
package enum KeyboardAppearance: Hashable, Sendable {
  /// The system's: light or dark as the interface is (`.default`).
  case automatic
  /// Dark keys whatever the interface (`.dark`, and the deprecated `.alert`).
  case dark
  /// Light keys whatever the interface (`.light`).
  case light

  /// The request for `UIKeyboardAppearance`'s raw value; an unknown value is the default.
  package init(uiKitRawValue: Int) {
    self = [1: .dark, 2: .light][uiKitRawValue] ?? .automatic
  }

  /// Whether the keys are dark when the interface around them `isDark`.
  package func isDark(interfaceIsDark: Bool) -> Bool {
    switch self {
    case .automatic: interfaceIsDark
    case .dark: true
    case .light: false
    }
  }
}
