import Foundation

/// A colour as red, green, blue and alpha components from 0 to 1: the platform-independent
/// data a renderer turns into a `UIColor` or a terminal colour.
public struct OverlayColor: Hashable, Sendable, Codable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey: `white` 0 is black, 1 is white.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
}
