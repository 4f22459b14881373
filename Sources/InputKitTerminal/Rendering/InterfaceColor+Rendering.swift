import InputKitCore

extension InterfaceColor {
  /// The same colour for a 24-bit terminal (which has no transparency: alpha is ignored).
  var terminalColor: TerminalColor {
    let (red, green, blue, _) = bytes
    return .rgb(red: red, green: green, blue: blue)
  }

  /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque (CSS and SVG notation).
  package var hexString: String {
    let (red, green, blue, alpha) = bytes
    let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    let digits = components.map { String($0 >> 4, radix: 16) + String($0 & 0xF, radix: 16) }
    return "#" + digits.joined().uppercased()
  }

  /// This colour laid over `background` (source over), for a renderer without transparency.
  package func composited(over background: InterfaceColor) -> InterfaceColor {
    let behind = background.alpha * (1 - alpha)
    let opacity = alpha + behind
    guard opacity > 0 else { return InterfaceColor(white: 0, alpha: 0) }
    func mix(_ front: Double, _ back: Double) -> Double {
      (front * alpha + back * behind) / opacity
    }
    return InterfaceColor(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), alpha: opacity)
  }

  private var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }
}
