import InputKitCore
import Testing

@testable import InputKitTerminal

@Suite("Colours for renderers without a colour type: laid over colours, in hex")
struct InterfaceColorRenderingTests {
  @Test(
    "a colour over a background mixes by its opacity, as a translucent view is drawn",
    arguments: [
      (InterfaceColor(white: 0, alpha: 0.85), InterfaceColor(rgb: 0x2C2C2E), "#070707"),
      (InterfaceColor(white: 1, alpha: 0.25), InterfaceColor(rgb: 0x1C1C1E), "#555556"),
      (InterfaceColor(rgb: 0xFF0000), InterfaceColor(rgb: 0x0000FF), "#FF0000"),
      (InterfaceColor(rgb: 0xFF0000, alpha: 0), InterfaceColor(rgb: 0x0000FF), "#0000FF"),
      (InterfaceColor(white: 1, alpha: 0.5), InterfaceColor(white: 0, alpha: 0.5), "#AAAAAABF"),
      (InterfaceColor(white: 1, alpha: 0), InterfaceColor(white: 1, alpha: 0), "#00000000"),
    ])
  func compositing(front: InterfaceColor, back: InterfaceColor, expected: String) {
    #expect(front.composited(over: back).hexString == expected)
  }

  @Test(
    "colours print as CSS hex, with alpha only when translucent",
    arguments: [
      (InterfaceColor(rgb: 0x007AFF), "#007AFF"),
      (InterfaceColor(rgb: 0x000000), "#000000"),
      (InterfaceColor(rgb: 0xFF0110, alpha: 128.0 / 255), "#FF011080"),
    ])
  func hex(color: InterfaceColor, text: String) {
    #expect(color.hexString == text)
  }
}
