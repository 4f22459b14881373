import InputKitCore

extension InterfaceColor {
  /// The same colour for a 24-bit terminal (which has no transparency: alpha is ignored).
  var terminalColor: TerminalColor {
    let (red, green, blue, _) = bytes
    return .rgb(red: red, green: green, blue: blue)
  }
}
