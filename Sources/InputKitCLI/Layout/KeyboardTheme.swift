import InputKitCore

/// The palettes `inputkit render` draws with: the core's `KeyboardPalette`, so the SVG shows
/// exactly the colours the UIKit keyboard and the terminal demo use.
enum KeyboardTheme {
  /// The palette called `name` (`light` or `dark`), or `nil`.
  static func named(_ name: String) -> KeyboardPalette? {
    switch name {
    case "light": .light
    case "dark": .dark
    default: nil
    }
  }
}
