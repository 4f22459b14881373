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

  struct Press: Sendable, CustomTestStringConvertible {
    var name: String
    var action: KeyAction
    var blocked = false
    var enabled = true
    var delegateSays = true
    var fieldSays = true
    var admission: KeyPressAdmission
    var fieldAllowsReturn: Bool
    /// Who was asked, in order.
    var asked: [String]
    var testDescription: String { name }
  }

  static let presses: [Press] = [
    Press(
      name: "a digit asks the delegate, never the field", action: .insert("7"),
      admission: .admitted, fieldAllowsReturn: true, asked: ["delegate"]),
    Press(
      name: "a digit is not refused by a field that refuses Return", action: .insert("7"),
      fieldSays: false, admission: .admitted, fieldAllowsReturn: true, asked: ["delegate"]),
    Press(
      name: "backspace never asks the field", action: .deleteBackward, admission: .admitted,
      fieldAllowsReturn: true, asked: ["delegate"]),
    Press(
      name: "evaluate is not Return and does not ask the field", action: .evaluate,
      admission: .admitted, fieldAllowsReturn: true, asked: ["delegate"]),
    Press(
      name: "Return asks the delegate, then the field", action: .return, admission: .admitted,
      fieldAllowsReturn: true, asked: ["delegate", "field"]),
    Press(
      name: "Return the field refuses is admitted but not allowed", action: .return,
      fieldSays: false, admission: .admitted, fieldAllowsReturn: false,
      asked: ["delegate", "field"]),
    Press(
      name: "Return the delegate vetoes never asks the field", action: .return,
      delegateSays: false, admission: .vetoed, fieldAllowsReturn: true, asked: ["delegate"]),
    Press(
      name: "a disabled Return asks no one", action: .return, enabled: false,
      admission: .disabled, fieldAllowsReturn: true, asked: []),
    Press(
      name: "Return on a covered keyboard asks no one", action: .return, blocked: true,
      admission: .blocked, fieldAllowsReturn: true, asked: []),
  ]

  @Test(
    "enabled, then the delegate's veto, then only for Return the field", arguments: presses)
  func fullOrder(_ press: Press) {
    var asked: [String] = []
    let check = KeyPressAdmission.check(
      pressing: press.action, isBlocked: press.blocked, isEnabled: press.enabled,
      delegateAllows: {
        asked.append("delegate")
        return press.delegateSays
      },
      fieldAllowsReturn: {
        asked.append("field")
        return press.fieldSays
      })
    #expect(
      check == KeyPressCheck(admission: press.admission, fieldAllowsReturn: press.fieldAllowsReturn)
    )
    #expect(asked == press.asked)
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
