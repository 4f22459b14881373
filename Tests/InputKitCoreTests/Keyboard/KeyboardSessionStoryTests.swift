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

  // MARK: 2. Return on an empty field

  @Test("Return with evaluate on an empty field commits quietly: no error haptic, no rejection")
  func returnOnEmptyField() {
    var rig = KeyboardRig(text: "|")
    let returnKey = rig.key("return")
    #expect(
      rig.tap("return") == [.highlight(14)] + Self.touchDown + [
        .askKeyboardDelegate(returnKey), .highlight(nil), .askShouldReturn(amount),
        .reportPressed(
          returnKey, KeyPressResult(effect: .unchanged, state: TextEditingState(), preview: nil)),
        .sendControlEvents(amount, [.editingDidEndOnExit, .primaryActionTriggered]),
        .reportCommit,
      ])
  }

  // MARK: 3. The band below and beside the keys

  @Test("a tap in the home-indicator band below the bottom row presses the key above it")
  func homeIndicatorBand() throws {
    var rig = KeyboardRig(text: "1|")
    let zero = try #require(rig.session.laidOut?.frame(ofKeyWithID: "digit0"))
    let point = CGPoint(x: zero.midX, y: zero.maxY + 7)
    let digit0 = rig.key("digit0")
    #expect(
      rig.send(.touchesBegan([KeyboardTouch(1, at: point)])) == [.highlight(15)] + Self.touchDown)
    #expect(
      rig.send(.touchesEnded([KeyboardTouch(1, at: point)])) == [
        .askKeyboardDelegate(digit0), .highlight(nil),
        .askFieldDelegate(amount, Edit(range: 1..<1, replacement: "0")),
        .replace(amount, Edit(range: 1..<1, replacement: "0")), .select(amount, 2..<2),
        .reportPressed(
          digit0,
          KeyPressResult(
            effect: .edit(Edit(range: 1..<1, replacement: "0")),
            state: TextEditingState(text: "10"),
            preview: nil)),
        .settleAfterThisTurn,
      ])
  }

  @Test("in landscape, a tap in the safe area beside the outer keys presses the nearest key")
  func besideTheKeysInLandscape() {
    var rig = KeyboardRig(text: "1|")
    rig.send(
      .environment(
        KeyboardEnvironment(
          windowWidth: 844, windowHeight: 390, horizontal: .regular, vertical: .compact)))
    rig.send(
      .bounds(
        size: CGSize(width: 844, height: 183),
        safeArea: EdgeInsets(left: 47, bottom: 21, right: 47), scale: 3))
    let seven = rig.center(of: "digit7")
    let delete = rig.center(of: "delete")
    #expect(
      rig.send(.touchesBegan([KeyboardTouch(1, at: CGPoint(x: 10, y: seven.y))])).first
        == .highlight(0))
    rig.send(.touchesCancelled([1]))
    #expect(
      rig.send(.touchesBegan([KeyboardTouch(2, at: CGPoint(x: 835, y: delete.y))])).first
        == .highlight(4))
  }

  // MARK: 4. A hardware keyboard

  @Test(
    "a hardware keyboard types through the same keys and rules: * is ×, Return evaluates, Esc and ⌘. go to the app"
  )
  func hardwareKeyboard() {
    var rig = KeyboardRig(text: "12|")
    let star = HardwareKey(hidUsage: 0x25, characters: "*", isShortcut: false)
    let times = Edit(range: 2..<2, replacement: "×")
    #expect(
      rig.send(.hardwareKey(star)) == [
        .askKeyboardDelegate(rig.key("times")), .askFieldDelegate(amount, times),
        .replace(amount, times), .select(amount, 3..<3), .showLiveResult(ResultLine(value: "12")),
        .reportPressed(
          rig.key("times"),
          KeyPressResult(effect: .edit(times), state: TextEditingState(text: "12×"), preview: "12")),
        .settleAfterThisTurn,
      ])
    rig.endTurn()
    rig.send(.hardwareKey(HardwareKey(hidUsage: 0x20, characters: "3", isShortcut: false)))
    rig.endTurn()
    let enter = rig.send(
      .hardwareKey(HardwareKey(hidUsage: 0x58, characters: "\r", isShortcut: false)))
    #expect(enter.first == .askKeyboardDelegate(rig.key("return")))
    #expect(enter.contains(.reportCommit))
    #expect(rig.amountText == "36|")
    let escape = HardwareKey(hidUsage: 0x29, characters: "\u{1B}", isShortcut: false)
    #expect(rig.send(.hardwareKey(escape)) == [.passOn])
    #expect(
      rig.send(.hardwareKey(HardwareKey(hidUsage: 0x37, characters: ".", isShortcut: true))) == [
        .passOn
      ])
    #expect(
      rig.send(.hardwareKey(HardwareKey(hidUsage: 0x50, characters: "", isShortcut: false))) == [
        .passOn
      ])
    #expect(
      rig.send(.hardwareKey(HardwareKey(hidUsage: 0x04, characters: "a", isShortcut: false))) == [
        .play(.notification(.error)), .reportRejected(EditRejection(.characterNotAllowed("a"))),
      ])
  }

  // MARK: 5. Right-to-left apps

  @Test(
    "a field the keyboard binds to is laid out left to right, and the live result is an isolated left-to-right run"
  )
  func rightToLeft() {
    var rig = KeyboardRig(text: "12×3|")
    rig.fields.states[tip] = KeyboardFieldState(text: "7", isEditing: false)
    rig.moveFocusAndSend(from: amount, to: tip)
    #expect(rig.effects.first == .adopt(tip))
    #expect(ResultLine(value: "36").leftToRightText == "\u{2066}= 36\u{2069}")
  }

  // MARK: 6. The input view alone

  @Test(
    "a keyboard set as the input view of a field already editing types into it once it is on screen"
  )
  func inputViewAlone() {
    var rig = KeyboardRig(text: "4|")
    rig.session = KeyboardSession()
    let effects = rig.send(
      .movedToWindow([
        KeyboardFieldFocus(
          field: amount, isFirstResponder: true, usesThisKeyboard: true, isInKeyboardScene: true)
      ]))
    #expect(effects.first == .adopt(amount))
    #expect(rig.session.boundField == amount)
  }

  // MARK: 7. textFieldShouldReturn moving the focus

  @Test(
    "textFieldShouldReturn that moves the focus and returns true: the value goes to the field that pressed Return"
  )
  func returnMovingFocus() {
    var rig = KeyboardRig(text: "12+3|")
    rig.fields.states[tip] = KeyboardFieldState(text: "7", isEditing: false)
    rig.shouldReturn = { rig, field in
      rig.moveFocus(from: field, to: KeyboardRig.tip)
      return true
    }
    let effects = rig.tap("return")
    let fifteen = Edit(range: 0..<4, replacement: "15")
    #expect(
      Array(effects.suffix(9)) == [
        .askShouldReturn(amount), .adopt(tip), .showLiveResult(nil),
        .askFieldDelegate(amount, fifteen), .setText(amount, "15"),
        .reportPressed(
          rig.key("return"),
          KeyPressResult(effect: .edit(fifteen), state: TextEditingState(text: "15"), preview: nil)),
        .sendControlEvents(amount, [.editingDidEndOnExit, .primaryActionTriggered]),
        .reportCommit, .settleAfterThisTurn,
      ])
    #expect(rig.amount.text == "15")
    #expect(rig.fields.states[tip]?.text == "7")
    #expect(
      rig.endTurn() == [.send(amount, .editingChanged), .send(amount, .textDidChangeNotification)])
  }

  // MARK: 8. Marked text

  @Test(
    "a key press never splits marked text: the composition is committed and the key acts after it")
  func markedText() {
    var rig = KeyboardRig(text: "12あい|")
    rig.amount.markedText = 2..<4
    rig.amount.selection = (3, 3)
    let five = Edit(range: 4..<4, replacement: "5")
    let effects = rig.tap("digit5")
    #expect(
      Array(effects.dropFirst(3).prefix(5)) == [
        .askKeyboardDelegate(rig.key("digit5")), .highlight(nil), .unmarkText(amount),
        .askFieldDelegate(amount, five), .replace(amount, five),
      ])
    #expect(rig.amount.text == "12あい5")
  }

  // MARK: 9. Appearance, height and locale

  @Test("the keys follow the field's keyboardAppearance and Increase Contrast")
  func appearance() {
    var rig = KeyboardRig(text: "1|")
    rig.amount.appearance = .dark
    let dark = rig.send(.refreshRequested)
    #expect(
      dark.first
        == .paint(
          background: KeyboardPalette.dark.background, resultText: KeyboardPalette.dark.digit.title)
    )
    #expect(
      dark.contains(
        .updateKey(
          0, KeyFace(title: "7", accessibilityLabel: "7", colors: KeyboardPalette.dark.digit))))
    var contrast = KeyboardEnvironment.portraitPhone
    contrast.isHighContrast = true
    let high = rig.send(.environment(contrast))
    #expect(
      high.first
        == .paint(
          background: KeyboardPalette.darkHighContrast.background,
          resultText: KeyboardPalette.darkHighContrast.digit.title))
    rig.amount.appearance = .automatic
    #expect(
      rig.send(.refreshRequested).first
        == .paint(
          background: KeyboardPalette.lightHighContrast.background,
          resultText: KeyboardPalette.lightHighContrast.digit.title))
  }

  @Test(
    "the height is the window's before the keys are first laid out, on an iPad and in landscape")
  func heightOnTheFirstFrame() {
    var session = KeyboardSession()
    let fields = KeyboardRig.Fields()
    _ = session.handle(.layoutLoaded(nil), reading: fields)
    let iPad = KeyboardEnvironment(
      windowWidth: 1180, windowHeight: 820, horizontal: .regular, vertical: .regular)
    #expect(
      session.handle(.environment(iPad), reading: fields).first
        == .setHeight(KeyboardDimensions.standard.landscapePadHeight))
    var phone = KeyboardSession()
    _ = phone.handle(.layoutLoaded(nil), reading: fields)
    let landscape = KeyboardEnvironment(
      windowWidth: 844, windowHeight: 390, horizontal: .regular, vertical: .compact)
    #expect(
      phone.handle(.environment(landscape), reading: fields).first
        == .setHeight(KeyboardDimensions.standard.compactHeightHeight))
  }

  @Test(
    "a keyboard following the person's locale retitles its decimal key when the locale changes; one given a locale keeps it"
  )
  func locale() {
    var rig = KeyboardRig(text: "1|")
    rig.session = KeyboardSession(followsCurrentLocale: true)
    rig.send(.layoutLoaded(nil))
    let decimal = rig.index(of: "decimal")
    let german = rig.send(.currentLocaleChanged(Locale(identifier: "de_DE")))
    #expect(
      german.contains {
        if case .updateKey(decimal, let face) = $0 { face.title == "," } else { false }
      })
    var fixed = KeyboardRig(text: "1|")
    #expect(fixed.send(.currentLocaleChanged(Locale(identifier: "de_DE"))) == [])
  }

  // MARK: 10. VoiceOver

  @Test(
    "VoiceOver: a dimmed key's activation answers false after the return key is read again; a blocked keyboard answers false"
  )
  func voiceOverActivation() {
    var rig = KeyboardRig(text: "|")
    let returnIndex = rig.index(of: "return")
    rig.amount.returnKey = ReturnKeyConfiguration(kind: .done, enablesAutomatically: true)
    let effects = rig.send(.accessibilityActivated(returnIndex))
    #expect(effects.last == .answer(false))
    #expect(
      effects.contains {
        if case .updateKey(returnIndex, let face) = $0 {
          !face.isEnabled && face.title == "Done"
        } else {
          false
        }
      })
    rig.amount.returnKey = ReturnKeyConfiguration()
    rig.send(.inputBlocked(true, accessoryBar: nil))
    #expect(rig.send(.accessibilityActivated(rig.index(of: "digit1"))).last == .answer(false))
    rig.send(.inputBlocked(false, accessoryBar: nil))
    let one = rig.send(.accessibilityActivated(rig.index(of: "digit1")))
    #expect(
      Array(one.prefix(4)) == [
        .answer(true), .play(.inputClick), .prepare(.notification(.error)),
        .askKeyboardDelegate(rig.key("digit1")),
      ])
  }

  @Test(
    "VoiceOver's escape on the keys goes to the field and the responders after it, view controllers included, once at a time"
  )
  func voiceOverEscape() {
    var rig = KeyboardRig(text: "1|")
    rig.escapeIsHandled = true
    #expect(rig.send(.accessibilityEscape) == [.forwardEscape(amount), .answer(true)])
    var session = rig.session
    #expect(session.handle(.accessibilityEscape, reading: rig.fields) == [.forwardEscape(amount)])
    #expect(session.handle(.accessibilityEscape, reading: rig.fields) == [.answer(false)])
    #expect(session.handle(.escapeForwarded(false), reading: rig.fields) == [.answer(false)])
  }

  // MARK: 11. Each signal exactly once

  @Test(
    "the change signals reach the app once each, whether UIKit gives them inside replace, after it, or never",
    arguments: [
      ([], [TextChangeSignal.editingChanged, .textDidChangeNotification]),
      ([.editingChanged, .textDidChangeNotification], []),
      ([.textDidChangeNotification], [.editingChanged]),
    ] as [([TextChangeSignal], [TextChangeSignal])])
  func signalsOnce(uikitGives: [TextChangeSignal], keyboardGives: [TextChangeSignal]) {
    var rig = KeyboardRig(text: "1|")
    rig.signalsInsideReplace = uikitGives
    rig.tap("digit2")
    #expect(rig.endTurn() == keyboardGives.map { .send(amount, $0) })
  }

  @Test("signals UIKit gives after replace returns, within the turn, are not given again")
  func signalsAfterReplace() {
    var rig = KeyboardRig(text: "1|")
    rig.tap("digit2")
    rig.send(.fieldSignalled(amount, .editingChanged))
    rig.send(.fieldSignalled(amount, .textDidChangeNotification))
    #expect(rig.endTurn() == [])
  }

  @Test(
    "a text view's notification stands for its textViewDidChange, which UIKit calls in the same step"
  )
  func textViewSignals() {
    var rig = KeyboardRig(text: "1|", kind: .textView)
    rig.tap("digit2")
    #expect(
      rig.endTurn() == [
        .send(amount, .delegateDidChange), .send(amount, .textDidChangeNotification),
      ])
    rig.signalsInsideReplace = [.textDidChangeNotification]
    rig.tap("digit3")
    #expect(rig.endTurn() == [])
  }

  // MARK: 12. Number pads

  @Test("the decimal pad refuses a second decimal separator and writes a leading one as 0.")
  func decimalPad() {
    var rig = KeyboardRig(layout: .decimalPad, text: "1.5|")
    let decimal = rig.key("decimal")
    let refused = EditRejection(.secondDecimalSeparator)
    #expect(
      Array(rig.tap("decimal").suffix(3)) == [
        .play(.notification(.error)), .reportRejected(refused),
        .reportPressed(
          decimal,
          KeyPressResult(
            effect: .rejected(refused), state: TextEditingState(text: "1.5"), preview: nil)),
      ])
    var empty = KeyboardRig(layout: .decimalPad, text: "|")
    empty.tap("decimal")
    empty.tap("decimal")
    empty.tap("digit5")
    #expect(empty.amountText == "0.5|")
  }

  @Test("the number pad gets the calculator's rules for numbers: no leading zeros")
  func numberPad() {
    var rig = KeyboardRig(layout: .numberPad, text: "0|")
    #expect(rig.tap("digit0").contains(.reportRejected(EditRejection(.leadingZero))))
    rig.tap("digit7")
    #expect(rig.amountText == "7|")
  }
}
