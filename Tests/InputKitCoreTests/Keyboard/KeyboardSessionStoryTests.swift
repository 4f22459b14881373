import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore
@testable import InputKitShared

/// The device stories of the calculator keyboard, as scripts: the events UIKit would send and
/// the exact effects the keyboard session returns, with UIKit's answers played by
/// `KeyboardRig`.
@Suite("Keyboard session: device stories")
struct KeyboardSessionStoryTests {
  typealias Effect = KeyboardSession.Effect
  let amount = KeyboardRig.amount
  let tip = KeyboardRig.tip

  static let touchDown: [Effect] = [.play(.inputClick), .prepare(.notification(.error))]
  static let signals: [Effect] = [
    .send(KeyboardRig.amount, .editingChanged),
    .send(KeyboardRig.amount, .textDidChangeNotification),
  ]

  /// The edits the field's delegate was asked about, in order.
  final class AskedEdits: @unchecked Sendable {
    var edits: [Edit] = []
  }

  static func isSend(_ effect: Effect) -> Bool {
    if case .send = effect { true } else { false }
  }

  // MARK: 1. Return on a text field and on a text view

  @Test(
    "Return on a text field evaluates; its control events and commit come once the app has heard the new text, after the change signals the keyboard gives"
  )
  func returnOnTextField() {
    var rig = KeyboardRig(text: "12+3|")
    let returnKey = rig.key("return")
    let fifteen = Edit(range: 0..<4, replacement: "15")
    let pressed = KeyPressResult(
      change: .edit(fifteen), state: TextEditingState(text: "15"), preview: nil)
    #expect(
      rig.tap("return") == [.highlight(14)] + Self.touchDown + [
        .replace(amount, fifteen), .settleAfterThisTurn, .highlight(nil),
      ])
    #expect(
      rig.endTurn() == [.select(amount, 2..<2)] + Self.signals + [
        .showLiveResult(nil), .reportPressed(returnKey, pressed),
        .sendControlEvents(amount, [.editingDidEndOnExit, .primaryActionTriggered]),
        .reportCommit,
      ])
    #expect(rig.amountText == "15|")
  }

  @Test(
    "a digit tap is three events, the finger down, the finger up and the turn's end, besides the change signals the field gives",
    arguments: [false, true])
  func digitTapEvents(uikitSignals: Bool) {
    var rig = KeyboardRig(text: "12+3|")
    rig.signalsInsideReplace = uikitSignals ? [.editingChanged, .textDidChangeNotification] : []
    rig.tap("digit5")
    rig.endTurn()
    let signals = rig.events.filter { if case .fieldSignalled = $0 { true } else { false } }
    #expect(rig.events.count - signals.count == 3)
    #expect(
      signals == [
        .fieldSignalled(amount, .editingChanged),
        .fieldSignalled(amount, .textDidChangeNotification),
      ])
    #expect(rig.amountText == "12+35|")
  }

  @Test(
    "Return on a text field whose change UIKit signalled inside replace sends its control events and commits at once"
  )
  func returnOnTextFieldSignalledByUIKit() {
    var rig = KeyboardRig(text: "12+3|")
    rig.signalsInsideReplace = [.editingChanged, .textDidChangeNotification]
    let fifteen = Edit(range: 0..<4, replacement: "15")
    #expect(
      Array(rig.tap("return").suffix(8)) == [
        .replace(amount, fifteen), .settleAfterThisTurn, .highlight(nil), .select(amount, 2..<2),
        .showLiveResult(nil),
        .reportPressed(
          rig.key("return"),
          KeyPressResult(change: .edit(fifteen), state: TextEditingState(text: "15"), preview: nil)),
        .sendControlEvents(amount, [.editingDidEndOnExit, .primaryActionTriggered]),
        .reportCommit,
      ])
    #expect(rig.endTurn() == [])
  }

  @Test(
    "Return that evaluates then leaves resigns only after the change signals: editingDidEnd never comes before the last editingChanged"
  )
  func returnResigningAfterTheSignals() {
    var rig = KeyboardRig(returnBehavior: .evaluateThenResign, text: "12+3|")
    #expect(!rig.tap("return").contains(.resign(amount)))
    let turnEnd = rig.endTurn()
    let signalled = turnEnd.firstIndex(of: .send(amount, .textDidChangeNotification))
    let resigned = turnEnd.firstIndex(of: .resign(amount))
    #expect(signalled != nil && resigned != nil && signalled! < resigned!)
    #expect(turnEnd.last == .reportCommit)
  }

  @Test(
    "Return on a text view asks the view's delegate about a line break first; a refusal stops Return quietly"
  )
  func returnOnTextView() {
    var rig = KeyboardRig(text: "12+3|", kind: .textView)
    let returnKey = rig.key("return")
    let lineBreak = Edit(range: 4..<4, replacement: "\n")
    let asked = AskedEdits()
    rig.host.fieldDelegate = { edit, _ in
      asked.edits.append(edit)
      return edit.replacement != "\n"
    }
    #expect(
      rig.tap("return") == [.highlight(14)] + Self.touchDown + [
        .reportPressed(
          returnKey,
          KeyPressResult(
            change: .unchanged, state: TextEditingState(text: "12+3"), preview: "15")),
        .highlight(nil),
      ])
    #expect(asked.edits == [lineBreak])
    rig.host.fieldDelegate = { edit, _ in
      asked.edits.append(edit)
      return true
    }
    let fifteen = Edit(range: 0..<4, replacement: "15")
    #expect(
      rig.tap("return") == [.highlight(14)] + Self.touchDown + [
        .replace(amount, fifteen), .settleAfterThisTurn, .highlight(nil),
      ])
    #expect(asked.edits == [lineBreak, lineBreak, fifteen])
    let turnEnd = rig.endTurn()
    #expect(!turnEnd.contains { if case .sendControlEvents = $0 { true } else { false } })
    #expect(turnEnd.last == .reportCommit)
  }

  @Test(
    "Return on a text field with a Did End On Exit action ends its editing, as UIKit's own Return does, also when Return evaluates in place"
  )
  func returnEndingEditingOnExit() {
    var rig = KeyboardRig(text: "12+3|")
    rig.amount.endsEditingOnExit = true
    rig.signalsInsideReplace = [.editingChanged, .textDidChangeNotification]
    #expect(
      Array(rig.tap("return").suffix(3)) == [
        .sendControlEvents(amount, [.editingDidEndOnExit, .primaryActionTriggered]),
        .resign(amount), .reportCommit,
      ])
    #expect(rig.amountText == "15|")
    #expect(!rig.amount.isEditing)
  }

  // MARK: 2. Return on an empty field

  @Test("Return with evaluate on an empty field commits quietly: no error haptic, no rejection")
  func returnOnEmptyField() {
    var rig = KeyboardRig(text: "|")
    let returnKey = rig.key("return")
    #expect(
      rig.tap("return") == [.highlight(14)] + Self.touchDown + [
        .reportPressed(
          returnKey, KeyPressResult(change: .unchanged, state: TextEditingState(), preview: nil)),
        .sendControlEvents(amount, [.editingDidEndOnExit, .primaryActionTriggered]),
        .reportCommit, .highlight(nil),
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
    let zeroTyped = Edit(range: 1..<1, replacement: "0")
    #expect(
      rig.send(.touchesEnded([KeyboardTouch(1, at: point)])) == [
        .replace(amount, zeroTyped), .settleAfterThisTurn, .highlight(nil),
      ])
    #expect(
      rig.endTurn() == [
        .select(amount, 2..<2),
        .reportPressed(
          digit0,
          KeyPressResult(
            change: .edit(zeroTyped), state: TextEditingState(text: "10"), preview: nil)),
      ] + Self.signals)
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
    "a hardware keyboard types through the same keys and rules: * is ×, = evaluates, Return evaluates, Esc, Tab and ⌘. go to the app"
  )
  func hardwareKeyboard() {
    var rig = KeyboardRig(text: "12|")
    let star = HardwareKey(hidUsage: 0x25, characters: "*", isShortcut: false)
    let times = Edit(range: 2..<2, replacement: "×")
    #expect(
      rig.typeOnHardwareKeyboard(star) == [
        .replace(amount, times), .settleAfterThisTurn, .startRepeating(.hardware),
        .stopRepeating(.hardware),
      ])
    #expect(
      rig.endTurn() == [
        .select(amount, 3..<3), .showLiveResult(ResultLine(value: "12")),
        .reportPressed(
          rig.key("times"),
          KeyPressResult(change: .edit(times), state: TextEditingState(text: "12×"), preview: "12")),
      ] + Self.signals)
    rig.typeOnHardwareKeyboard(HardwareKey(hidUsage: 0x20, characters: "3", isShortcut: false))
    rig.endTurn()
    rig.typeOnHardwareKeyboard(HardwareKey(hidUsage: 0x2E, characters: "=", isShortcut: false))
    rig.endTurn()
    #expect(rig.amountText == "36|")
    rig.typeOnHardwareKeyboard(HardwareKey(hidUsage: 0x57, characters: "+", isShortcut: false))
    rig.typeOnHardwareKeyboard(HardwareKey(hidUsage: 0x1E, characters: "1", isShortcut: false))
    rig.endTurn()
    let enter = rig.typeOnHardwareKeyboard(
      HardwareKey(hidUsage: 0x58, characters: "\r", isShortcut: false))
    #expect(enter.first == .replace(amount, Edit(range: 0..<4, replacement: "37")))
    #expect(rig.endTurn().last == .reportCommit)
    #expect(rig.amountText == "37|")
    let passedOn: [HardwareKey] = [
      HardwareKey(hidUsage: 0x29, characters: "\u{1B}", isShortcut: false),
      HardwareKey(hidUsage: 0x2B, characters: "\t", isShortcut: false),
      HardwareKey(hidUsage: 0x37, characters: ".", isShortcut: true),
      HardwareKey(hidUsage: 0x50, characters: "", isShortcut: false),
    ]
    for key in passedOn {
      #expect(rig.ask(.hardwareKeyDown(key, press: 7)) == (true, []))
      #expect(rig.ask(.hardwareKeyUp(press: 7)) == (true, []))
    }
    #expect(
      rig.typeOnHardwareKeyboard(HardwareKey(hidUsage: 0x04, characters: "a", isShortcut: false))
        == [
          .play(.notification(.error)), .reportRejected(EditRejection(.characterNotAllowed("a"))),
        ]
    )
  }

  @Test("Tab on a hardware keyboard moves to the next field: it is passed on, never refused")
  func hardwareTab() {
    var rig = KeyboardRig(text: "12|")
    let tab = HardwareKey(hidUsage: 0x2B, characters: "\t", isShortcut: false)
    #expect(tab.meaning == .other)
    #expect(rig.ask(.hardwareKeyDown(tab, press: 3)) == (true, []))
    #expect(rig.amountText == "12|")
  }

  @Test(
    "a hardware key reaching the field both as a press and as text from UIKit's text system is typed once"
  )
  func hardwareKeyTypedOnce() {
    var rig = KeyboardRig(text: "12|")
    let star = HardwareKey(hidUsage: 0x25, characters: "*", isShortcut: false)
    rig.ask(.hardwareKeyDown(star, press: 1))
    rig.endTurn()
    #expect(rig.ask(.fieldTextInput(.characters("*"), duringReplace: false)) == (false, []))
    #expect(rig.ask(.fieldTextInput(.characters("*"), duringReplace: true)) == (true, []))
    #expect(rig.ask(.fieldTextInput(.characters("5"), duringReplace: false)) == (true, []))
    #expect(rig.ask(.hardwareKeyUp(press: 1)) == (false, [.stopRepeating(.hardware)]))
    #expect(rig.ask(.fieldTextInput(.characters("*"), duringReplace: false)) == (true, []))
    #expect(rig.amountText == "12×|")
    rig.ask(
      .hardwareKeyDown(HardwareKey(hidUsage: 0x2A, characters: "", isShortcut: false), press: 2))
    #expect(rig.ask(.fieldTextInput(.deleteBackward, duringReplace: false)) == (false, []))
    rig.ask(
      .hardwareKeyDown(HardwareKey(hidUsage: 0x28, characters: "\r", isShortcut: false), press: 3))
    #expect(
      rig.ask(.fieldTextInput(HardwareKey.Meaning(inserting: "\n"), duringReplace: false))
        == (false, []))
  }

  @Test("a hardware Delete held down repeats as the backspace key does, and stops when it goes up")
  func hardwareDeleteRepeats() {
    var rig = KeyboardRig(text: "1234|")
    let delete = HardwareKey(hidUsage: 0x2A, characters: "", isShortcut: false)
    #expect(rig.ask(.hardwareKeyDown(delete, press: 5)).1.contains(.startRepeating(.hardware)))
    rig.endTurn()
    rig.send(.repeatFired(.hardware))
    rig.endTurn()
    rig.send(.repeatFired(.hardware))
    rig.endTurn()
    #expect(rig.amountText == "1|")
    #expect(rig.ask(.hardwareKeyUp(press: 5)) == (false, [.stopRepeating(.hardware)]))
    #expect(rig.send(.repeatFired(.hardware)) == [])
    #expect(rig.amountText == "1|")
  }

  @Test("a hardware key's press and its end go to the field together: passed on both, or neither")
  func hardwarePressEnds() {
    var rig = KeyboardRig(text: "1|")
    let digit = HardwareKey(hidUsage: 0x1F, characters: "2", isShortcut: false)
    #expect(!rig.ask(.hardwareKeyDown(digit, press: 1)).0)
    #expect(rig.ask(.hardwareKeyUp(press: 1)) == (false, [.stopRepeating(.hardware)]))
    rig.send(.inputBlocked(true, accessoryBar: nil))
    #expect(rig.ask(.hardwareKeyDown(digit, press: 2)) == (false, []))
    rig.send(.inputBlocked(false, accessoryBar: nil))
    #expect(rig.ask(.hardwareKeyUp(press: 2)) == (false, []))
    #expect(rig.ask(.hardwareKeyUp(press: 99)) == (true, []))
  }

  // MARK: 5. Right-to-left apps

  @Test(
    "a field's text is laid out left to right when the keyboard binds to it, again after the app sets its text in code, and again after Return sets it whole"
  )
  func rightToLeft() {
    var rig = KeyboardRig(text: "12×3|")
    #expect(rig.amount.isLeftToRight)
    rig.fields.states[tip] = KeyboardFieldState(text: "7", isEditing: false, isLeftToRight: false)
    rig.moveFocusAndSend(from: amount, to: tip)
    let adopted = rig.effects.firstIndex(of: .adopt(tip))
    let laidOutTip = rig.effects.firstIndex(of: .layOutLeftToRight(tip, alignment: .left))
    #expect(adopted != nil && laidOutTip != nil && adopted! < laidOutTip!)
    #expect(rig.fields.states[tip]?.isLeftToRight == true)
    // The app sets the text in code, which lays it out anew in the field's natural direction.
    rig.fields.states[tip]?.text = "5−8"
    rig.fields.states[tip]?.isLeftToRight = false
    #expect(rig.send(.refreshRequested).first == .layOutLeftToRight(tip, alignment: .left))
    var returning = KeyboardRig(text: "12×3|")
    returning.fields.states[tip] = KeyboardFieldState(text: "", isEditing: false)
    returning.host.shouldReturn = { fields, field in
      fields.moveFocus(from: field, to: KeyboardRig.tip)
      return true
    }
    let effects = returning.tap("return") + returning.endTurn()
    let setText = effects.firstIndex(of: .setText(amount, "36"))
    let laidOut = effects.firstIndex(of: .layOutLeftToRight(amount, alignment: .left))
    #expect(setText != nil && laidOut != nil && setText! < laidOut!)
    #expect(ResultLine(value: "36").leftToRightText == "\u{2066}= 36\u{2069}")
  }

  // MARK: 6. The input view alone

  @Test(
    "a keyboard set as the input view of a field already editing finds it among the scene's first responders and types into it"
  )
  func inputViewAlone() {
    var rig = Self.keyboardNotYetTyping(firstResponderUsesIt: true)
    let effects = rig.send(.movedToWindow([]))
    #expect(effects.first == .adopt(amount))
    #expect(rig.session.boundField == amount)
    rig.tap("digit2")
    #expect(rig.amountText == "42|")
  }

  @Test(
    "a first responder using another input view is never typed into; a known field already typed into needs no search"
  )
  func inputViewAloneOtherKeyboard() {
    var rig = Self.keyboardNotYetTyping(firstResponderUsesIt: false)
    #expect(rig.send(.movedToWindow([])) == [])
    #expect(rig.session.boundField == nil)
    let known = KeyboardFieldFocus(
      field: amount, isFirstResponder: true, usesThisKeyboard: true, isInKeyboardScene: true)
    #expect(rig.send(.movedToWindow([known])).first == .adopt(amount))
  }

  /// A keyboard that knows no field yet, coming on screen while the amount field, holding `4`,
  /// is the first responder of its scene, with this keyboard as its input view or another.
  static func keyboardNotYetTyping(firstResponderUsesIt: Bool) -> KeyboardRig {
    var rig = KeyboardRig(text: "4|")
    rig.session = KeyboardSession()
    rig.showKeyboard()
    rig.host.firstResponderFields = [
      KeyboardFieldFocus(
        field: KeyboardRig.amount, isFirstResponder: true, usesThisKeyboard: firstResponderUsesIt,
        isInKeyboardScene: true)
    ]
    return rig
  }

  // MARK: 7. textFieldShouldReturn moving the focus

  @Test(
    "textFieldShouldReturn that moves the focus and returns true: the value goes to the field that pressed Return, whose signals come before its control events"
  )
  func returnMovingFocus() {
    var rig = KeyboardRig(text: "12+3|")
    rig.fields.states[tip] = KeyboardFieldState(text: "7", isEditing: false)
    rig.host.shouldReturn = { fields, field in
      fields.moveFocus(from: field, to: KeyboardRig.tip)
      return true
    }
    let effects = rig.tap("return")
    let fifteen = Edit(range: 0..<4, replacement: "15")
    // The focus moved while the field's delegate was asked: the keyboard hears of it once the
    // press's effects are applied.
    #expect(
      Array(effects.suffix(5)) == [
        .setText(amount, "15"), .settleAfterThisTurn, .highlight(nil), .showLiveResult(nil),
        .adopt(tip),
      ])
    #expect(rig.amount.text == "15")
    #expect(rig.fields.states[tip]?.text == "7")
    #expect(
      rig.endTurn() == [.layOutLeftToRight(amount, alignment: .left)] + Self.signals + [
        .reportPressed(
          rig.key("return"),
          KeyPressResult(change: .edit(fifteen), state: TextEditingState(text: "15"), preview: nil)),
        .sendControlEvents(amount, [.editingDidEndOnExit, .primaryActionTriggered]),
        .reportCommit,
      ])
  }

  @Test(
    "a key pressed while Return resigns waits until the field has resigned, and types into no field"
  )
  func pressWaitingBehindReturn() {
    var rig = KeyboardRig(returnBehavior: .evaluateThenResign, text: "12+3|")
    rig.signalsInsideReplace = [.editingChanged, .textDidChangeNotification]
    let five = rig.index(of: "digit5")
    rig.host.shouldReturn = { fields, _ in
      fields.post(.keyPressed(five))
      return true
    }
    let effects = rig.tap("return")
    #expect(rig.amountText == "15|")
    #expect(!rig.amount.isEditing)
    #expect(effects.filter { if case .setText = $0 { true } else { false } }.isEmpty)
    #expect(
      effects.last
        == .reportPressed(
          rig.key("digit5"),
          KeyPressResult(change: .unchanged, state: TextEditingState(), preview: nil)))
  }

  @Test(
    "a field delegate that resigns the field while it is asked: the key still goes into that field, set whole, and the keyboard lets go of it"
  )
  func delegateResigningTheField() {
    var rig = KeyboardRig(text: "12+3|")
    rig.host.fieldDelegate = { [fields = rig.fields] _, _ in
      fields.resign(KeyboardRig.amount)
      return true
    }
    let tapped = rig.tap("digit5")
    #expect(tapped.contains(.setText(amount, "12+35")))
    #expect(!tapped.contains { if case .replace = $0 { true } else { false } })
    #expect(rig.session.boundField == nil)
    let turnEnd = rig.endTurn()
    #expect(turnEnd.filter(Self.isSend) == Self.signals)
    #expect(
      turnEnd.compactMap(KeyboardSessionPressTests.summary) == ["pressed edit 12+35"])
  }

  @Test(
    "a key the keyboard's delegate presses while it is asked about another acts after that one, in order"
  )
  func pressFromTheKeyboardDelegate() {
    var rig = KeyboardRig(text: "|")
    let two = rig.index(of: "digit2")
    rig.host.keyboardDelegate = { [fields = rig.fields] key in
      if key.id == "digit1" { fields.post(.keyPressed(two)) }
      return true
    }
    let tapped = rig.tap("digit1")
    #expect(
      tapped.filter { if case .replace = $0 { true } else { false } } == [
        .replace(amount, Edit(range: 0..<0, replacement: "1")),
        .replace(amount, Edit(range: 1..<1, replacement: "2")),
      ])
    #expect(rig.amountText == "12|")
  }

  // MARK: 8. Marked text

  @Test(
    "a key press never splits marked text: once the delegate allows the edit, the composition is committed and the key acts after it"
  )
  func markedText() {
    var rig = KeyboardRig(text: "12あい|")
    rig.amount.markedText = 2..<4
    rig.amount.selection = (3, 3)
    let five = Edit(range: 4..<4, replacement: "5")
    let asked = AskedEdits()
    rig.host.fieldDelegate = { edit, _ in
      asked.edits.append(edit)
      return true
    }
    let effects = rig.tap("digit5")
    #expect(asked.edits == [five])
    #expect(
      Array(effects.dropFirst(3)) == [
        .unmarkText(amount), .replace(amount, five), .settleAfterThisTurn, .highlight(nil),
      ])
    #expect(rig.amount.text == "12あい5")
  }

  @Test(
    "a refused press leaves the composition alone: Return the field refuses, an edit the delegate refuses"
  )
  func markedTextRefused() {
    var rig = KeyboardRig(text: "12あい|")
    rig.amount.markedText = 2..<4
    rig.host.shouldReturn = { _, _ in false }
    #expect(!rig.tap("return").contains(.unmarkText(amount)))
    rig.host.fieldDelegate = { _, _ in false }
    #expect(!rig.tap("digit5").contains(.unmarkText(amount)))
    var view = KeyboardRig(text: "12あい|", kind: .textView)
    view.amount.markedText = 2..<4
    let asked = AskedEdits()
    view.host.fieldDelegate = { edit, _ in
      asked.edits.append(edit)
      return edit.replacement != "\n"
    }
    let lineBreak = view.tap("return")
    #expect(asked.edits == [Edit(range: 4..<4, replacement: "\n")])
    #expect(!lineBreak.contains(.unmarkText(amount)))
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
    "a field asking for the default appearance gets keys in its own interface style, the app's forced Light or Dark, not the keyboard window's"
  )
  func appearanceFollowsTheField() {
    var rig = KeyboardRig(text: "1|")
    var dark = KeyboardEnvironment.portraitPhone
    dark.isDark = true
    rig.send(.environment(dark))
    // The person's setting is Dark; the app forces Light on its window.
    rig.amount.isInterfaceDark = false
    #expect(
      rig.send(.refreshRequested).first
        == .paint(
          background: KeyboardPalette.light.background,
          resultText: KeyboardPalette.light.digit.title))
    // The app forces Dark while the keyboard's window is light.
    rig.amount.isInterfaceDark = true
    let light = KeyboardEnvironment.portraitPhone
    #expect(
      rig.send(.environment(light)).first
        == .paint(
          background: KeyboardPalette.dark.background, resultText: KeyboardPalette.dark.digit.title)
    )
    // An appearance the field asks for wins over its interface.
    rig.amount.appearance = .light
    #expect(
      rig.send(.refreshRequested).first
        == .paint(
          background: KeyboardPalette.light.background,
          resultText: KeyboardPalette.light.digit.title))
    // With no field, the keyboard's window decides.
    rig.amount.appearance = .automatic
    rig.amount.isEditing = false
    rig.send(.editingEnded(amount))
    #expect(
      rig.send(.environment(dark)).first
        == .paint(
          background: KeyboardPalette.dark.background, resultText: KeyboardPalette.dark.digit.title)
    )
  }

  @Test(
    "the height is the window's before the keys are first laid out, on an iPad and in landscape")
  func heightOnTheFirstFrame() {
    var session = KeyboardSession()
    let host = KeyboardRig.Host(fields: KeyboardRig.Fields())
    _ = session.handle(.layoutLoaded(nil), host: host)
    let iPad = KeyboardEnvironment(
      windowWidth: 1180, windowHeight: 820, horizontal: .regular, vertical: .regular)
    #expect(
      session.handle(.environment(iPad), host: host).first
        == .setHeight(KeyboardDimensions.standard.landscapePadHeight))
    #expect(session.height() == KeyboardDimensions.standard.landscapePadHeight)
    var phone = KeyboardSession()
    _ = phone.handle(.layoutLoaded(nil), host: host)
    let landscape = KeyboardEnvironment(
      windowWidth: 844, windowHeight: 390, horizontal: .regular, vertical: .compact)
    #expect(
      phone.handle(.environment(landscape), host: host).first
        == .setHeight(KeyboardDimensions.standard.compactHeightHeight))
  }

  @Test(
    "a keyboard following the person's locale retitles its decimal key and reads the live result in the new language when the locale changes; one given a locale keeps it"
  )
  func locale() {
    var rig = KeyboardRig(text: "1|")
    rig.session = KeyboardSession(followsCurrentLocale: true)
    rig.send(.layoutLoaded(nil))
    let decimal = rig.index(of: "decimal")
    let german = rig.send(.currentLocaleChanged(Locale(identifier: "de_DE")))
    #expect(german.first == .setResultLanguage(.german))
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
    let (acts, effects) = rig.ask(.accessibilityActivated(returnIndex))
    #expect(!acts)
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
    #expect(!rig.ask(.accessibilityActivated(rig.index(of: "digit1"))).0)
    rig.send(.inputBlocked(false, accessoryBar: nil))
    let (oneActs, one) = rig.ask(.accessibilityActivated(rig.index(of: "digit1")))
    #expect(oneActs)
    #expect(
      Array(one.prefix(3)) == [
        .play(.inputClick), .prepare(.notification(.error)),
        .replace(amount, Edit(range: 0..<0, replacement: "1")),
      ])
  }

  @Test(
    "VoiceOver's escape on the keys goes to the field and the responders after it, view controllers included; with no field it does nothing"
  )
  func voiceOverEscape() {
    var rig = KeyboardRig(text: "1|")
    rig.host.escapeIsHandled = true
    #expect(rig.ask(.accessibilityEscape) == (true, []))
    rig.host.escapeIsHandled = false
    #expect(rig.ask(.accessibilityEscape) == (false, []))
    rig.host.escapeIsHandled = true
    rig.amount.isEditing = false
    rig.send(.editingEnded(amount))
    #expect(rig.ask(.accessibilityEscape) == (false, []))
  }

  // MARK: 11. Each signal exactly once

  @Test(
    "the change signals reach the app once each, whether UIKit gives them inside replace, after it, or never",
    arguments: [
      ([], [KeyboardSession.ChangeSignal.editingChanged, .textDidChangeNotification]),
      ([.editingChanged, .textDidChangeNotification], []),
      ([.textDidChangeNotification], [.editingChanged]),
    ] as [([KeyboardSession.ChangeSignal], [KeyboardSession.ChangeSignal])])
  func signalsOnce(
    uikitGives: [KeyboardSession.ChangeSignal], keyboardGives: [KeyboardSession.ChangeSignal]
  ) {
    var rig = KeyboardRig(text: "1|")
    rig.signalsInsideReplace = uikitGives
    let typed = rig.tap("digit2") + rig.endTurn()
    #expect(typed.filter(Self.isSend) == keyboardGives.map { .send(amount, $0) })
  }

  @Test(
    "a delegate UIKit asks again inside replace: the key is typed once, each signal given once",
    arguments: [true, false])
  func delegateAskedInsideReplace(uikitSignals: Bool) {
    var rig = KeyboardRig(text: "1|")
    rig.delegateAskedInsideReplace = true
    rig.signalsInsideReplace = uikitSignals ? [.editingChanged, .textDidChangeNotification] : []
    var questions: [Edit] = []
    rig.host.fieldDelegate = { edit, _ in
      questions.append(edit)
      return true
    }
    let effects = rig.tap("digit2")
    let two = Edit(range: 1..<1, replacement: "2")
    #expect(questions == [two, two])
    #expect(rig.amountText == "12|")
    let turnEnd = rig.endTurn()
    #expect(
      (effects + turnEnd).compactMap(KeyboardSessionPressTests.summary) == ["pressed edit 12"])
    #expect(turnEnd.filter(Self.isSend) == (uikitSignals ? [] : Self.signals))
  }

  @Test(
    "a delegate that allows the keyboard's question but refuses UIKit's inside replace: the refusal is reported, nothing typed, no signals"
  )
  func delegateRefusingInsideReplace() {
    var rig = KeyboardRig(text: "1|")
    rig.delegateAskedInsideReplace = true
    var asked = 0
    rig.host.fieldDelegate = { _, _ in
      asked += 1
      return asked == 1
    }
    let tapped = rig.tap("digit2")
    let turnEnd = rig.endTurn()
    #expect(
      (tapped + turnEnd).compactMap(KeyboardSessionPressTests.summary) == [
        "buzz", "rejected refusedByFieldDelegate", "pressed rejected 1",
      ])
    #expect(rig.amountText == "1|")
    #expect(!turnEnd.contains(where: Self.isSend))
  }

  @Test(
    "a formatting delegate that applies the edit itself inside replace: the edit is done once, in its form, and keeps its caret"
  )
  func delegateFormattingInsideReplace() {
    var rig = KeyboardRig(text: "1|")
    rig.delegateAskedInsideReplace = true
    var asked = 0
    rig.host.fieldDelegate = { _, field in
      asked += 1
      guard asked == 2 else { return true }
      field?.text = "1,2"
      return false
    }
    let effects = rig.tap("digit2") + rig.endTurn()
    #expect(rig.amount.text == "1,2")
    #expect(!effects.contains { if case .select = $0 { true } else { false } })
    #expect(effects.compactMap(KeyboardSessionPressTests.summary) == ["pressed edit 12"])
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
      rig.endTurn().filter(Self.isSend) == [
        .send(amount, .delegateDidChange), .send(amount, .textDidChangeNotification),
      ])
    rig.signalsInsideReplace = [.textDidChangeNotification]
    rig.tap("digit3")
    #expect(rig.endTurn().filter(Self.isSend) == [])
  }

  // MARK: 12. Number pads

  @Test("the decimal pad refuses a second decimal separator and writes a leading one as 0.")
  func decimalPad() {
    var rig = KeyboardRig(layout: .decimalPad, text: "1.5|")
    let decimal = rig.key("decimal")
    let refused = EditRejection(.secondDecimalSeparator)
    #expect(
      Array(rig.tap("decimal").suffix(4)) == [
        .play(.notification(.error)), .reportRejected(refused),
        .reportPressed(
          decimal,
          KeyPressResult(
            change: .rejected(refused), state: TextEditingState(text: "1.5"), preview: nil)),
        .highlight(nil),
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
