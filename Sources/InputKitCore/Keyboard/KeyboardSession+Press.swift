extension KeyboardSession {
  /// A key to press: a key of the layout (by index, for a tap, a repeat or VoiceOver), or a key
  /// a hardware keyboard stands for.
  struct PressRequest: Equatable, Sendable {
    var key: Key
  }

  /// A press being carried out, waiting for UIKit's answer to its last question.
  struct Press: Equatable, Sendable {
    enum Stage: Equatable, Sendable {
      case keyboardDelegate
      case returnAnswer
      case fieldDelegate(Edit)
      case replace(Edit)
      case layout(String)
    }

    var key: Key
    /// The field the press types into: the one bound when the key went down, even if Return's
    /// question moved the focus elsewhere.
    var field: KeyboardFieldID?
    var kind: TextFieldKind = .textField
    var stage: Stage
    var before = TextEditingState()
    var result: KeyPressResult?
    var returnAllowed = true
    /// A text view's Return, already asked of its delegate as a `"\n"` edit.
    var askedReturnEdit: Edit?
  }

  /// How a press's edit ended up in the field.
  enum Outcome: Equatable, Sendable {
    /// The press did what its result says (an edit the field took, or no edit at all).
    case done
    /// The field's delegate answered `false` and left the text as it was.
    case refusedByDelegate
    /// The field or the edit's range was gone.
    case unavailable
  }

  /// A change the keyboard made whose signals are not all given yet.
  struct UnsettledChange: Equatable, Sendable {
    var field: KeyboardFieldID
    var kind: TextFieldKind
    var observed: Set<TextChangeSignal> = []
  }

  /// Starts pressing `key`, or lets it wait while another press waits for an answer.
  mutating func request(_ key: Key, reading fields: some KeyboardFieldReading) -> [Effect] {
    guard press == nil else {
      waiting.append(PressRequest(key: key))
      return []
    }
    guard !tracker.isBlocked else { return [] }
    let field = binding.boundField
    var effects = settle() + reread(field.flatMap(fields.state(of:)))
    let text = field.flatMap(fields.state(of:))?.text ?? ""
    guard returnKey.isEnabled(key, forText: text) else { return effects + next(reading: fields) }
    press = Press(key: key, field: field, stage: .keyboardDelegate)
    effects.append(.askKeyboardDelegate(key))
    return effects
  }

  mutating func keyboardDelegateAnswered(
    _ allows: Bool, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    guard var press, press.stage == .keyboardDelegate else { return [] }
    guard allows else {
      self.press = nil
      return next(reading: fields)
    }
    guard press.key.action == .return, let field = press.field,
      let state = fields.state(of: field)
    else { return compute(reading: fields) }
    press.stage = .returnAnswer
    switch state.kind {
    case .textField:
      self.press = press
      return [.askShouldReturn(field)]
    case .textView:
      let edit = Edit(range: state.editingState.selection, replacement: "\n")
      press.askedReturnEdit = edit
      self.press = press
      return [.askFieldDelegate(field, edit)]
    }
  }

  mutating func returnAnswered(
    _ allows: Bool, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    guard press?.stage == .returnAnswer else { return [] }
    press?.returnAllowed = allows
    return compute(reading: fields)
  }

  /// Reads the field and turns the press into its result, then carries the result out.
  private mutating func compute(reading fields: some KeyboardFieldReading) -> [Effect] {
    guard var press else { return [] }
    let state = press.field.flatMap(fields.state(of:))
    press.before = state?.editingState ?? TextEditingState()
    press.kind = state?.kind ?? .textField
    var effects: [Effect] = []
    if let field = press.field, state?.markedText != nil { effects.append(.unmarkText(field)) }
    guard press.returnAllowed else {
      self.press = press
      return effects + finish(.done, reading: fields)
    }
    let result = processor.process(press.key.action, in: press.before)
    press.result = result
    self.press = press
    switch result.effect {
    case .edit(let edit):
      guard let field = press.field, state != nil else {
        return effects + finish(.unavailable, reading: fields)
      }
      guard edit != press.askedReturnEdit else { return effects + deliver(edit, reading: fields) }
      self.press?.stage = .fieldDelegate(edit)
      return effects + [.askFieldDelegate(field, edit)]
    case .selectionChanged:
      effects += press.field.map { [.select($0, result.state.selection)] } ?? []
      return effects + finish(.done, reading: fields)
    case .switchLayout(let id):
      self.press?.stage = .layout(id)
      return effects + [.askLayout(id)]
    case .custom(let id):
      return effects + [.reportCustomAction(id)] + finish(.done, reading: fields)
    case .resign, .rejected, .unchanged:
      return effects + finish(.done, reading: fields)
    }
  }

  mutating func fieldDelegateAnswered(
    _ allows: Bool, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    switch press?.stage {
    case .returnAnswer?:
      return returnAnswered(allows, reading: fields)
    case .fieldDelegate(let edit)?:
      guard allows else {
        // A delegate that answers `false` may have applied the change itself (a currency or
        // phone-number formatter): then the edit went in, in the delegate's form.
        let after = press?.field.flatMap(fields.state(of:))?.text
        let outcome: Outcome =
          after == nil ? .unavailable : after == press?.before.text ? .refusedByDelegate : .done
        return finish(outcome, reading: fields)
      }
      return deliver(edit, reading: fields)
    default:
      return []
    }
  }

  /// Puts an edit the field's delegate allowed into the field.
  private mutating func deliver(_ edit: Edit, reading fields: some KeyboardFieldReading) -> [Effect]
  {
    guard let field = press?.field, let state = fields.state(of: field) else {
      return finish(.unavailable, reading: fields)
    }
    // A range that does not fit the text now (it changed meanwhile) edits nothing.
    guard edit.range.upperBound <= state.text.utf16.count else {
      return finish(.unavailable, reading: fields)
    }
    unsettled = UnsettledChange(field: field, kind: state.kind)
    guard state.isEditing else {
      // Return's question moved the focus away: the value still goes to the field that
      // pressed Return, set whole, as a field that is not editing takes text.
      return [.setText(field, edit.applied(to: state.text))] + finish(.done, reading: fields)
    }
    press?.stage = .replace(edit)
    return [.replace(field, edit)]
  }

  mutating func replaced(_ succeeded: Bool, reading fields: some KeyboardFieldReading) -> [Effect] {
    guard let press, case .replace = press.stage, let field = press.field else { return [] }
    guard succeeded else {
      unsettled = nil
      return finish(.unavailable, reading: fields)
    }
    let after = fields.state(of: field)?.text
    // A deletion that changed nothing visible gives no signals.
    if after == press.before.text { unsettled = nil }
    // An `editingChanged` handler that reformatted the text placed its own caret.
    guard let predicted = press.result?.state, after == predicted.text else {
      return finish(.done, reading: fields)
    }
    return [.select(field, predicted.selection)] + finish(.done, reading: fields)
  }

  mutating func layoutAnswered(
    _ layout: KeyboardLayout?, fromDataSource: Bool, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    guard case .layout(let id) = press?.stage else { return [] }
    guard
      let next = KeyboardLayout.switchTarget(
        forID: id, dataSource: fromDataSource ? { layout } : nil)
    else { return finish(.done, reading: fields) }
    return show(next, reading: fields) + [.reportLayoutSwitch(next)]
      + finish(.done, reading: fields)
  }

  /// Ends the press: the live result and return key follow the field, the feedback plays, the
  /// delegate hears of it, and Return sends its control events, resigns and commits.
  private mutating func finish(
    _ outcome: Outcome, reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    guard let press else { return [] }
    self.press = nil
    let before = press.before
    let result = press.result ?? unchanged(before)
    // The live result and the return key show the field bound now, which Return's question
    // may have changed; the press's own preview serves when it is that field, holding the
    // predicted text.
    let shown = binding.boundField
    let text = shown.flatMap(fields.state(of:))?.text ?? ""
    let isPredicted = shown == press.field && text == result.state.text
    var effects = showResult(
      for: text, preview: isPredicted ? result.preview : processor.preview(of: text))
    let isReturn = press.key.action == .return
    let returnWorks = isReturn && press.returnAllowed && returnBehavior != .newline
    switch (outcome, result.effect) {
    case (.done, .rejected(let rejection)):
      effects += rejected(rejection, reporting: result, key: press.key)
    case (.done, _):
      effects.append(.reportPressed(press.key, result))
      if let field = press.field, returnWorks, press.kind == .textField {
        effects.append(.sendControlEvents(field, [.editingDidEndOnExit, .primaryActionTriggered]))
      }
      let resigns =
        result.effect == .resign || (result.resignsAfterEdit && press.returnAllowed)
      if let field = press.field, resigns { effects.append(.resign(field)) }
      if returnWorks { effects.append(.reportCommit) }
    case (.refusedByDelegate, _):
      let rejection = EditRejection(.refusedByFieldDelegate)
      let reported = KeyPressResult(
        effect: .rejected(rejection), state: before, preview: processor.preview(of: before.text))
      effects += rejected(rejection, reporting: reported, key: press.key)
    case (.unavailable, _):
      effects.append(.reportPressed(press.key, unchanged(before)))
    }
    if unsettled != nil { effects.append(.settleAfterThisTurn) }
    return effects + next(reading: fields)
  }

  private func rejected(
    _ rejection: EditRejection, reporting result: KeyPressResult, key: Key
  )
    -> [Effect]
  {
    feedback.effects(for: .editRejected).map(Effect.play)
      + [.reportRejected(rejection), .reportPressed(key, result)]
  }

  private func unchanged(_ state: TextEditingState) -> KeyPressResult {
    KeyPressResult(effect: .unchanged, state: state, preview: processor.preview(of: state.text))
  }

  /// The next press that waited for this one, if any.
  private mutating func next(reading fields: some KeyboardFieldReading) -> [Effect] {
    guard !waiting.isEmpty else { return [] }
    return request(waiting.removeFirst().key, reading: fields)
  }

  /// Gives the signals of the last change that UIKit did not give, each once. A text view's
  /// `textViewDidChange(_:)` and its notification come from UIKit as one step, and only the
  /// notification can be heard, so a heard notification counts for both.
  mutating func settle() -> [Effect] {
    guard let change = unsettled else { return [] }
    unsettled = nil
    var given = change.observed
    if change.kind == .textView, given.contains(.textDidChangeNotification) {
      given.insert(.delegateDidChange)
    }
    return change.kind.changeSignals.filter { !given.contains($0) }.map { .send(change.field, $0) }
  }
}
