import Testing

@testable import InputKitCore

/// README.md's usage example, statement for statement, so the README stays true.
@Suite("README example")
struct ReadmeExampleTests {
  @Test("the README's key-press example prints what its comments say")
  func readmeExample() {
    let processor = KeyPressProcessor.calculator()
    var field = TextEditingState(text: "12+3")
    let press = processor.process(.insert("×"), in: field)
    #expect(press.effect == .edit(Edit(range: 4..<4, replacement: "×")))
    #expect(press.state.text == "12+3×")
    #expect(press.preview == "15")
    field = processor.process(.insert("2"), in: press.state).state
    #expect(processor.process(.return, in: field).state.text == "18")
  }
}
