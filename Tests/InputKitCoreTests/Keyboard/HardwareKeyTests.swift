import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

/// What a hardware key means to a calculator field, and the device stories of keys that once got
/// past the rules: Option-characters, the keypad's `=` and comma, and editing commands under an
/// overlay.
@Suite("Hardware keys and editing commands")
struct HardwareKeyTests {
  let amount = KeyboardRig.amount

  struct KeyCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var usage: Int
    var characters: String
    var isShortcut = false
    var meaning: HardwareKey.Meaning
  }

  static let keys: [KeyCase] = [
    KeyCase(testDescription: "a digit", usage: 0x24, characters: "7", meaning: .characters("7")),
    KeyCase(
      testDescription: "Option-/ types ÷", usage: 0x38, characters: "÷", meaning: .characters("÷")),
    KeyCase(
      testDescription: "Option-- types an en dash", usage: 0x2D, characters: "–",
      meaning: .characters("–")),
    KeyCase(
      testDescription: "keypad = (0x67)", usage: 0x67, characters: "=", meaning: .characters("=")),
    KeyCase(
      testDescription: "keypad = of AS/400 keyboards (0x86)", usage: 0x86, characters: "=",
      meaning: .characters("=")),
    KeyCase(
      testDescription: "keypad comma of a Brazilian keyboard (0x85)", usage: 0x85, characters: ",",
      meaning: .characters(",")),
    KeyCase(
      testDescription: "the Yen key of a Japanese keyboard (0x89)", usage: 0x89, characters: "¥",
      meaning: .characters("¥")),
    KeyCase(
      testDescription: "the keypad's 00 (0xB0)", usage: 0xB0, characters: "00",
      meaning: .characters("00")),
    KeyCase(
      testDescription: "keypad Backspace (0xBB)", usage: 0xBB, characters: "",
      meaning: .deleteBackward),
    KeyCase(testDescription: "keypad Enter", usage: 0x58, characters: "\r", meaning: .return),
    KeyCase(testDescription: "Tab", usage: 0x2B, characters: "\t", meaning: .other),
    KeyCase(testDescription: "keypad Tab (0xBA)", usage: 0xBA, characters: "\t", meaning: .other),
    KeyCase(
      testDescription: "an arrow, whose characters name it", usage: 0x50,
      characters: "UIKeyInputLeftArrow", meaning: .other),
    KeyCase(
      testDescription: "F13 (0x68)", usage: 0x68, characters: "UIKeyInputF13", meaning: .other),
    KeyCase(
      testDescription: "the Japanese input-method switch (0x88)", usage: 0x88, characters: "",
      meaning: .other),
    KeyCase(
      testDescription: "a Hangul/English switch (0x90)", usage: 0x90, characters: "",
      meaning: .other),
    KeyCase(
      testDescription: "a modifier alone (left Option, 0xE2)", usage: 0xE2, characters: "",
      meaning: .other),
    KeyCase(
      testDescription: "⌘V is a shortcut, typing nothing", usage: 0x19, characters: "v",
      isShortcut: true, meaning: .characters("v")),
  ]

  @Test(
    "a hardware key types its characters unless it moves, switches or controls", arguments: keys)
  func meaning(of example: KeyCase) {
    let key = HardwareKey(
      hidUsage: example.usage, characters: example.characters, isShortcut: example.isShortcut)
    #expect(key.meaning == example.meaning)
    #expect(key.isShortcut == example.isShortcut)
  }

  @Test(
    "Option-/ types ÷ through the divide key; an Option character the layout has no key for is refused, not inserted"
  )
  func optionCharacters() {
    var rig = KeyboardRig(text: "12|")
    let divide = HardwareKey(hidUsage: 0x38, characters: "÷", isShortcut: false)
    #expect(rig.ask(.hardwareKeyDown(divide, press: 1)).0 == false)
    rig.ask(.hardwareKeyUp(press: 1))
    rig.endTurn()
    #expect(rig.amountText == "12÷|")
    let dash = HardwareKey(hidUsage: 0x2D, characters: "–", isShortcut: false)
    let (passedOn, effects) = rig.ask(.hardwareKeyDown(dash, press: 2))
    #expect(!passedOn)
    #expect(
      effects == [
        .play(.notification(.error)), .reportRejected(EditRejection(.characterNotAllowed("–"))),
      ])
    // UIKit's text system, typing the dash the key stands for while it is down, is refused too.
    #expect(rig.ask(.fieldTextInput(.characters("–"), duringReplace: false)).0 == false)
    #expect(rig.amountText == "12÷|")
  }

  @Test("keypad = evaluates and the keypad comma types the decimal separator, through the rules")
  func keypadKeys() {
    var rig = KeyboardRig(text: "12+3|")
    rig.typeOnHardwareKeyboard(HardwareKey(hidUsage: 0x67, characters: "=", isShortcut: false))
    rig.endTurn()
    #expect(rig.amountText == "15|")
    let comma = HardwareKey(hidUsage: 0x85, characters: ",", isShortcut: false)
    rig.typeOnHardwareKeyboard(comma, press: 2)
    rig.endTurn()
    #expect(rig.amountText == "15.|")
    // A second separator in one number is refused, as from the keys.
    rig.typeOnHardwareKeyboard(comma, press: 3)
    rig.endTurn()
    #expect(rig.amountText == "15.|")
  }

  @Test(
    "the commands known to leave the text alone are copying, selecting and finding; any other may change it"
  )
  func commands() {
    for name in ["copy:", "select:", "selectAll:", "find:", "findNext:", "findPrevious:"] {
      #expect(FieldCommand(selectorName: name) == .leavesText, "\(name)")
    }
    for name in [
      "paste:", "cut:", "delete:", "undo:", "redo:", "pasteAndMatchStyle:", "toggleBoldface:",
      "makeTextWritingDirectionRightToLeft:", "findAndReplace:", "aCommandFromANewerSDK:",
    ] {
      #expect(FieldCommand(selectorName: name) == .mayChangeText, "\(name)")
    }
  }

  @Test(
    "under an overlay a field takes no paste, cut or undo and no text from UIKit's text system, and still copies; once it has gone, all of it again"
  )
  func editingUnderAnOverlay() {
    var rig = KeyboardRig(text: "12|")
    #expect(rig.ask(.fieldCommand(.mayChangeText)) == (true, []))
    rig.send(.inputBlocked(true, accessoryBar: nil))
    #expect(rig.ask(.fieldCommand(.mayChangeText)) == (false, []))
    #expect(rig.ask(.fieldCommand(.leavesText)) == (true, []))
    #expect(rig.ask(.fieldTextInput(.characters("5"), duringReplace: false)) == (false, []))
    #expect(rig.ask(.fieldTextInput(.deleteBackward, duringReplace: false)) == (false, []))
    // ⌘V goes on to the field, which then refuses the paste itself.
    let paste = HardwareKey(hidUsage: 0x19, characters: "v", isShortcut: true)
    #expect(rig.ask(.hardwareKeyDown(paste, press: 1)) == (true, []))
    // An Option character types nothing under the overlay, and does not go on to the field.
    let divide = HardwareKey(hidUsage: 0x38, characters: "÷", isShortcut: false)
    #expect(rig.ask(.hardwareKeyDown(divide, press: 2)) == (false, []))
    rig.send(.inputBlocked(false, accessoryBar: nil))
    #expect(rig.ask(.fieldCommand(.mayChangeText)) == (true, []))
    #expect(rig.ask(.fieldTextInput(.characters("5"), duringReplace: false)) == (true, []))
    #expect(rig.amountText == "12|")
  }
}
