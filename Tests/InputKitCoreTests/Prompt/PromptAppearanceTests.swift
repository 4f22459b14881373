import Testing

@testable import InputKitCore
@testable import InputKitPromptCore
@testable import InputKitShared

@Suite("Prompt appearance")
struct PromptAppearanceTests {
  @Test("one line of error is reserved, so the field does not jump when an error appears")
  func reservedErrorHeight() {
    #expect(PromptAppearance.standard.reservedErrorHeight(lineHeight: 20.5) == 20.5)
    #expect(PromptAppearance(reservedErrorLines: 2).reservedErrorHeight(lineHeight: 20) == 40)
    #expect(PromptAppearance(reservedErrorLines: -3).reservedErrorHeight(lineHeight: 20) == 0)
    #expect(PromptAppearance.standard.reservedErrorHeight(lineHeight: .nan) == 0)
  }

  @Test(
    "the title, the message and the error keep 4.5:1 on the standard cover over any screen, white to black"
  )
  func coverContrast() {
    let appearance = PromptAppearance.standard
    for white in stride(from: 0.0, through: 1.0, by: 0.05) {
      let cover = appearance.dim.laid(over: InterfaceColor(white: white))
      #expect(InterfaceColor.contrast(appearance.titleColor, cover) >= 4.5, "over \(white)")
      #expect(InterfaceColor.contrast(appearance.errorColor, cover) >= 4.5, "over \(white)")
    }
    // The error stays red: it reads as an error beside the white title.
    let error = appearance.errorColor
    #expect(error.red > error.green && error.red > error.blue)
  }

  @Test(
    "the field's text is dark on its light background, and the field keeps the light style (placeholder, caret) in Dark Mode; a dark field takes the dark style"
  )
  func fieldText() {
    let appearance = PromptAppearance.standard
    #expect(InterfaceColor.contrast(appearance.fieldTextColor, appearance.fieldBackground) >= 7)
    #expect(appearance.fieldInterfaceStyleRawValue == 1)
    let dark = PromptAppearance(
      fieldBackground: InterfaceColor(white: 0.15), fieldTextColor: InterfaceColor(white: 1))
    #expect(dark.fieldInterfaceStyleRawValue == 2)
  }
}
