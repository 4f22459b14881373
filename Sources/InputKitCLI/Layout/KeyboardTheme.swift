import InputKitCore

/// The colours `inputkit render` draws a keyboard in, modelled on the system keyboard's light
/// and dark appearance with the calculator's orange operators.
struct KeyboardTheme: Sendable {
  /// Behind and between the keys.
  var background: String
  /// Key fills by style.
  var fills: [KeyStyle: String]
  /// Title colours by style.
  var titles: [KeyStyle: String]

  /// The theme called `name` (`light` or `dark`), or `nil`.
  static func named(_ name: String) -> KeyboardTheme? {
    switch name {
    case "light": light
    case "dark": dark
    default: nil
    }
  }

  static let light = KeyboardTheme(
    background: "#D1D4DA",
    fills: [.digit: "#FFFFFF", .operator: "#FF9500", .function: "#ACB3BE", .primary: "#007AFF"],
    titles: [.digit: "#000000", .operator: "#FFFFFF", .function: "#000000", .primary: "#FFFFFF"])

  static let dark = KeyboardTheme(
    background: "#1C1C1E",
    fills: [.digit: "#4A4A4D", .operator: "#FF9F0A", .function: "#2E2E31", .primary: "#0A84FF"],
    titles: [.digit: "#FFFFFF", .operator: "#FFFFFF", .function: "#FFFFFF", .primary: "#FFFFFF"])
}
