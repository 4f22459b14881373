import InputKitExpression
import InputKitShared

extension KeyboardSession {
  /// A key press as it went: the key, the field it typed into and what it did there.
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

  /// How a press's edit ended up in the field: as its result says, refused by the field's
  /// delegate (the text left as it was), or unavailable (the field or the range gone).
  enum PressOutcome: Equatable, Sendable {
    case done, refusedByDelegate, unavailable
  }

  /// An edit handed to UIKit, until the main queue's turn ends: the press it came from, until
  /// the app has heard of it, and the change signals UIKit gave.
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

  /// Presses `key`, in nine steps:
  ///
  /// 1. nothing acts under an overlay,
  /// 2. nor a disabled key;
  /// 3. the keyboard's delegate may veto it;
  /// 4. Return asks the field;
  /// 5. the rules make the press an edit, after any marked text;
  /// 6. the field's delegate is asked about that range;
  /// 7. the range is replaced;
  /// 8. the field is read back and the app told;
  /// 9. at the turn's end, missing change signals are given, then Return's control events.
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
  ///
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

  /// Carries out a press that edits no text: a caret moved, a layout switched, a custom key.
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

  /// Commits the field's marked text before a press that acts after it (a composition is never
  /// split), and only then: a refused press leaves the composition alone.
  private func committingMarkedText(of field: FieldID?, _ state: KeyboardFieldState?) -> [Effect] {
    field.flatMap { state?.markedText == nil ? nil : [.unmarkText($0)] } ?? []
  }

  /// Hands an edit the field's delegate allowed to UIKit; the field is read back once UIKit has
  /// applied it (``readBack(host:)``).
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

  /// Reads back the field UIKit applied the edit to, once: text left as it was means its delegate,
  /// asked again inside `replace`, refused; other text, that a formatter placed its own caret.
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

  /// UIKit gave a change signal of the edit: the field is read back, and the app hears of the
  /// press, unless Return still waits for signals UIKit may yet give.
  mutating func changeSignalled(_ signal: ChangeSignal, host: some KeyboardHost) -> [Effect] {
    change?.observed.insert(signal)
    let effects = readBack(host: host)
    guard let press = change?.press, tail(of: press).isEmpty || missingSignals().isEmpty else {
      return effects
    }
    change?.press = nil
    return effects + conclude(press, host: host)
  }

  /// The turn ended, or another key acts: the field is read back, the signals UIKit did not give
  /// are given, and the app hears of the press; Return only after the signals.
  mutating func finishChange(host: some KeyboardHost) -> [Effect] {
    let readBack = readBack(host: host)
    guard let press = change?.press else { return readBack + settle() }
    change?.press = nil
    guard tail(of: press).isEmpty else { return readBack + settle() + conclude(press, host: host) }
    return readBack + conclude(press, host: host) + settle()
  }

  /// What the app hears of a press, in order: the live result and return key for the field
  /// bound now, the error haptic for a refusal, the report and Return's tail.
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

  /// What Return does once done with the text: a text field's control events, resigning (as the
  /// return behaviour or a Did End On Exit target says) and the commit.
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

  /// The signals of the last change UIKit has not given. UIKit gives a text view's
  /// `textViewDidChange(_:)` with its notification, the one that can be heard.
  func missingSignals() -> [ChangeSignal] {
    guard let change, change.changesText else { return [] }
    var given = change.observed
    if change.kind == .textView, given.contains(.textDidChangeNotification) {
      given.insert(.delegateDidChange)
    }
    return change.kind.changeSignals.filter { !given.contains($0) }
  }

  /// Gives the signals of the last change that UIKit did not give, each once.
  mutating func settle() -> [Effect] {
    guard let field = change?.field else { return [] }
    let missing = missingSignals()
    change = nil
    return missing.map { .send(field, $0) }
  }
}
