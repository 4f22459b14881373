import Foundation

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore
@testable import InputKitShared

/// UIKit as the keyboard session's scripts need it: fields that hold text, delegates that
/// answer, and the loop `CalculatorKeyboard`'s `SessionDriver` runs.
///
/// As on the device, an event UIKit posts while an effect is applied (a notification posted
/// inside `replace`, a field resigning) is handled at once, its effects after the rest of the
/// batch; one posted while the session handles an event (the focus moving inside
/// `textFieldShouldReturn`) waits until the batch is applied.
struct KeyboardRig {
  typealias Event = KeyboardSession.Event
  typealias Effect = KeyboardSession.Effect

  /// The fields as they are now, and the events UIKit posted about them.
  final class Fields {
    var states: [KeyboardSession.FieldID: KeyboardFieldState] = [:]
    /// Where the fields are, for Previous and Next (none: in no window).
    var placements: [KeyboardSession.FieldID: FieldPlacement] = [:]
    /// Events UIKit posted, not handled yet.
    fileprivate var posted: [Event] = []

    /// Moves the focus from `from` to `to` (a second field using the keyboard), as
    /// `becomeFirstResponder()` does: UIKit resigns the old field first, so its end-editing
    /// notification comes before the new field's begin-editing one.
    func moveFocus(from: KeyboardSession.FieldID, to: KeyboardSession.FieldID) {
      states[from]?.isEditing = false
      states[to]?.isEditing = true
      posted += [
        .editingEnded(from), .editingBegan(to, usesThisKeyboard: true, inBoundFieldsScene: true),
      ]
    }

    /// Ends `field`'s editing, as `resignFirstResponder()` does.
    func resign(_ field: KeyboardSession.FieldID) {
      guard states[field]?.isEditing == true else { return }
      states[field]?.isEditing = false
      posted.append(.editingEnded(field))
    }

    /// UIKit posts `event` (an app's delegate pressing a key).
    func post(_ event: Event) {
      posted.append(event)
    }
  }

  /// The app's answers, as the session reads them.
  struct Host: KeyboardHost {
    let fields: Fields
    /// The app's keyboard delegate, `keyboard(_:shouldPress:)`.
    var keyboardDelegate: (Key) -> Bool = { _ in true }
    /// The text field's delegate, `textFieldShouldReturn(_:)`; it may move the focus.
    var shouldReturn: (Fields, KeyboardSession.FieldID) -> Bool = { _, _ in true }
    /// The field's delegate, `shouldChangeCharactersIn` or `shouldChangeTextIn`; it may change
    /// the text itself, as a formatter does, or release the field (`nil`).
    var fieldDelegate: (Edit, inout KeyboardFieldState?) -> Bool = { _, _ in true }
    /// The app's data source for switch-layout keys; `nil` for none.
    var layoutSource: ((String) -> KeyboardLayout?)?
    /// The text fields and text views first responder in the keyboard's scene.
    var firstResponderFields: [KeyboardFieldFocus<KeyboardSession.FieldID>] = []
    /// Whether a view or controller after the field handles VoiceOver's escape.
    var escapeIsHandled = false

    func state(of field: KeyboardSession.FieldID) -> KeyboardFieldState? { fields.states[field] }
    func shouldPress(_ key: Key) -> Bool { keyboardDelegate(key) }
    func shouldReturn(_ field: KeyboardSession.FieldID) -> Bool? { shouldReturn(fields, field) }
    func firstResponders() -> [KeyboardFieldFocus<KeyboardSession.FieldID>] { firstResponderFields }
    func handlesEscape(from field: KeyboardSession.FieldID) -> Bool? { escapeIsHandled }
    func placement(of field: KeyboardSession.FieldID) -> FieldPlacement? {
      fields.placements[field]
    }

    func shouldChange(_ field: KeyboardSession.FieldID, by edit: Edit) -> Bool? {
      let before = fields.states[field]
      var state = before
      let answer = fieldDelegate(edit, &state)
      // A delegate that changed the fields itself (resigning) keeps what it changed.
      if state != before { fields.states[field] = state }
      return answer
    }
  }

  /// The field the scripts type into, and a second one.
  static let amount = KeyboardSession.FieldID(1)
  static let tip = KeyboardSession.FieldID(2)

  var session: KeyboardSession
  let fields = Fields()
  var host: Host
  /// The signals UIKit gives inside `replace(_:withText:)`, in order.
  var signalsInsideReplace: [KeyboardSession.ChangeSignal] = []
  /// Whether UIKit asks the field's delegate again inside `replace(_:withText:)` (and leaves
  /// the text to the delegate when it answers `false`).
  var delegateAskedInsideReplace = false
  /// An `editingChanged` handler that rewrites the text, run when `editingChanged` is given.
  var reformat: ((inout KeyboardFieldState) -> Void)?
  /// The events the session handled, in order.
  var events: [Event] = []

  /// Every effect applied, in order.
  private(set) var effects: [Effect] = []
  private var batch: [Effect] = []
  private var waiting: [Event] = []
  private var isApplying = false

  /// A portrait iPhone's keyboard with `layout`, typing into the amount field, a text field
  /// or text view holding `text` (caret written as `|`, see `TextEditingState(marked:)`).
  init(
    layout: KeyboardLayout = .calculator, returnBehavior: ReturnBehavior = .evaluate,
    text: String = "|", kind: KeyboardFieldState.Kind = .textField,
    returnKey: ReturnKeyConfiguration = ReturnKeyConfiguration(),
    feedback: KeyboardFeedback = .standard
  ) {
    session = KeyboardSession(layout: layout, returnBehavior: returnBehavior, feedback: feedback)
    host = Host(fields: fields)
    let state = TextEditingState(marked: text)
    // A field laid out in its natural direction until the keyboard lays it out left to right.
    fields.states[Self.amount] = KeyboardFieldState(
      kind: kind, text: state.text,
      selection: (state.selection.lowerBound, state.selection.upperBound),
      returnKey: returnKey, isLeftToRight: false)
    showKeyboard()
    send(.editingBegan(Self.amount, usesThisKeyboard: true, inBoundFieldsScene: true))
    effects = []
    events = []
  }

  /// Lays the keyboard out as a portrait iPhone's (after the scripts replace the session).
  mutating func showKeyboard() {
    send(.layoutLoaded(nil))
    send(.environment(.portraitPhone))
    send(.bounds(size: CGSize(width: 390, height: 291), safeArea: EdgeInsets(bottom: 31), scale: 3))
  }

  /// The amount field's state.
  var amount: KeyboardFieldState {
    get { fields.states[Self.amount]! }
    set { fields.states[Self.amount] = newValue }
  }

  /// The amount field's text and selection, written as `TextEditingState(marked:)` reads them.
  var amountText: String { amount.editingState.description }

  /// Sends `event` as UIKit would; returns the effects applied, those of the events it led to
  /// included.
  @discardableResult
  mutating func send(_ event: Event) -> [Effect] {
    let start = effects.count
    handle(event)
    run()
    return Array(effects[start...])
  }

  /// Asks `question` as UIKit would; returns the answer and the effects applied.
  @discardableResult
  mutating func ask(_ question: KeyboardSession.Question) -> (Bool, [Effect]) {
    let start = effects.count
    let (answer, effects) = session.answer(question, host: host)
    batch += effects
    waiting += fields.posted
    fields.posted = []
    run()
    return (answer, Array(self.effects[start...]))
  }

  /// The session handles `event` now; what UIKit posts meanwhile waits for the batch.
  private mutating func handle(_ event: Event) {
    events.append(event)
    batch += session.handle(event, host: host)
    waiting += fields.posted
    fields.posted = []
  }

  /// Applies the batch; an event UIKit posts while an effect is applied is handled at once.
  private mutating func run() {
    guard !isApplying else { return }
    isApplying = true
    while !batch.isEmpty || !waiting.isEmpty {
      guard !batch.isEmpty else {
        handle(waiting.removeFirst())
        continue
      }
      apply(batch.removeFirst())
      let posted = fields.posted
      fields.posted = []
      for event in posted { handle(event) }
    }
    isApplying = false
  }

  /// A finger down and up on the middle of the key `id`.
  @discardableResult
  mutating func tap(_ id: String) -> [Effect] {
    let point = center(of: id)
    return send(.touchesBegan([KeyboardTouch(1, at: point)]))
      + send(.touchesEnded([KeyboardTouch(1, at: point)]))
  }

  /// The middle of the key `id`, in the keyboard's coordinates.
  func center(of id: String) -> CGPoint {
    let frame = session.laidOut!.frame(ofKeyWithID: id)!
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  /// The index of the key `id`.
  func index(of id: String) -> Int {
    session.layout.keys.firstIndex { $0.id == id }!
  }

  /// The key `id`.
  func key(_ id: String) -> Key {
    session.layout.key(withID: id)!
  }

  /// The main queue's turn ends.
  @discardableResult
  mutating func endTurn() -> [Effect] { send(.turnEnded) }

  private mutating func apply(_ effect: Effect) {
    effects.append(effect)
    switch effect {
    case .replace(let field, let edit):
      var state: KeyboardFieldState? = fields.states[field]!
      let allowed = !delegateAskedInsideReplace || host.fieldDelegate(edit, &state)
      if allowed, var typed = state {
        typed.text = edit.applied(to: typed.text)
        let caret = edit.range.lowerBound + edit.replacement.utf16.count
        typed.selection = (caret, caret)
        state = typed
      }
      let changed = state?.text != fields.states[field]?.text
      fields.states[field] = state
      if changed { for signal in signalsInsideReplace { give(signal, by: field) } }
    case .setText(let field, let text):
      // Text set whole is laid out anew, in the field's natural direction.
      fields.states[field]?.text = text
      fields.states[field]?.selection = nil
      fields.states[field]?.isLeftToRight = false
    case .layOutLeftToRight(let field, let alignment):
      fields.states[field]?.isLeftToRight = true
      fields.states[field]?.alignment = alignment
    case .showResultBar(let field):
      fields.states[field]?.accessory = .liveResult(isThisKeyboards: true)
    case .removeResultBar(let field):
      fields.states[field]?.accessory = FieldAccessory.none
    case .select(let field, let range):
      fields.states[field]?.selection = (range.lowerBound, range.upperBound)
    case .send(let field, let signal):
      give(signal, by: field)
    case .unmarkText(let field):
      fields.states[field]?.markedText = nil
    case .resign(let field):
      fields.resign(field)
    case .focus(let field):
      // UIKit moves the focus from the field editing now, if any.
      let editing = fields.states.first { $0.value.isEditing }?.key
      editing.map { fields.moveFocus(from: $0, to: field) }
    default:
      break
    }
  }

  /// The field gives `signal`; the keyboard hears it (its observer, its `editingChanged` action).
  private mutating func give(
    _ signal: KeyboardSession.ChangeSignal, by field: KeyboardSession.FieldID
  ) {
    if signal == .editingChanged, let reformat { reformat(&fields.states[field]!) }
    fields.post(.fieldSignalled(field, signal))
  }

  /// Moves the focus from `from` to `to` now, outside any effect.
  mutating func moveFocusAndSend(from: KeyboardSession.FieldID, to: KeyboardSession.FieldID) {
    effects = []
    fields.moveFocus(from: from, to: to)
    waiting += fields.posted
    fields.posted = []
    run()
  }

  /// A hardware key goes down and up, as UIKit delivers its press to the field; returns the
  /// effects of both.
  @discardableResult
  mutating func typeOnHardwareKeyboard(_ key: HardwareKey, press: Int = 1) -> [Effect] {
    ask(.hardwareKeyDown(key, press: press)).1 + ask(.hardwareKeyUp(press: press)).1
  }
}

extension KeyboardEnvironment {
  /// A portrait iPhone 15's window, light, standard contrast.
  static let portraitPhone = KeyboardEnvironment(
    windowWidth: 390, windowHeight: 844, horizontal: .compact, vertical: .regular)
}
