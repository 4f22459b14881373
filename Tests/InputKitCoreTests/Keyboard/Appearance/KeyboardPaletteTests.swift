import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitPromptCore
@testable import InputKitShared

@Suite("Keyboard palette")
struct KeyboardPaletteTests {
  /// WCAG 2 relative luminance of an sRGB colour.
  private func luminance(_ color: InterfaceColor) -> Double {
    func linear(_ value: Double) -> Double {
      return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722
      * linear(color.blue)
  }

  private func contrast(_ first: InterfaceColor, _ second: InterfaceColor) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  @Test(
    "every key title is readable on its key, pressed or not: 3:1 in light and dark, 4.5:1 under Increase Contrast",
    arguments: [
      (KeyboardPalette.light, 3.0), (.dark, 3.0), (.lightHighContrast, 4.5),
      (.darkHighContrast, 4.5),
    ])
  func titlesKeepContrast(palette: KeyboardPalette, minimum: Double) {
    for colors in [palette.digit, palette.operator, palette.function, palette.primary] {
      #expect(contrast(colors.title, colors.fill) >= minimum, "\(colors)")
      #expect(contrast(colors.title, colors.highlightedFill) >= minimum, "\(colors)")
      #expect(colors.fill != colors.highlightedFill, "a press must be visible: \(colors)")
    }
  }

  @Test("a pressed key shows its pressed fill, a key at rest its fill")
  func pressedFill() {
    let digit = KeyboardPalette.light.digit
    #expect(digit.fill(isHighlighted: true) == digit.highlightedFill)
    #expect(digit.fill(isHighlighted: false) == digit.fill)
  }

  @Test("the palette follows dark mode and Increase Contrast")
  func paletteForAppearance() {
    #expect(KeyboardPalette.forAppearance(isDark: false, isHighContrast: false) == .light)
    #expect(KeyboardPalette.forAppearance(isDark: true, isHighContrast: false) == .dark)
    #expect(
      KeyboardPalette.forAppearance(isDark: false, isHighContrast: true) == .lightHighContrast)
    #expect(KeyboardPalette.forAppearance(isDark: true, isHighContrast: true) == .darkHighContrast)
  }

  @Test("light and dark differ, so the keyboard follows the appearance")
  func appearancesDiffer() {
    #expect(KeyboardPalette.light.background != KeyboardPalette.dark.background)
    #expect(KeyboardPalette.light.digit != KeyboardPalette.dark.digit)
  }
}
