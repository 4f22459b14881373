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
      /// The edit is going in: replaced through `UITextInput` in an editing field, or set whole
      /// in one that is not editing.
      case replace(Edit, isEditing: Bool)
      case layout(String)
      /// Return is done with the field and waits for the change's signals before it sends its
      /// control events, resigns and commits.
      case settling
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
    /// Whether the text field ends its editing on Return by itself (a Did End On Exit target).
    var endsEditingOnExit = false
    /// How the press's edit ended up in the field.
    var outcome = Outcome.done
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

  /// Presses `key` now, or lets it wait its turn behind a press waiting for an answer (and
  /// behind presses that waited before it).
  mutating func request(_ key: Key, reading fields: some KeyboardFieldReading) -> [Effect] {
    waiting.append(PressRequest(key: key))
    guard press == nil, waiting.count == 1 else { return [] }
    return next(reading: fields)
  }

  /// Starts the next press that waited, if no press is under way.
  mutating func next(reading fields: some KeyboardFieldReading) -> [Effect] {
    guard press == nil, !waiting.isEmpty else { return [] }
    return start(waiting.removeFirst().key, reading: fields)
  }

  private mutating func start(_ key: Key, reading fields: some KeyboardFieldReading) -> [Effect] {
    guard !tracker.isBlocked else { return next(reading: fields) }
    let field = binding.boundField
    let state = field.flatMap(fields.state(of:))
    var effects = settle() + reread(state)
    guard returnKey.isEnabled(key, forText: state?.text ?? "") else {
      return effects + next(reading: fields)
    }
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
      // The line break's place after any marked text: committing the composition
      // (`unmarkText()`) keeps the text as it is, so the range holds once it is committed.
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
    press.endsEditingOnExit = state?.endsEditingOnExit ?? false
    guard press.returnAllowed else {
      self.press = press
      return finish(.done, reading: fields)
    }
    let result = processor.process(press.key.action, in: press.before)
    press.result = result
    self.press = press
    switch result.effect {
    case .edit(let edit):
      guard let field = press.field, state != nil else {
        return finish(.unavailable, reading: fields)
      }
      guard edit != press.askedReturnEdit else { return deliver(edit, reading: fields) }
      self.press?.stage = .fieldDelegate(edit)
      return [.askFieldDelegate(field, edit)]
    case .selectionChanged:
      let selects = press.field.map { field in
        committingMarkedText(of: field, state) + [.select(field, result.state.selection)]
      }
      return (selects ?? []) + finish(.done, reading: fields)
    case .switchLayout(let id):
      self.press?.stage = .layout(id)
      return [.askLayout(id)]
    case .custom(let id):
      return [.reportCustomAction(id)] + finish(.done, reading: fields)
    case .resign, .rejected, .unchanged:
      return finish(.done, reading: fields)
    }
  }

  /// Commits the field's marked text before a press that acts after it (a composition is never
  /// split), and only then: a refused or rejected press leaves the composition alone.
  private func committingMarkedText(
    of field: KeyboardFieldID, _ state: KeyboardFieldState?
  ) -> [Effect] {
    state?.markedText == nil ? [] : [.unmarkText(field)]
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

  /// Puts an edit the field's delegate allowed into the field; UIKit answers
  /// ``Event/replaced(_:)``.
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
    press?.stage = .replace(edit, isEditing: state.isEditing)
    guard state.isEditing else {
      // Return's question moved the focus away: the value still goes to the field that
      // pressed Return, set whole, as a field that is not editing takes text.
      return [.setText(field, edit.applied(to: state.text))]
    }
    return committingMarkedText(of: field, state) + [.replace(field, edit)]
  }

  /// The edit went in (or could not): the field is read again. Text left as it was means UIKit
  /// asked the field's delegate inside `replace` and it refused (a delegate asked twice is
  /// answered by its second answer, so an edit is never applied twice); text other than the
  /// predicted one means a delegate or an `editingChanged` handler reformatted it and placed its
  /// own caret.
  mutating func replaced(_ succeeded: Bool, reading fields: some KeyboardFieldReading) -> [Effect] {
    guard let press, case .replace(let edit, let isEditing) = press.stage, let field = press.field
    else { return [] }
    guard succeeded, let after = fields.state(of: field) else {
      unsettled = nil
      return finish(.unavailable, reading: fields)
    }
    if after.text == press.before.text {
      // Nothing changed, so UIKit gives no signals.
      unsettled = nil
      let changesText = edit.applied(to: press.before.text) != press.before.text
      if changesText { return finish(.refusedByDelegate, reading: fields) }
    }
    // Setting `text` may lay the text out anew in the field's natural direction.
    let direction = layOutLeftToRight(field, after)
    guard isEditing, let predicted = press.result?.state, after.text == predicted.text else {
      return direction + finish(.done, reading: fields)
    }
    return direction + [.select(field, predicted.selection)] + finish(.done, reading: fields)
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
  /// delegate hears of it, and Return sends its control events, resigns and commits. Return
  /// does so only once the app has heard the new text: while a change it made still lacks
  /// signals UIKit may yet give, it waits for them or for the turn's end, when they are given.
  private mutating func finish(
    _ outcome: Outcome, reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    guard var press else { return [] }
    press.outcome = outcome
    guard tail(of: press).isEmpty || missingSignals().isEmpty else {
      press.stage = .settling
      self.press = press
      return [.settleAfterThisTurn]
    }
    self.press = nil
    let settles: [Effect] = unsettled == nil ? [] : [.settleAfterThisTurn]
    return conclude(press, reading: fields) + settles + resumeWaiting()
  }

  /// The main queue's turn ended: the signals UIKit did not give are given, then a Return that
  /// waited for them finishes.
  mutating func turnEnded(reading fields: some KeyboardFieldReading) -> [Effect] {
    let signals = settle()
    guard let press, press.stage == .settling else { return signals }
    self.press = nil
    return signals + conclude(press, reading: fields) + resumeWaiting()
  }

  /// UIKit gave the last signal a waiting Return lacked: it finishes at once.
  mutating func settledByUIKit(reading fields: some KeyboardFieldReading) -> [Effect] {
    guard let press, press.stage == .settling, missingSignals().isEmpty else { return [] }
    self.press = nil
    return conclude(press, reading: fields) + resumeWaiting()
  }

  /// What the app hears of a finished press, in order.
  private mutating func conclude(
    _ press: Press, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
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
    switch (press.outcome, result.effect) {
    case (.done, .rejected(let rejection)):
      effects += rejected(rejection, reporting: result, key: press.key)
    case (.done, _):
      effects += [.reportPressed(press.key, result)] + tail(of: press)
    case (.refusedByDelegate, _):
      let rejection = EditRejection(.refusedByFieldDelegate)
      let reported = KeyPressResult(
        effect: .rejected(rejection), state: before, preview: processor.preview(of: before.text))
      effects += rejected(rejection, reporting: reported, key: press.key)
    case (.unavailable, _):
      effects.append(.reportPressed(press.key, unchanged(before)))
    }
    return effects
  }

  /// What Return does after it is done with the text: a text field's control events, resigning
  /// (as the return behaviour says, or because the field ends editing on exit, as UIKit's own
  /// Return makes it) and the commit; nothing for another key or a refused press.
  private func tail(of press: Press) -> [Effect] {
    let result = press.result ?? unchanged(press.before)
    guard press.outcome == .done, !result.isRejected else { return [] }
    let returnWorks =
      press.key.action == .return && press.returnAllowed && returnBehavior != .newline
    let onTextField = returnWorks && press.kind == .textField
    let resigns =
      result.effect == .resign || (result.resignsAfterEdit && press.returnAllowed)
      || (onTextField && press.endsEditingOnExit)
    guard let field = press.field else { return returnWorks ? [.reportCommit] : [] }
    return
      (onTextField
      ? [.sendControlEvents(field, [.editingDidEndOnExit, .primaryActionTriggered])] : [])
      + (resigns ? [.resign(field)] : []) + (returnWorks ? [.reportCommit] : [])
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

  /// Presses that waited start once the effects of this one are applied and what UIKit posted
  /// meanwhile is heard: a key pressed behind a Return that resigns finds the field resigned,
  /// instead of typing into it.
  private func resumeWaiting() -> [Effect] {
    waiting.isEmpty ? [] : [.resumeAfterEffects]
  }

  /// The signals of the last change that UIKit has not given. A text view's
  /// `textViewDidChange(_:)` and its notification come from UIKit as one step, and only the
  /// notification can be heard, so a heard notification counts for both.
  func missingSignals() -> [TextChangeSignal] {
    guard let change = unsettled else { return [] }
    var given = change.observed
    if change.kind == .textView, given.contains(.textDidChangeNotification) {
      given.insert(.delegateDidChange)
    }
    return change.kind.changeSignals.filter { !given.contains($0) }
  }

  /// Gives the signals of the last change that UIKit did not give, each once.
  mutating func settle() -> [Effect] {
    guard let field = unsettled?.field else { return [] }
    let missing = missingSignals()
    unsettled = nil
    return missing.map { .send(field, $0) }
  }
}
