import Foundation

@testable import InputKitCore

/// UIKit as the keyboard session's scripts need it: fields that hold text, delegates that
/// answer, and the loop `CalculatorKeyboard` runs, which applies each effect and sends UIKit's
/// answer back as the next event. Events UIKit sends while an effect is being applied (a
/// notification posted inside `replace`, focus moving inside `textFieldShouldReturn`) wait
/// until the effects before them are applied, as they do on the device.
struct KeyboardRig {
  typealias Event = KeyboardSession.Event
  typealias Effect = KeyboardSession.Effect

  /// The fields, as the session reads them.
  struct Fields: KeyboardFieldReading {
    var states: [KeyboardFieldID: KeyboardFieldState] = [:]

    func state(of field: KeyboardFieldID) -> KeyboardFieldState? { states[field] }
  }

  /// The field the scripts type into, and a second one.
  static let amount = KeyboardFieldID(1)
  static let tip = KeyboardFieldID(2)

  var session: KeyboardSession
  var fields = Fields()
  /// The app's keyboard delegate, `keyboard(_:shouldPress:)`.
  var keyboardDelegate: (Key) -> Bool = { _ in true }
  /// The text field's delegate, `textFieldShouldReturn(_:)`; it may move the focus.
  var shouldReturn: (inout KeyboardRig, KeyboardFieldID) -> Bool = { _, _ in true }
  /// The field's delegate, `shouldChangeCharactersIn` or `shouldChangeTextIn`; it may change
  /// the text itself, as a formatter does, or release the field (`nil`).
  var fieldDelegate: (Edit, inout KeyboardFieldState?) -> Bool = { _, _ in true }
  /// The signals UIKit gives inside `replace(_:withText:)`, in order.
  var signalsInsideReplace: [TextChangeSignal] = []
  /// Whether UIKit asks the field's delegate again inside `replace(_:withText:)` (and leaves
  /// the text to the delegate when it answers `false`).
  var delegateAskedInsideReplace = false
  /// The text fields and text views first responder in the keyboard's scene, as UIKit finds
  /// them for `findFirstResponders`.
  var firstResponders: [KeyboardFieldFocus<KeyboardFieldID>] = []
  /// An `editingChanged` handler that rewrites the text, run when `editingChanged` is given.
  var reformat: ((inout KeyboardFieldState) -> Void)?
  /// The app's data source for switch-layout keys; `nil` for none.
  var dataSource: ((String) -> KeyboardLayout?)?
  /// Whether a view or controller after the field handles VoiceOver's escape.
  var escapeIsHandled = false

  /// Every effect applied, in order.
  private(set) var effects: [Effect] = []
  private var queue: [Event] = []
  private var isApplying = false

  /// A portrait iPhone's keyboard with `layout`, typing into the amount field, a text field
  /// or text view holding `text` (caret written as `|`, see `TextEditingState(marked:)`).
  init(
    layout: KeyboardLayout = .calculator, returnBehavior: ReturnBehavior = .evaluate,
    text: String = "|", kind: TextFieldKind = .textField,
    returnKey: ReturnKeyConfiguration = ReturnKeyConfiguration(),
    feedback: KeyboardFeedback = .standard
  ) {
    session = KeyboardSession(layout: layout, returnBehavior: returnBehavior, feedback: feedback)
    let state = TextEditingState(marked: text)
    // A field laid out in its natural direction until the keyboard lays it out left to right.
    fields.states[Self.amount] = KeyboardFieldState(
      kind: kind, text: state.text,
      selection: (state.selection.lowerBound, state.selection.upperBound),
      returnKey: returnKey, isLeftToRight: false)
    showKeyboard()
    send(.editingBegan(Self.amount, usesThisKeyboard: true, inBoundFieldsScene: true))
    effects = []
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

  /// Sends `event` as UIKit would, then every answer it leads to; returns the effects applied.
  @discardableResult
  mutating func send(_ event: Event) -> [Effect] {
    let start = effects.count
    queue.append(event)
    guard !isApplying else { return [] }
    runQueue()
    return Array(effects[start...])
  }

  private mutating func runQueue() {
    isApplying = true
    while !queue.isEmpty {
      let next = queue.removeFirst()
      for effect in session.handle(next, reading: fields) { apply(effect) }
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
    case .askKeyboardDelegate(let key):
      queue.append(.keyboardDelegateAnswered(keyboardDelegate(key)))
    case .askShouldReturn(let field):
      let answer = shouldReturn(&self, field)
      queue.append(.returnAnswered(answer))
    case .askFieldDelegate(let field, let edit):
      var state = fields.states[field]
      let answer = fieldDelegate(edit, &state)
      fields.states[field] = state
      queue.append(.fieldDelegateAnswered(answer))
    case .replace(let field, let edit):
      var state: KeyboardFieldState? = fields.states[field]!
      let allowed = !delegateAskedInsideReplace || fieldDelegate(edit, &state)
      if allowed, var typed = state {
        typed.text = edit.applied(to: typed.text)
        let caret = edit.range.lowerBound + edit.replacement.utf16.count
        typed.selection = (caret, caret)
        state = typed
      }
      let changed = state?.text != fields.states[field]?.text
      fields.states[field] = state
      if changed { for signal in signalsInsideReplace { give(signal, by: field) } }
      queue.append(.replaced(true))
    case .setText(let field, let text):
      // Text set whole is laid out anew, in the field's natural direction.
      fields.states[field]?.text = text
      fields.states[field]?.selection = nil
      fields.states[field]?.isLeftToRight = false
      queue.append(.replaced(true))
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
      guard fields.states[field]?.isEditing == true else { break }
      fields.states[field]?.isEditing = false
      queue.append(.editingEnded(field))
    case .askLayout(let id):
      queue.append(.layoutAnswered(dataSource?(id), fromDataSource: dataSource != nil))
    case .forwardEscape:
      queue.append(.escapeForwarded(escapeIsHandled))
    case .findFirstResponders:
      queue.append(.firstRespondersFound(firstResponders))
    case .resumeAfterEffects:
      queue.append(.effectsApplied)
    default:
      break
    }
  }

  /// The field gives `signal`; the keyboard hears it (its observer, its `editingChanged` action).
  private mutating func give(_ signal: TextChangeSignal, by field: KeyboardFieldID) {
    if signal == .editingChanged, let reformat { reformat(&fields.states[field]!) }
    queue.append(.fieldSignalled(field, signal))
  }

  /// Moves the focus from `from` to `to` now, outside any effect.
  mutating func moveFocusAndSend(from: KeyboardFieldID, to: KeyboardFieldID) {
    effects = []
    moveFocus(from: from, to: to)
    runQueue()
  }

  /// Moves the focus from `from` to `to` (a second field using the keyboard), as
  /// `becomeFirstResponder()` does: UIKit resigns the old field first, so its end-editing
  /// notification comes before the new field's begin-editing one.
  mutating func moveFocus(from: KeyboardFieldID, to: KeyboardFieldID) {
    fields.states[from]?.isEditing = false
    fields.states[to]?.isEditing = true
    queue.append(.editingEnded(from))
    queue.append(.editingBegan(to, usesThisKeyboard: true, inBoundFieldsScene: true))
  }

  /// Sends an event from inside an effect being applied (an app's delegate pressing a key), as
  /// UIKit queues it behind the effects before it.
  mutating func sendLater(_ event: Event) {
    queue.append(event)
  }

  /// A hardware key goes down and up, as UIKit delivers its press to the field; returns the
  /// effects of both.
  @discardableResult
  mutating func typeOnHardwareKeyboard(_ key: HardwareKey, press: Int = 1) -> [Effect] {
    send(.hardwareKeyDown(key, press: press)) + send(.hardwareKeyUp(press: press))
  }
}

extension KeyboardEnvironment {
  /// A portrait iPhone 15's window, light, standard contrast.
  static let portraitPhone = KeyboardEnvironment(
    windowWidth: 390, windowHeight: 844, horizontal: .compact, vertical: .regular)
}
