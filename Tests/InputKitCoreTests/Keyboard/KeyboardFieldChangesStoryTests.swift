import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

/// The device stories of what the keyboard changes of a field and gives back: the accessory
/// view above the keys, the text's direction and alignment, the keys when the app changes the
/// layout or the locale, the height UIKit asks for, and a hardware key held down.
@Suite("Keyboard session: what it changes of a field")
struct KeyboardFieldChangesStoryTests {
  typealias Effect = KeyboardSession.Effect
  let amount = KeyboardRig.amount
  let tip = KeyboardRig.tip

  // MARK: The accessory view

  @Test(
    "attaching the keyboard to a field with a Done toolbar of the app's keeps the toolbar and shows no live result; a field without one gets the bar"
  )
  func attachingKeepsTheAppsAccessory() {
    var rig = KeyboardRig()
    rig.fields.states[tip] = KeyboardFieldState(text: "", isEditing: false, accessory: .app)
    #expect(
      !rig.send(.attached(tip, isEditing: false, showsLiveResult: true)).contains {
        if case .showResultBar = $0 { true } else { false }
      })
    #expect(rig.fields.states[tip]?.accessory == .app)
    #expect(
      rig.send(.attached(amount, isEditing: true, showsLiveResult: true)).first
        == .showResultBar(amount))
  }

  @Test(
    "attaching without the live result takes away a bar an earlier attach showed, and leaves the app's own"
  )
  func attachingWithoutTheResultTakesTheBarAway() {
    var rig = KeyboardRig()
    rig.send(.attached(amount, isEditing: true, showsLiveResult: true))
    #expect(rig.amount.accessory == .liveResult(isThisKeyboards: true))
    #expect(
      rig.send(.attached(amount, isEditing: true, showsLiveResult: false)).first
        == .removeResultBar(amount))
    #expect(rig.amount.accessory == FieldAccessory.none)
    rig.amount.accessory = .app
    #expect(rig.send(.attached(amount, isEditing: true, showsLiveResult: false)) == [])
  }

  @Test(
    "a field given another calculator keyboard gets the new keyboard's bar in place of the old one's"
  )
  func anotherKeyboardsBarIsReplaced() {
    var rig = KeyboardRig()
    rig.amount.accessory = .liveResult(isThisKeyboards: false)
    #expect(
      rig.send(.attached(amount, isEditing: true, showsLiveResult: true)).first
        == .showResultBar(amount))
  }

  // MARK: The iPad's shortcuts bar

  @Test(
    "a field the keyboard types into shows no shortcuts bar above it (undo, redo, paste past the rules); it gets its shortcuts back when it leaves the keyboard"
  )
  func shortcutsBar() {
    var rig = KeyboardRig(text: "1|")
    rig.fields.states[tip] = KeyboardFieldState(text: "", isEditing: false, hasShortcuts: true)
    // Attached: taken away before the field first shows the keyboard.
    #expect(
      rig.send(.attached(tip, isEditing: false, showsLiveResult: false)) == [.hideShortcuts(tip)])
    // An input view set without attaching: taken away when the field begins editing with it.
    let plain = KeyboardSession.FieldID(3)
    rig.fields.states[plain] = KeyboardFieldState(text: "", isEditing: false, hasShortcuts: true)
    rig.fields.states[plain]?.isEditing = true
    #expect(
      rig.send(.editingBegan(plain, usesThisKeyboard: true, inBoundFieldsScene: true)).contains(
        .hideShortcuts(plain)))
    rig.fields.states[plain]?.isEditing = false
    rig.send(.editingEnded(plain))
    #expect(
      rig.send(.editingBegan(plain, usesThisKeyboard: false, inBoundFieldsScene: true))
        == [.restoreShortcuts(plain)])
    #expect(rig.send(.detached(tip)) == [.restoreShortcuts(tip)])
    // A field without shortcuts has none taken and none given back.
    #expect(rig.send(.detached(amount)) == [.restoreTextLayout(amount)])
  }

  // MARK: The text's direction and alignment

  @Test(
    "in a right-to-left app, a field aligned naturally is laid out left to right against its right edge, so the first key does not jump to the left"
  )
  func naturalAlignmentInARightToLeftField() {
    var rig = KeyboardRig(text: "|")
    rig.fields.states[tip] = KeyboardFieldState(
      text: "", isEditing: false, isLeftToRight: false, alignment: .natural, isRightToLeft: true)
    rig.moveFocusAndSend(from: amount, to: tip)
    #expect(rig.effects.contains(.layOutLeftToRight(tip, alignment: .right)))
    #expect(rig.fields.states[tip]?.alignment == .right)
  }

  @Test(
    "an alignment the app chose is kept as it is; natural alignment in a left-to-right app stays on the left",
    arguments: [
      (FieldTextAlignment.center, true, FieldTextAlignment.center),
      (.left, true, .left), (.right, false, .right), (.justified, true, .justified),
      (.natural, false, .left), (.natural, true, .right),
    ])
  func keptAlignment(
    alignment: FieldTextAlignment, isRightToLeft: Bool, kept: FieldTextAlignment
  ) {
    #expect(alignment.keptLeftToRight(isRightToLeft: isRightToLeft) == kept)
  }

  @Test(
    "a field that leaves the keyboard for another input view gets back its alignment, its direction and its accessory view; a field the keyboard never changed gets nothing"
  )
  func aFieldLeavingGetsItsLayoutBack() {
    var rig = KeyboardRig(text: "12×3|")
    rig.send(.attached(amount, isEditing: true, showsLiveResult: true))
    #expect(rig.amount.isLeftToRight)
    rig.amount.isEditing = false
    rig.send(.editingEnded(amount))
    let back = rig.send(.editingBegan(amount, usesThisKeyboard: false, inBoundFieldsScene: true))
    #expect(back == [.removeResultBar(amount), .restoreTextLayout(amount)])
    #expect(
      rig.send(.editingBegan(amount, usesThisKeyboard: false, inBoundFieldsScene: true)) == [])
    rig.fields.states[tip] = KeyboardFieldState(text: "", accessory: .app)
    #expect(rig.send(.editingBegan(tip, usesThisKeyboard: false, inBoundFieldsScene: true)) == [])
  }

  @Test(
    "a field given another keyboard keeps that keyboard's bar when the old keyboard lets go, and gets its layout back"
  )
  func detachedWithAnotherKeyboardsBar() {
    var rig = KeyboardRig(text: "5|")
    rig.amount.accessory = .liveResult(isThisKeyboards: false)
    #expect(rig.send(.detached(amount)) == [.restoreTextLayout(amount)])
    #expect(rig.send(.detached(amount)) == [])
  }

  // MARK: The app changes the layout or the locale

  @Test(
    "a new locale and layout for a keyboard on screen keep the keyboard, what it covers and its field: the keys are made anew, with the decimal comma, and the live result is read in the new language"
  )
  func reconfigured() {
    var rig = KeyboardRig(text: "1|")
    let effects = rig.send(
      .reconfigured(layout: .decimalPad, locale: Locale(identifier: "de_DE")))
    #expect(effects.first == .setResultLanguage(.german))
    #expect(
      effects.contains {
        if case .showKeys(let faces) = $0 { faces.contains { $0.title == "," } } else { false }
      })
    // VoiceOver reads "Komma" in a German voice, whatever the system's language.
    #expect(
      effects.contains {
        if case .showKeys(let faces) = $0 {
          !faces.isEmpty && faces.allSatisfy { $0.accessibilityLanguage == "de" }
        } else {
          false
        }
      })
    #expect(rig.session.boundField == amount)
    #expect(rig.session.layout == .decimalPad)
    rig.tap("decimal")
    #expect(rig.amountText == "1,|")
    // Reloading without a data source returns to the layout the app gave last.
    rig.send(.layoutLoaded(nil))
    #expect(rig.session.layout == .decimalPad)
    // The app's locale is kept when the person's changes.
    #expect(rig.send(.currentLocaleChanged(Locale(identifier: "en_US"))) == [])
  }

  // MARK: The height UIKit asks for

  @Test(
    "UIKit asking for the height while it turns the window gets the new window's, before the keys are laid out"
  )
  func heightReadWhileTurning() {
    let rig = KeyboardRig()
    let landscape = KeyboardEnvironment(
      windowWidth: 852, windowHeight: 393, bottomInset: 21, horizontal: .compact,
      vertical: .compact)
    #expect(rig.session.height(in: landscape) == 183)
    #expect(rig.session.height() == KeyboardDimensions.standard.portraitPhoneHeight)
    let fixed = KeyboardSession(fixedHeight: 216)
    #expect(fixed.height(in: landscape) == 237)
  }

  // MARK: A hardware key held down

  @Test(
    "a hardware digit held down types again on the hardware schedule until it goes up, as on the system keyboard"
  )
  func heldHardwareDigitRepeats() {
    var rig = KeyboardRig(text: "|")
    let seven = HardwareKey(hidUsage: 0x24, characters: "7", isShortcut: false)
    #expect(rig.ask(.hardwareKeyDown(seven, press: 1)).1.contains(.startRepeating(.hardware)))
    rig.endTurn()
    rig.send(.repeatFired(.hardware))
    rig.endTurn()
    rig.send(.repeatFired(.hardware))
    rig.endTurn()
    #expect(rig.amountText == "777|")
    #expect(rig.ask(.hardwareKeyUp(press: 1)) == (false, [.stopRepeating(.hardware)]))
    #expect(rig.send(.repeatFired(.hardware)) == [])
    #expect(rig.amountText == "777|")
  }

  @Test(
    "a second hardware key going down repeats in place of the first; Return and = never repeat and stop the one repeating"
  )
  func anotherHardwareKeyTakesOver() {
    var rig = KeyboardRig(text: "|")
    let one = HardwareKey(hidUsage: 0x1E, characters: "1", isShortcut: false)
    let plus = HardwareKey(hidUsage: 0x2E, characters: "+", isShortcut: false)
    let equals = HardwareKey(hidUsage: 0x2E, characters: "=", isShortcut: false)
    rig.ask(.hardwareKeyDown(one, press: 1))
    rig.endTurn()
    rig.ask(.hardwareKeyDown(plus, press: 2))
    rig.endTurn()
    rig.send(.repeatFired(.hardware))
    rig.endTurn()
    #expect(rig.amountText == "1+|")  // a second operator replaces the first
    #expect(rig.ask(.hardwareKeyUp(press: 1)) == (false, []))
    rig.ask(.hardwareKeyDown(one, press: 3))
    rig.endTurn()
    let evaluating = rig.ask(.hardwareKeyDown(equals, press: 4)).1
    #expect(evaluating.first == .stopRepeating(.hardware))
    #expect(!evaluating.contains(.startRepeating(.hardware)))
    rig.endTurn()
    #expect(rig.send(.repeatFired(.hardware)) == [])
    #expect(rig.amountText == "2|")
  }

  @Test("an overlay covering the keys stops a held hardware key repeating")
  func overlayStopsTheRepeat() {
    var rig = KeyboardRig(text: "|")
    rig.ask(
      .hardwareKeyDown(HardwareKey(hidUsage: 0x24, characters: "7", isShortcut: false), press: 1))
    rig.endTurn()
    #expect(rig.send(.inputBlocked(true, accessoryBar: nil)).contains(.stopRepeating(.hardware)))
    #expect(rig.send(.repeatFired(.hardware)) == [])
    #expect(rig.amountText == "7|")
  }

  @Test(
    "a held hardware key whose key-up never comes stops repeating when the keyboard leaves its window, its field ends editing or the app resigns active",
    arguments: [
      KeyboardSession.Event.leftWindow, .editingEnded(KeyboardRig.amount), .appResignedActive,
    ])
  func heldHardwareKeyStopsWithoutItsKeyUp(_ event: KeyboardSession.Event) {
    var rig = KeyboardRig(text: "|")
    rig.ask(
      .hardwareKeyDown(HardwareKey(hidUsage: 0x24, characters: "7", isShortcut: false), press: 1))
    rig.endTurn()
    rig.amount.isEditing = event != .editingEnded(amount)
    #expect(rig.send(event).contains(.stopRepeating(.hardware)))
    #expect(rig.send(.repeatFired(.hardware)) == [])
    #expect(rig.amountText == "7|")
    // Its key-up, should it come after all, ends the press and repeats nothing.
    #expect(rig.ask(.hardwareKeyUp(press: 1)) == (false, []))
  }

  @Test(
    "backspace held on the keys and a hardware key held down repeat on timers of their own: one stopping leaves the other repeating"
  )
  func touchAndHardwareRepeatApart() {
    var rig = KeyboardRig(text: "123|")
    let delete = rig.center(of: "delete")
    #expect(
      rig.send(.touchesBegan([KeyboardTouch(1, at: delete)])).contains(.startRepeating(.onScreen)))
    rig.endTurn()
    let seven = HardwareKey(hidUsage: 0x24, characters: "7", isShortcut: false)
    let down = rig.ask(.hardwareKeyDown(seven, press: 1)).1
    #expect(down.contains(.startRepeating(.hardware)))
    #expect(!down.contains(.stopRepeating(.onScreen)))
    rig.endTurn()
    #expect(rig.amountText == "127|")
    // The hardware key's repeat types sevens only; backspace's deletes only.
    rig.send(.repeatFired(.hardware))
    rig.endTurn()
    #expect(rig.amountText == "1277|")
    rig.send(.repeatFired(.onScreen))
    rig.endTurn()
    #expect(rig.amountText == "127|")
    // The finger lifting stops backspace alone.
    let lifted = rig.send(.touchesEnded([KeyboardTouch(1, at: delete)]))
    #expect(lifted.contains(.stopRepeating(.onScreen)))
    #expect(!lifted.contains(.stopRepeating(.hardware)))
    #expect(rig.send(.repeatFired(.onScreen)) == [])
    rig.send(.repeatFired(.hardware))
    rig.endTurn()
    #expect(rig.amountText == "1277|")
    #expect(rig.ask(.hardwareKeyUp(press: 1)) == (false, [.stopRepeating(.hardware)]))
    #expect(KeyboardSession.HeldKey.onScreen.schedule == .standard)
    #expect(KeyboardSession.HeldKey.hardware.schedule == .hardwareKey)
  }

  @Test(
    "a field given another keyboard while editing: the old keyboard stops typing into it and gives back what it changed"
  )
  func detachedWhileEditing() {
    var rig = KeyboardRig(text: "12×3|")
    rig.ask(
      .hardwareKeyDown(HardwareKey(hidUsage: 0x24, characters: "7", isShortcut: false), press: 1))
    rig.endTurn()
    #expect(rig.session.boundField == amount)
    let detached = rig.send(.detached(amount))
    #expect(Array(detached.prefix(2)) == [.stopRepeating(.hardware), .restoreTextLayout(amount)])
    #expect(rig.session.boundField == nil)
    // The field's text changing later is no longer the old keyboard's to follow.
    rig.amount.text = "5"
    #expect(rig.send(.fieldSignalled(amount, .textDidChangeNotification)) == [])
    #expect(rig.tap("digit1").contains { if case .replace = $0 { true } else { false } } == false)
    // A field it never typed into is let go quietly.
    #expect(rig.send(.detached(tip)) == [])
  }

  @Test("the hardware schedule repeats at one pace: after 0.5 s, then every 0.1 s")
  func hardwareSchedule() {
    let schedule = KeyRepeatSchedule.hardwareKey
    #expect(schedule.fireTime(ofRepeat: 1) == .milliseconds(500))
    #expect(schedule.fireTime(ofRepeat: 2) == .milliseconds(600))
    #expect(schedule.fireTime(ofRepeat: 31) == .milliseconds(3500))
    #expect(schedule.repeatCount(afterHolding: .seconds(3)) == 26)
  }
}
