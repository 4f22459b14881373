import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitPromptCore
@testable import InputKitShared

@Suite("Keyboard palette")
struct KeyboardPaletteTests {
  @Test(
    "every key title is readable on its key, pressed or not: 3:1 in light and dark, 4.5:1 under Increase Contrast",
    arguments: [
      (KeyboardPalette.light, 3.0), (.dark, 3.0), (.lightHighContrast, 4.5),
      (.darkHighContrast, 4.5),
    ])
  func titlesKeepContrast(palette: KeyboardPalette, minimum: Double) {
    for colors in [palette.digit, palette.operator, palette.function, palette.primary] {
      #expect(InterfaceColor.contrast(colors.title, colors.fill) >= minimum, "\(colors)")
      #expect(InterfaceColor.contrast(colors.title, colors.highlightedFill) >= minimum, "\(colors)")
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
