/// A colour of InputKit's look as sRGB components and opacity from 0 to 1, so that every
/// renderer (UIKit, SwiftUI, SVG, a terminal) draws the same colour.
public struct InterfaceColor: Hashable, Sendable {
  /// Red, 0…1.
  public let red: Double
  /// Green, 0…1.
  public let green: Double
  /// Blue, 0…1.
  public let blue: Double
  /// Opacity, 0…1.
  public let alpha: Double

  /// A colour from its sRGB components, each clamped to 0…1 (NaN counts as 0).
  ///
  /// - Parameters:
  ///   - red: Red, 0…1.
  ///   - green: Green, 0…1.
  ///   - blue: Blue, 0…1.
  ///   - alpha: Opacity, 0 (transparent) … 1 (opaque); opaque by default.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
  }

  /// A grey.
  ///
  /// - Parameters:
  ///   - white: The brightness: 0 is black, 1 is white.
  ///   - alpha: Opacity, 0 (transparent) … 1 (opaque); opaque by default.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour written in hexadecimal, as design tools show it.
  ///
  /// - Parameters:
  ///   - rgb: The colour as `0xRRGGBB`; higher bits are ignored.
  ///   - alpha: Opacity, 0 (transparent) … 1 (opaque); opaque by default.
  public init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255, alpha: alpha)
  }

  private static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
