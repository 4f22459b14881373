import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

/// Scripts of key presses: what the keyboard tells its delegate and the field after each kind
/// of press, in which order it reads the app's answers, and when it brings the live result up to
/// date.
@Suite("Keyboard session: key presses")
struct KeyboardSessionPressTests {
  typealias Effect = KeyboardSession.Effect
  let amount = KeyboardRig.amount

  /// What the field's delegate does with an edit.
  enum Delegate: Sendable {
    case allows, refuses, formats(String), removesField
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var key: String
    var returnBehavior: ReturnBehavior = .evaluate
    var start = "12+3|"
    var fieldAllowsReturn = true
    var endsEditingOnExit = false
    var delegate = Delegate.allows
    /// The effects that reach the app, summarised: haptics, reports, control events, resigning
    /// and committing.
    var told: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "a digit the field takes", key: "digit5", told: ["pressed edit 12+35"]),
    Case(
      name: "a digit the field's delegate refuses", key: "digit5", delegate: .refuses,
      told: ["buzz", "rejected refusedByFieldDelegate", "pressed rejected 12+3"]),
    Case(
      name: "a digit a formatting delegate applied itself, answering false", key: "digit5",
      delegate: .formats("12+3.5"), told: ["pressed edit 12+35"]),
    Case(
      name: "Return whose result a formatting delegate applied itself", key: "return",
      delegate: .formats("15.00"), told: ["pressed edit 15", "controlEvents", "commit"]),
    Case(
      name: "a digit for a field that went away", key: "digit5", delegate: .removesField,
      told: ["pressed unchanged 12+3"]),
    Case(
      name: "a second decimal separator", key: "decimal", start: "1.5|",
      told: ["buzz", "rejected secondDecimalSeparator", "pressed rejected 1.5"]),
    Case(
      name: "Return evaluating", key: "return",
      told: ["pressed edit 15", "controlEvents", "commit"]),
    Case(
      name: "Return the field refuses", key: "return", fieldAllowsReturn: false,
      told: ["pressed unchanged 12+3"]),
    Case(
      name: "Return whose result the field's delegate refuses", key: "return",
      delegate: .refuses,
      told: ["buzz", "rejected refusedByFieldDelegate", "pressed rejected 12+3"]),
    Case(
      name: "Return on a value already evaluated", key: "return", start: "15|",
      told: ["pressed unchanged 15", "controlEvents", "commit"]),
    Case(
      name: "Return on an expression that cannot be evaluated", key: "return", start: "1÷0|",
      told: ["buzz", "rejected notEvaluable", "pressed rejected 1÷0"]),
    Case(
      name: "Return resigning", key: "return", returnBehavior: .resign,
      told: ["pressed resign 12+3", "controlEvents", "resign", "commit"]),
    Case(
      name: "Return the field refuses while resigning", key: "return", returnBehavior: .resign,
      fieldAllowsReturn: false, told: ["pressed unchanged 12+3"]),
    Case(
      name: "Return evaluating then leaving", key: "return", returnBehavior: .evaluateThenResign,
      told: ["pressed edit 15", "controlEvents", "resign", "commit"]),
    Case(
      name: "Return evaluating then leaving, whose result the delegate refuses", key: "return",
      returnBehavior: .evaluateThenResign, delegate: .refuses,
      told: ["buzz", "rejected refusedByFieldDelegate", "pressed rejected 12+3"]),
    Case(
      name: "Return evaluating then leaving a field already holding its value", key: "return",
      returnBehavior: .evaluateThenResign, start: "15|",
      told: ["pressed resign 15", "controlEvents", "resign", "commit"]),
    Case(
      name: "Return evaluating then leaving an empty field", key: "return",
      returnBehavior: .evaluateThenResign, start: "|",
      told: ["pressed resign ", "controlEvents", "resign", "commit"]),
    Case(
      name: "Return evaluating then leaving an incomplete expression", key: "return",
      returnBehavior: .evaluateThenResign, start: "12×|",
      told: ["buzz", "rejected notEvaluable", "pressed rejected 12×"]),
    Case(
      name: "Return evaluating then leaving, refused by the field", key: "return",
      returnBehavior: .evaluateThenResign, fieldAllowsReturn: false,
      told: ["pressed unchanged 12+3"]),
    Case(
      name: "a key that is not Return ignores the field's answer to Return", key: "digit5",
      fieldAllowsReturn: false, told: ["pressed edit 12+35"]),
    Case(
      name: "Return evaluating on a field with a Did End On Exit action", key: "return",
      endsEditingOnExit: true, told: ["pressed edit 15", "controlEvents", "resign", "commit"]),
    Case(
      name: "Return resigning a field with a Did End On Exit action resigns it once",
      key: "return", returnBehavior: .resign, endsEditingOnExit: true,
      told: ["pressed resign 12+3", "controlEvents", "resign", "commit"]),
    Case(
      name: "Return the field refuses, on a field with a Did End On Exit action", key: "return",
      fieldAllowsReturn: false, endsEditingOnExit: true, told: ["pressed unchanged 12+3"]),
  ]

  @Test(
    "after a press the keyboard buzzes only for a refusal, tells the delegate why, and commits only when Return did its work",
    arguments: cases)
  func whatTheAppIsTold(_ press: Case) {
    var rig = KeyboardRig(returnBehavior: press.returnBehavior, text: press.start)
    rig.amount.endsEditingOnExit = press.endsEditingOnExit
    let allowsReturn = press.fieldAllowsReturn
    rig.host.shouldReturn = { _, _ in allowsReturn }
    switch press.delegate {
    case .allows: break
    case .refuses: rig.host.fieldDelegate = { _, _ in false }
    case .formats(let text):
      rig.host.fieldDelegate = { _, field in
        field?.text = text
        return false
      }
    case .removesField:
      rig.host.fieldDelegate = { _, field in
        field = nil
        return true
      }
    }
    // The app hears of an edit once UIKit has applied it, at the turn's end.
    let effects = rig.tap(press.key) + rig.endTurn()
    #expect(effects.compactMap(Self.summary) == press.told)
  }

  /// The app's answers a script has read, in order.
  final class Asked: @unchecked Sendable {
    var questions: [String] = []
  }

  @Test(
    "a covered keyboard, a disabled key and the delegate's veto stop a press in that order; only Return asks the field",
    arguments: [
      ("digit7", false, true, true, ["keyboardDelegate", "fieldDelegate"]),
      ("delete", false, true, true, ["keyboardDelegate", "fieldDelegate"]),
      ("return", false, true, true, ["keyboardDelegate", "shouldReturn", "fieldDelegate"]),
      ("return", false, true, false, ["keyboardDelegate"]),
      ("return", false, false, true, []),
      ("return", true, true, true, []),
    ] as [(String, Bool, Bool, Bool, [String])])
  func order(key: String, blocked: Bool, enabled: Bool, vetoAllows: Bool, asked: [String]) {
    var rig = KeyboardRig(
      text: "12+3|", returnKey: ReturnKeyConfiguration(enablesAutomatically: !enabled))
    if !enabled { rig.amount.text = "" }
    let log = Asked()
    rig.host.keyboardDelegate = { _ in
      log.questions.append("keyboardDelegate")
      return vetoAllows
    }
    rig.host.shouldReturn = { _, _ in
      log.questions.append("shouldReturn")
      return true
    }
    rig.host.fieldDelegate = { _, _ in
      log.questions.append("fieldDelegate")
      return true
    }
    rig.send(.refreshRequested)
    rig.send(.inputBlocked(blocked, accessoryBar: nil))
    rig.tap(key)
    #expect(log.questions == asked)
  }

  @Test("an editingChanged handler that reformats the text keeps its own caret")
  func reformattingHandler() {
    var rig = KeyboardRig(text: "12|")
    rig.signalsInsideReplace = [.editingChanged]
    rig.reformat = { $0.text = "$" + $0.text }
    let effects = rig.tap("digit5")
    #expect(!effects.contains { if case .select = $0 { true } else { false } })
    #expect(rig.amount.text == "$125")
  }

  @Test(
    "a replace that leaves the text as it was is a refusal by the delegate UIKit asked inside it: the error haptic at the turn's end, no signals"
  )
  func invisibleChange() {
    var rig = KeyboardRig(text: "12|")
    rig.delegateAskedInsideReplace = true
    let asked = Asked()
    rig.host.fieldDelegate = { _, _ in
      asked.questions.append("fieldDelegate")
      return asked.questions.count == 1
    }
    let five = Edit(range: 2..<2, replacement: "5")
    #expect(
      rig.tap("digit5") == [.highlight(rig.index(of: "digit5"))]
        + KeyboardSessionStoryTests.touchDown + [
          .replace(amount, five), .settleAfterThisTurn, .highlight(nil),
        ])
    #expect(
      rig.endTurn() == [
        .play(.notification(.error)), .reportRejected(EditRejection(.refusedByFieldDelegate)),
        .reportPressed(
          rig.key("digit5"),
          KeyPressResult(
            change: .rejected(EditRejection(.refusedByFieldDelegate)),
            state: TextEditingState(text: "12"), preview: nil)),
      ])
  }

  @Test(
    "a field whose delegate can no longer be asked (the field gone) takes no edit and no Return")
  func goneFieldRefuses() {
    let rig = KeyboardRig(text: "12|")
    let gone = CountingHost(rig.host)
    gone.answersAsGone = true
    var session = rig.session
    let effects = ["digit5", "return"].flatMap { name in
      let point = rig.center(of: name)
      return session.handle(.touchesBegan([KeyboardTouch(1, at: point)]), host: gone)
        + session.handle(.touchesEnded([KeyboardTouch(1, at: point)]), host: gone)
    }
    #expect(!effects.contains { if case .replace = $0 { true } else { false } })
    #expect(!effects.contains(.reportCommit))
  }

  @Test("a press reads the field once, then once more after each of the app's answers")
  func fieldReadOnceBetweenAnswers() {
    var rig = KeyboardRig(text: "12+3|")
    let reads = CountingHost(rig.host)
    var session = rig.session
    let five = rig.center(of: "digit5")
    _ = session.handle(.touchesBegan([KeyboardTouch(1, at: five)]), host: reads)
    #expect(reads.reads == 1)
    reads.reads = 0
    _ = session.handle(.touchesEnded([KeyboardTouch(1, at: five)]), host: reads)
    #expect(reads.reads == 3, "before the veto, after it, after the field's delegate")
    rig.session = session
  }

  @Test("an edit whose range the field no longer has edits nothing and is reported unchanged")
  func staleRange() {
    var rig = KeyboardRig(text: "12+3|")
    rig.host.fieldDelegate = { _, field in
      field?.text = "1"
      return true
    }
    let effects = rig.tap("digit5") + rig.endTurn()
    #expect(!effects.contains { if case .replace = $0 { true } else { false } })
    #expect(effects.compactMap(Self.summary) == ["pressed unchanged 12+3"])
  }

  @Test(
    "the live result is brought up to date once per change: a press by itself, a paste when its notification arrives",
    arguments: [
      (["press 1", "press +", "press 2"], [[], [], []]),
      (["press 1", "paste 1+2"], [[], [.showLiveResult(ResultLine(value: "3"))]]),
      (["press 1", "paste 1"], [[], []]),
      (
        ["paste 5+5", "paste "],
        [[.showLiveResult(ResultLine(value: "10"))], [.showLiveResult(nil)]]
      ),
    ] as [([String], [[Effect]])])
  func liveResult(steps: [String], byNotification: [[Effect]]) {
    var rig = KeyboardRig(text: "|")
    var heard: [[Effect]] = []
    for step in steps {
      let text = String(step.drop { $0 != " " }.dropFirst())
      if step.hasPrefix("press") {
        rig.tap(["+": "plus"][text] ?? "digit\(text)")
        // The press's own notifications, given at the turn's end, refresh nothing more.
        let turnEnd = rig.endTurn().drop { !KeyboardSessionStoryTests.isSend($0) }
        heard.append(turnEnd.filter { !KeyboardSessionStoryTests.isSend($0) })
      } else {
        rig.amount.text = text
        heard.append(rig.send(.fieldSignalled(amount, .textDidChangeNotification)))
      }
    }
    #expect(heard == byNotification)
  }

  @Test(
    "the field's selection becomes the text a press edits",
    arguments: [
      ("12+3", (2, 2) as (Int, Int)?, "12|+3"), ("12+3", (1, 3), "1[2+]3"),
      ("12+3", nil, "12+3|"), ("12+3", (3, 1), "1[2+]3"), ("12+3", (-4, 99), "[12+3]"),
      ("", (0, 0), "|"), ("a👍b", (2, 2), "a[👍]b"), ("🇫🇷", (2, 2), "[🇫🇷]"),
    ] as [(String, (Int, Int)?, String)])
  func editingState(text: String, selection: (Int, Int)?, expected: String) {
    let state = KeyboardFieldState(text: text, selection: selection)
    #expect(state.editingState.description == expected)
  }

  @Test("backspace acts on touch-down, clicks before each repeat, and stops when lifted")
  func backspaceRepeats() {
    var rig = KeyboardRig(text: "123|")
    let delete = rig.center(of: "delete")
    let down = rig.send(.touchesBegan([KeyboardTouch(1, at: delete)]))
    #expect(down.contains(.startRepeating(.onScreen)))
    #expect(rig.amountText == "12|")
    rig.endTurn()
    let repeated = rig.send(.repeatFired(.onScreen))
    #expect(repeated.first == .play(.inputClick))
    #expect(rig.amountText == "1|")
    #expect(
      rig.send(.touchesEnded([KeyboardTouch(1, at: delete)])).prefix(1) == [
        .stopRepeating(.onScreen)
      ])
    #expect(rig.send(.repeatFired(.onScreen)) == [])
  }

  @Test(
    "an overlay cancels the finger down, hides the keys from VoiceOver and gives the accessory bar back as it was"
  )
  func blocking() {
    var rig = KeyboardRig(text: "1|")
    rig.send(.touchesBegan([KeyboardTouch(1, at: rig.center(of: "delete"))]))
    let bar = KeyboardAccessoryBar(id: 9, isEnabled: false, isHiddenFromVoiceOver: true)
    #expect(
      rig.send(.inputBlocked(true, accessoryBar: bar)) == [
        .stopRepeating(.onScreen), .highlight(nil), .hideKeysFromVoiceOver(true),
        .blockAccessoryBar,
      ])
    #expect(rig.send(.touchesBegan([KeyboardTouch(2, at: rig.center(of: "digit7"))])) == [])
    #expect(
      rig.send(.inputBlocked(false, accessoryBar: nil)) == [
        .hideKeysFromVoiceOver(false),
        .restoreAccessoryBar(isEnabled: false, isHiddenFromVoiceOver: true),
      ])
  }

  @Test(
    "a switch-layout key shows the data source's layout, or the built-in one without a data source")
  func switchLayout() throws {
    let switching = KeyboardLayout(
      id: "switching", columns: 2, rows: 1,
      keys: [
        .digit(1, at: .grid(column: 0, row: 0)),
        Key(
          id: "pad", title: "123", style: .function, action: .switchLayout("decimalPad"),
          placement: .grid(column: 1, row: 0)),
      ])
    var rig = KeyboardRig(layout: switching, text: "1|")
    let effects = rig.tap("pad")
    #expect(effects.contains(.reportLayoutSwitch(.decimalPad)))
    #expect(rig.session.layout == .decimalPad)
    var stays = KeyboardRig(layout: switching, text: "1|")
    stays.host.layoutSource = { _ in nil }
    #expect(!stays.tap("pad").contains { if case .reportLayoutSwitch = $0 { true } else { false } })
  }

  @Test("a return key waiting for text follows text the app set in code, read at touch-down")
  func textSetInCode() {
    var rig = KeyboardRig(
      text: "|", returnKey: ReturnKeyConfiguration(kind: .done, enablesAutomatically: true))
    rig.send(.refreshRequested)
    rig.amount.text = "7"
    let down = rig.send(.touchesBegan([KeyboardTouch(1, at: rig.center(of: "return"))]))
    #expect(down.contains(.highlight(rig.index(of: "return"))))
    #expect(
      rig.send(.touchesEnded([KeyboardTouch(1, at: rig.center(of: "return"))])).contains(
        .reportCommit))
  }

  @Test("a key shared by two fields types into the field that began editing last")
  func sharedKeyboard() {
    var rig = KeyboardRig(text: "1|")
    rig.fields.states[KeyboardRig.tip] = KeyboardFieldState(text: "", isEditing: false)
    rig.moveFocusAndSend(from: amount, to: KeyboardRig.tip)
    rig.tap("digit9")
    #expect(rig.fields.states[KeyboardRig.tip]?.text == "9")
    #expect(rig.amount.text == "1")
  }

  @Test("two thumbs: a second finger going down presses the first finger's key at once")
  func twoThumbs() {
    var rig = KeyboardRig(text: "|")
    rig.send(.touchesBegan([KeyboardTouch(1, at: rig.center(of: "digit1"))]))
    rig.send(.touchesBegan([KeyboardTouch(2, at: rig.center(of: "digit2"))]))
    rig.send(.touchesEnded([KeyboardTouch(1, at: rig.center(of: "digit1"))]))
    rig.send(.touchesEnded([KeyboardTouch(2, at: rig.center(of: "digit2"))]))
    #expect(rig.amountText == "12|")
  }

  @Test("touches delivered together act in the order they happened")
  func touchOrder() {
    var rig = KeyboardRig(text: "|")
    rig.send(
      .touchesBegan([
        KeyboardTouch(2, at: rig.center(of: "digit2"), timestamp: 2),
        KeyboardTouch(1, at: rig.center(of: "digit1"), timestamp: 1),
      ]))
    rig.send(.touchesEnded([KeyboardTouch(2, at: rig.center(of: "digit2"), timestamp: 3)]))
    #expect(rig.amountText == "12|")
  }

  /// The rig's host, counting how often a field is read.
  final class CountingHost: KeyboardHost {
    let base: KeyboardRig.Host
    var reads = 0
    /// Whether the delegates' answers are missing, as once the field has gone.
    var answersAsGone = false

    init(_ base: KeyboardRig.Host) {
      self.base = base
    }

    var layoutSource: ((String) -> KeyboardLayout?)? { base.layoutSource }

    func state(of field: KeyboardSession.FieldID) -> KeyboardFieldState? {
      reads += 1
      return base.state(of: field)
    }

    func shouldPress(_ key: Key) -> Bool { base.shouldPress(key) }
    func shouldReturn(_ field: KeyboardSession.FieldID) -> Bool? {
      answersAsGone ? nil : base.shouldReturn(field)
    }
    func shouldChange(_ field: KeyboardSession.FieldID, by edit: Edit) -> Bool? {
      answersAsGone ? nil : base.shouldChange(field, by: edit)
    }
    func firstResponders() -> [KeyboardFieldFocus<KeyboardSession.FieldID>] {
      base.firstResponders()
    }
    func handlesEscape(from field: KeyboardSession.FieldID) -> Bool? {
      base.handlesEscape(from: field)
    }
    func placement(of field: KeyboardSession.FieldID) -> FieldPlacement? {
      base.placement(of: field)
    }
  }

  static func summary(_ effect: Effect) -> String? {
    switch effect {
    case .play(.notification(.error)): return "buzz"
    case .reportRejected(let rejection):
      if case .notEvaluable = rejection.reason { return "rejected notEvaluable" }
      return "rejected \(rejection.reason)"
    case .reportPressed(_, let result):
      let kind =
        switch result.change {
        case .edit: "edit"
        case .selectionChanged: "selection"
        case .rejected: "rejected"
        case .resign: "resign"
        case .switchLayout: "switchLayout"
        case .custom: "custom"
        case .unchanged: "unchanged"
        }
      return "pressed \(kind) \(result.state.text)"
    case .sendControlEvents: return "controlEvents"
    case .resign: return "resign"
    case .reportCommit: return "commit"
    default: return nil
    }
  }
}
