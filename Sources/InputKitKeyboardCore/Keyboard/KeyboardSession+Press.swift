import InputKitExpression
import InputKitShared

extension KeyboardSession {
  struct Press: Equatable, Sendable {
    var key: Key
    /// The field bound when the key acted, even if Return's question moved the focus since.
    var field: FieldID?
    var kind = KeyboardFieldState.Kind.textField
    var before = TextEditingState()
    /// What the rules made of the press; `nil` when the field refused Return.
    var result: KeyPressResult?
    var returnAllowed = true
    /// Whether the text field ends its editing on Return by itself (a Did End On Exit target).
    var endsEditingOnExit = false
    var outcome = PressOutcome.done
  }

  /// How a press's edit ended up: as its result says, refused by the field's delegate, or gone.
  enum PressOutcome: Equatable, Sendable {
    case done, refusedByDelegate, unavailable
  }

  /// An edit handed to UIKit, until the main queue's turn ends, with the signals UIKit gave.
  struct Change: Equatable, Sendable {
    var field: FieldID
    var kind: KeyboardFieldState.Kind
    var edit: Edit
    /// Whether the edit went in through `replace`, not set whole in a field no longer editing.
    var isReplaced: Bool
    var press: Press?
    var isReadBack = false
    /// Whether the text changed, so that UIKit owes the app its signals.
    var changesText = true
    var observed: Set<ChangeSignal> = []
  }

  /// Presses `key`: nothing acts under an overlay, nor a disabled key; the keyboard's delegate
  /// may veto it; Return asks the field; the rules make an edit, after any marked text; the
  /// field's delegate is asked about its range, which is replaced; the field is read back and
  /// the app told; at the turn's end, missing change signals, then Return's control events.
  mutating func press(_ key: Key, host: some KeyboardHost) -> [Effect] {
    var effects = finishChange(host: host)
    guard !tracker.isBlocked else { return effects }
    var press = Press(key: key, field: binding.boundField)
    let shown = press.field.flatMap(host.state(of:))
    effects += reread(shown)
    guard returnKey.isEnabled(key, forText: shown?.text ?? "") else { return effects }
    guard host.shouldPress(key) else { return effects }
    let askedEdit = key.action == .return ? askReturn(&press, host: host) : nil
    let state = press.field.flatMap(host.state(of:))
    press.before = state?.editingState ?? TextEditingState()
    press.kind = state?.kind ?? .textField
    press.endsEditingOnExit = state?.endsEditingOnExit ?? false
    guard press.returnAllowed else { return effects + conclude(press, host: host) }
    let result = processor.process(key.action, in: press.before)
    press.result = result
    guard case .edit(let edit) = result.change else {
      return effects + finishWithoutEdit(result, of: press, state, host: host)
    }
    guard let field = press.field, state != nil else {
      press.outcome = .unavailable
      return effects + conclude(press, host: host)
    }
    guard edit == askedEdit || host.shouldChange(field, by: edit) == true else {
      // A delegate that answers `false` may have applied the change itself (a currency or
      // phone-number formatter): then the edit went in, in the delegate's form.
      let after = host.state(of: field)?.text
      press.outcome =
        after == nil ? .unavailable : after == press.before.text ? .refusedByDelegate : .done
      return effects + conclude(press, host: host)
    }
    return effects + deliver(edit, press, host: host)
  }

  /// Asks the field whether Return may act: a text field's `textFieldShouldReturn(_:)`, a text
  /// view's delegate about a line break at the selection.
  /// - Returns: The line break a text view's delegate was asked about, which is not asked again.
  private func askReturn(_ press: inout Press, host: some KeyboardHost) -> Edit? {
    guard let field = press.field, let state = host.state(of: field) else { return nil }
    guard state.kind == .textView else {
      press.returnAllowed = host.shouldReturn(field) == true
      return nil
    }
    // After any marked text: committing the composition keeps the text, so the range holds.
    let edit = Edit(range: state.editingState.selection, replacement: "\n")
    press.returnAllowed = host.shouldChange(field, by: edit) == true
    return edit
  }

  private mutating func finishWithoutEdit(
    _ result: KeyPressResult, of press: Press, _ state: KeyboardFieldState?,
    host: some KeyboardHost
  ) -> [Effect] {
    var effects: [Effect] = []
    switch result.change {
    case .selectionChanged:
      effects =
        committingMarkedText(of: press.field, state)
        + (press.field.map { [.select($0, result.state.selection)] } ?? [])
    case .switchLayout(let id):
      let next = KeyboardLayout.switchTarget(forID: id, dataSource: host.layoutSource)
      effects = next.map { show($0, host: host) + [.reportLayoutSwitch($0)] } ?? []
    case .custom(let id): effects = [.reportCustomAction(id)]
    case .edit, .resign, .rejected, .unchanged: break
    }
    return effects + conclude(press, host: host)
  }

  /// Commits the field's marked text before a press that acts after it, and only then.
  private func committingMarkedText(of field: FieldID?, _ state: KeyboardFieldState?) -> [Effect] {
    field.flatMap { state?.markedText == nil ? nil : [.unmarkText($0)] } ?? []
  }

  private mutating func deliver(_ edit: Edit, _ press: Press, host: some KeyboardHost) -> [Effect] {
    var press = press
    // A range that no longer fits the text (it changed meanwhile) edits nothing.
    guard let field = press.field, let state = host.state(of: field),
      edit.range.upperBound <= state.text.utf16.count
    else {
      press.outcome = .unavailable
      return conclude(press, host: host)
    }
    change = Change(
      field: field, kind: state.kind, edit: edit, isReplaced: state.isEditing, press: press)
    guard state.isEditing else {
      // Return's question moved the focus away: the value still goes to the field that pressed
      // Return, set whole, as a field that is not editing takes text.
      return [.setText(field, edit.applied(to: state.text)), .settleAfterThisTurn]
    }
    return committingMarkedText(of: field, state) + [.replace(field, edit), .settleAfterThisTurn]
  }

  /// Reads back the edited field once: text as it was means its delegate refused it in `replace`.
  private mutating func readBack(host: some KeyboardHost) -> [Effect] {
    guard var change, var press = change.press, !change.isReadBack else { return [] }
    defer { self.change = change }
    change.isReadBack = true
    guard let after = host.state(of: change.field) else {
      press.outcome = .unavailable
      (change.changesText, change.press) = (false, press)
      return []
    }
    if after.text == press.before.text {
      change.changesText = false
      let changesText = change.edit.applied(to: press.before.text) != press.before.text
      press.outcome = changesText ? .refusedByDelegate : .done
      change.press = press
      guard !changesText else { return [] }
    }
    // Setting `text` may lay the text out anew in the field's natural direction.
    let direction = layOutLeftToRight(change.field, after)
    guard change.isReplaced, let predicted = press.result?.state, after.text == predicted.text
    else { return direction }
    return direction + [.select(change.field, predicted.selection)]
  }

  /// UIKit signalled the edit: the field is read back, the app told unless Return waits for more.
  mutating func changeSignalled(_ signal: ChangeSignal, host: some KeyboardHost) -> [Effect] {
    change?.observed.insert(signal)
    let effects = readBack(host: host)
    guard let press = change?.press, tail(of: press).isEmpty || missingSignals().isEmpty else {
      return effects
    }
    change?.press = nil
    return effects + conclude(press, host: host)
  }

  /// The turn ended, or another key acts: read back, give missing signals, tell the app.
  mutating func finishChange(host: some KeyboardHost) -> [Effect] {
    let readBack = readBack(host: host)
    guard let press = change?.press else { return readBack + settle() }
    change?.press = nil
    guard tail(of: press).isEmpty else { return readBack + settle() + conclude(press, host: host) }
    return readBack + conclude(press, host: host) + settle()
  }

  /// What the app hears of a press: the live result, a refusal's haptic, the report, the tail.
  private mutating func conclude(_ press: Press, host: some KeyboardHost) -> [Effect] {
    let before = press.before
    let result = press.result ?? unchanged(before)
    // Return's question may have moved the focus; the press's own preview serves when the
    // field bound now is its own, holding the predicted text.
    let shown = binding.boundField
    let text = shown.flatMap(host.state(of:))?.text ?? ""
    let isPredicted = shown == press.field && text == result.state.text
    var effects = showResult(
      for: text, preview: isPredicted ? result.preview : processor.preview(of: text))
    switch (press.outcome, result.change) {
    case (.done, .rejected(let rejection)):
      effects += rejected(rejection, reporting: result, key: press.key)
    case (.done, _):
      effects += [.reportPressed(press.key, result)] + tail(of: press)
    case (.refusedByDelegate, _):
      let rejection = EditRejection(.refusedByFieldDelegate)
      let reported = KeyPressResult(
        change: .rejected(rejection), state: before, preview: processor.preview(of: before.text))
      effects += rejected(rejection, reporting: reported, key: press.key)
    case (.unavailable, _):
      effects.append(.reportPressed(press.key, unchanged(before)))
    }
    return effects
  }

  /// What Return does once done with the text: control events, resigning and the commit.
  private func tail(of press: Press) -> [Effect] {
    let result = press.result ?? unchanged(press.before)
    guard press.outcome == .done, !result.isRejected else { return [] }
    let returnWorks =
      press.key.action == .return && press.returnAllowed && returnBehavior != .newline
    let onTextField = returnWorks && press.kind == .textField
    let resigns =
      result.change == .resign || (result.resignsAfterEdit && press.returnAllowed)
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
    feedback.cues(for: .editRejected).map(Effect.play)
      + [.reportRejected(rejection), .reportPressed(key, result)]
  }

  private func unchanged(_ state: TextEditingState) -> KeyPressResult {
    KeyPressResult(change: .unchanged, state: state, preview: processor.preview(of: state.text))
  }

  /// The signals of the last change UIKit has not given (a text view's delegate counts as heard).
  func missingSignals() -> [ChangeSignal] {
    guard let change, change.changesText else { return [] }
    var given = change.observed
    if change.kind == .textView, given.contains(.textDidChangeNotification) {
      given.insert(.delegateDidChange)
    }
    return change.kind.changeSignals.filter { !given.contains($0) }
  }

  mutating func settle() -> [Effect] {
    guard let field = change?.field else { return [] }
    let missing = missingSignals()
    change = nil
    return missing.map { .send(field, $0) }
  }
}
