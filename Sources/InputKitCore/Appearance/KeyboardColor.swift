/// A colour of the keyboard's theme as 8-bit sRGB components, so that every renderer — UIKit,
/// SVG, a 24-bit terminal — draws exactly the same colour and no value can be out of range.
public struct KeyboardColor: Hashable, Sendable, Codable {
  /// The red component, 0–255.
  public var red: UInt8
  /// The green component, 0–255.
  public var green: UInt8
  /// The blue component, 0–255.
  public var blue: UInt8
  /// The opacity, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// A colour from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour written as `0xRRGGBB`, as design tools show it.
  public init(rgb: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
      blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
  }

  /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque (CSS and SVG notation).
  public var hexString: String {
    let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#"
      + components.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
      }.joined()
  }
}
