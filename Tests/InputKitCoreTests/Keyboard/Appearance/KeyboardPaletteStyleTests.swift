import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Palette colours by key style")
struct KeyboardPaletteStyleTests {
  @Test(
    "each key style is drawn in its own colours, in light and dark",
    arguments: [KeyboardPalette.light, .dark])
  func colorsByStyle(palette: KeyboardPalette) {
    #expect(palette.colors(for: .digit) == palette.digit)
    #expect(palette.colors(for: .operator) == palette.operator)
    #expect(palette.colors(for: .function) == palette.function)
    #expect(palette.colors(for: .primary) == palette.primary)
    #expect(Set(KeyStyle.allCases.map { palette.colors(for: $0) }).count == KeyStyle.allCases.count)
  }
}
