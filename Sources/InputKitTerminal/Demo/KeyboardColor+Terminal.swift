import InputKitCore

extension KeyboardColor {
  /// The same colour for a 24-bit terminal (which has no transparency: alpha is ignored).
  var terminalColor: TerminalColor {
    .rgb(red: red, green: green, blue: blue)
  }
}
