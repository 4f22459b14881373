import Foundation
import Testing

@testable import InputKitCore

/// The device stories of the calculator keyboard, as scripts: the events UIKit would send and
/// the exact effects the keyboard session returns, with UIKit's answers played by
/// `KeyboardRig`.
@Suite("Keyboard session: device stories")
struct KeyboardSessionStoryTests {
  typealias Effect = KeyboardSession.Effect
  let amount = KeyboardRig.amount
  let tip = KeyboardRig.tip

  static let touchDown: [Effect] = [.play(.inputClick), .prepare(.notification(.error))]

  // MARK: 1. Return on a text field and on a text view

  @Test(
    "Return on a text field that allows it evaluates, then sends editingDidEndOnExit and primaryActionTriggered, then commits"
  )
  func returnOnTextField() {
    var rig = KeyboardRig(text: "12+3|")
    let returnKey = rig.key("return")
    let fifteen = Edit(range: 0..<4, replacement: "15")
    #expect(
      rig.tap("return") == [.highlight(14)] + Self.touchDown + [
        .askKeyboardDelegate(returnKey), .highlight(nil), .askShouldReturn(amount),
        .askFieldDelegate(amount, fifteen), .replace(amount, fifteen), .select(amount, 2..<2),
        .showLiveResult(nil),
        .reportPressed(
          returnKey,
          KeyPressResult(effect: .edit(fifteen), state: TextEditingState(text: "15"), preview: nil)),
        .sendControlEvents(amount, [.editingDidEndOnExit, .primaryActionTriggered]),
        .reportCommit, .settleAfterThisTurn,
      ])
    #expect(rig.amountText == "15|")
  }

  @Test(
    "Return on a text view asks the view's delegate about a line break first; a refusal stops Return quietly"
  )
  func returnOnTextView() {
    var rig = KeyboardRig(text: "12+3|", kind: .textView)
    let returnKey = rig.key("return")
    let lineBreak = Edit(range: 4..<4, replacement: "\n")
    rig.fieldDelegate = { edit, _ in edit.replacement != "\n" }
    #expect(
      rig.tap("return") == [.highlight(14)] + Self.touchDown + [
        .askKeyboardDelegate(returnKey), .highlight(nil), .askFieldDelegate(amount, lineBreak),
        .reportPressed(
          returnKey,
          KeyPressResult(
            effect: .unchanged, state: TextEditingState(text: "12+3"), preview: "15")),
      ])
    rig.fieldDelegate = { _, _ in true }
    let fifteen = Edit(range: 0..<4, replacement: "15")
    let effects = rig.tap("return")
    #expect(
      Array(effects.prefix(8)) == [.highlight(14)] + Self.touchDown + [
        .askKeyboardDelegate(returnKey), .highlight(nil), .askFieldDelegate(amount, lineBreak),
        .askFieldDelegate(amount, fifteen), .replace(amount, fifteen),
      ])
    #expect(!effects.contains { if case .sendControlEvents = $0 { true } else { false } })
    #expect(effects.contains(.reportCommit))
  }
}
