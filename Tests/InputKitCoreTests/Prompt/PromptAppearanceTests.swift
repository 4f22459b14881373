import Testing

@testable import InputKitCore
@testable import InputKitPromptCore

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
    "the error colour is lighter than the title's dim background allows to miss: red-tinted, light")
  func errorColour() {
    let error = PromptAppearance.standard.errorColor
    #expect(error.red > error.green && error.red > error.blue)
    // Relative luminance above 0.4 keeps it readable on the black cover.
    let luminance = 0.2126 * error.red + 0.7152 * error.green + 0.0722 * error.blue
    #expect(luminance > 0.4)
  }
}
