import Foundation

@testable import InputKitShared

extension InterfaceColor {
  /// WCAG 2 relative luminance of an sRGB colour.
  var relativeLuminance: Double {
    func linear(_ value: Double) -> Double {
      value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2 contrast ratio of two opaque colours, 1…21.
  static func contrast(_ first: InterfaceColor, _ second: InterfaceColor) -> Double {
    let (a, b) = (first.relativeLuminance, second.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour laid with its alpha over an opaque `background`, as UIKit composites it.
  func laid(over background: InterfaceColor) -> InterfaceColor {
    func mix(_ top: Double, _ bottom: Double) -> Double { alpha * top + (1 - alpha) * bottom }
    return InterfaceColor(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue))
  }
}
