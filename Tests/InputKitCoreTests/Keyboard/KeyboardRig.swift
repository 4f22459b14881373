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
    fields.states[Self.amount] = KeyboardFieldState(
      kind: kind, text: state.text,
      selection: (state.selection.lowerBound, state.selection.upperBound),
      returnKey: returnKey)
    send(.layoutLoaded(nil))
    send(.environment(.portraitPhone))
    send(.bounds(size: CGSize(width: 390, height: 291), safeArea: EdgeInsets(bottom: 31), scale: 3))
    send(.editingBegan(Self.amount, usesThisKeyboard: true, inBoundFieldsScene: true))
    effects = []
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
      var state = fields.states[field]!
      state.text = edit.applied(to: state.text)
      let caret = edit.range.lowerBound + edit.replacement.utf16.count
      state.selection = (caret, caret)
      fields.states[field] = state
      for signal in signalsInsideReplace { give(signal, by: field) }
      queue.append(.replaced(true))
    case .setText(let field, let text):
      fields.states[field]?.text = text
      fields.states[field]?.selection = nil
    case .select(let field, let range):
      fields.states[field]?.selection = (range.lowerBound, range.upperBound)
    case .send(let field, let signal):
      give(signal, by: field)
    case .unmarkText(let field):
      fields.states[field]?.markedText = nil
    case .resign(let field):
      fields.states[field]?.isEditing = false
      queue.append(.editingEnded(field))
    case .askLayout(let id):
      queue.append(.layoutAnswered(dataSource?(id), fromDataSource: dataSource != nil))
    case .forwardEscape:
      queue.append(.escapeForwarded(escapeIsHandled))
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
  /// `becomeFirstResponder()` does: UIKit posts the begin and end notifications.
  mutating func moveFocus(from: KeyboardFieldID, to: KeyboardFieldID) {
    fields.states[from]?.isEditing = false
    fields.states[to]?.isEditing = true
    queue.append(.editingBegan(to, usesThisKeyboard: true, inBoundFieldsScene: true))
    queue.append(.editingEnded(from))
  }
}

extension KeyboardEnvironment {
  /// A portrait iPhone 15's window, light, standard contrast.
  static let portraitPhone = KeyboardEnvironment(
    windowWidth: 390, windowHeight: 844, horizontal: .compact, vertical: .regular)
}
