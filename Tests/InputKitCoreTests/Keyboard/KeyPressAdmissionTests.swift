import Testing

@testable import InputKitCore

@Suite("Key press admission")
struct KeyPressAdmissionTests {
  @Test(
    "a covered keyboard, then a disabled key, refuse before the delegate is asked",
    arguments: [
      (true, true, true, KeyPressAdmission.blocked, 0),
      (false, false, true, .disabled, 0),
      (false, true, false, .vetoed, 1),
      (false, true, true, .admitted, 1),
    ] as [(Bool, Bool, Bool, KeyPressAdmission, Int)])
  func order(
    blocked: Bool, enabled: Bool, delegateSays: Bool, expected: KeyPressAdmission, asked: Int
  ) {
    var questions = 0
    let admission = KeyPressAdmission.check(isBlocked: blocked, isEnabled: enabled) {
      questions += 1
      return delegateSays
    }
    #expect(admission == expected)
    #expect(questions == asked)
  }

  @Test("the preview is reused when the field took the predicted text, recomputed when not")
  func previewAfterDelivery() {
    let processor = KeyPressProcessor.calculator()
    let state = TextEditingState(marked: "12+3|")
    let result = processor.process(.insert("×"), in: state)
    #expect(processor.preview(after: result, fieldText: result.state.text) == result.preview)
    // A formatting delegate that wrote something else gets that text previewed.
    #expect(processor.preview(after: result, fieldText: "2+2") == "4")
  }
}
