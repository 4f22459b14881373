import InputKitCore
import Tally

extension TallyApp {
  /// Routes a key press to the screen that is showing.
  mutating func handleKey(_ press: KeyPress, at now: Instant) -> Bool {
    let hadNotice = notice != nil
    notice = nil
    var isAskingToQuit: Bool {
      if case .confirmQuit = screen { return true }
      return false
    }
    // The quit question stays answerable while sending: it is how the person leaves. Esc is the
    // overlay's Cancel once the panel shows it.
    if let job = sending, !isAskingToQuit {
      if press.key == .character("q") && press.modifiers.isEmpty {
        requestQuit()
      } else if press.key == .escape,
        overlay.handle(.cancelTapped, at: now, in: overlaySurroundings).contains(.cancel(job.token))
      {
        cancelSending(job, at: now)
      } else {
        notice = info(strings.string("status.sending"), at: now)
      }
      return true
    }
    switch screen {
    case .list:
      return handleListKey(press, at: now) || hadNotice
    case .prompt(var session):
      let changed = handlePromptKey(press, session: &session, at: now)
      if case .prompt = screen { screen = .prompt(session) }
      return changed || hadNotice
    case .detail:
      return handleDetailKey(press) || hadNotice
    case .fields:
      return handleFieldsKey(press, at: now) || hadNotice
    case .confirmQuit:
      return handleConfirmQuitKey(press, at: now) || hadNotice
    }
  }

  /// `q`: quits at once when the file holds the list, and otherwise asks first.
  mutating func requestQuit() {
    if hasUnsavedChanges {
      screen = .confirmQuit(from: screen)
    } else {
      wantsQuit = true
    }
  }

  /// `r` saves again and quits if that works; `k` or Esc goes back to the screen it was asked
  /// from; `d` quits without the changes, which the exit status reports.
  private mutating func handleConfirmQuitKey(_ press: KeyPress, at now: Instant) -> Bool {
    switch press.key {
    case .character("r"):
      // Permissions may have been changed meanwhile; a lock is not retaken here.
      switch saveBlock {
      case .readOnly?, .notWritable?: saveBlock = storeFile.saveRefusal()
      default: break
      }
      if let saveBlock {
        notice = TallyNotice(
          text: saveBlock.message(in: configuration.language), kind: .error, expires: nil)
      } else if save() {
        wantsQuit = true
      }
    case .character("k"), .escape:
      if case .confirmQuit(let previous) = screen { screen = previous }
    case .character("d"):
      discardedUnsavedChanges = true
      wantsQuit = true
    default:
      return false
    }
    return true
  }

  /// A left click on a key of the drawn keyboard presses it, as the core's `KeyTouchTracker`
  /// decides for a finger on the UIKit keyboard: the key goes down highlighted with the button
  /// and is pressed when the button comes up over it; a key that repeats (backspace) acts when
  /// it goes down and repeats while the button is held. A click on a list row selects it; the
  /// wheel moves the selection. The fields screen takes its clicks itself.
  mutating func handleMouse(_ mouse: MouseEvent, at now: Instant) -> Bool {
    guard sending == nil else { return false }
    switch (screen, mouse.kind) {
    case (.prompt, .press(.left)), (.prompt, .release(.left)):
      return touchKeyboard(mouse, at: now)
    case (.fields, .press(.left)), (.fields, .release(.left)):
      return handleFieldsMouse(mouse, at: now)
    case (.list, .press(.left)):
      let row = mouse.position.row - listFirstRow + listScrollOffset
      guard mouse.position.row >= listFirstRow, mouse.position.row < listEndRow,
        store.items.indices.contains(row)
      else { return false }
      selection = row
      return true
    case (.list, .scroll(.up)):
      return moveSelection(by: -1)
    case (.list, .scroll(.down)):
      return moveSelection(by: 1)
    default:
      return false
    }
  }

  /// A paste in a prompt or an edited field is one insertion, which the field's rules accept or
  /// refuse whole, so a refused paste never leaves half of itself behind.
  mutating func handlePaste(_ text: String, at now: Instant) -> Bool {
    guard sending == nil, editingTouches != nil, !keysAreHeld else { return false }
    notice = nil
    let count = text.count
    guard count <= configuration.maximumPasteLength else {
      notice = error(
        strings.string(
          "prompt.pasteTooLong", count: count,
          ["limit": String(configuration.maximumPasteLength)]), at: now)
      return true
    }
    pressKey(.insert(text), at: now)
    return true
  }

  // MARK: List

  private mutating func handleListKey(_ press: KeyPress, at now: Instant) -> Bool {
    guard press.modifiers.isEmpty || press.modifiers == .shift else { return false }
    switch press.key {
    case .character("a"):
      open(TextPrompt.addingItem(rules: rules, language: configuration.language), for: .add)
    case .up, .character("k"):
      return moveSelection(by: -1)
    case .down, .character("j"):
      return moveSelection(by: 1)
    case .home:
      return moveSelection(by: -store.count)
    case .end:
      return moveSelection(by: store.count)
    case .enter:
      guard let row = selectedRow else { return false }
      let shown = Item(id: row.id, text: row.text)
      open(
        TextPrompt.editing(shown, rules: rules, language: configuration.language),
        for: .edit(shown.id))
    case .character("x"), .delete:
      guard let row = selectedRow, let index = store.index(of: row.id) else { return false }
      do {
        try store.remove(row.id)
      } catch {
        notice = self.error(error.message(in: configuration.language), at: now)
        return true
      }
      notice = info(strings.string("status.deleted", ["text": row.text]), at: now)
      listChanged(.removed(at: index))
    case .character("d"):
      openDetail(at: now)
    case .character("f"):
      openFields()
    case .character("s"):
      send(at: now)
    case .character("q"):
      requestQuit()
    default:
      return false
    }
    return true
  }

  /// The selected item as the list shows it.
  var selectedRow: ItemSummary.Row? {
    selection.flatMap { summary.rows.indices.contains($0) ? summary.rows[$0] : nil }
  }

  private mutating func moveSelection(by offset: Int) -> Bool {
    guard let current = selection, !store.items.isEmpty else { return false }
    let target = min(max(current.addingReportingOverflow(offset).partialValue, 0), store.count - 1)
    guard target != current else { return false }
    selection = target
    return true
  }

  private mutating func open(_ prompt: TextPrompt, for purpose: ItemPromptPurpose) {
    let field = TextEditingState(text: prompt.text)
    screen = .prompt(
      OpenPrompt(
        prompt: prompt, purpose: purpose, field: field,
        preview: processor.preview(of: field.text)))
  }

  /// Asks the gate whether the selected item may be shown; a refusal (no item, or one
  /// without a value) shows the gate's message.
  private mutating func openDetail(at now: Instant) {
    let decision = gate.decide(.detail, values: selectedRow?.text ?? "")
    guard case .proceed = decision, let selection, let row = selectedRow else {
      if case .refuse(let message, _) = decision { notice = error(message, at: now) }
      return
    }
    screen = .detail(
      DetailPage(
        title: row.text, value: displayValue(ofRow: selection), id: row.id,
        position: selection + 1, count: store.count))
  }

  /// Starts the simulated sending; the overlay state decides when "Sending…" appears. An empty
  /// list has nothing to send: the overlay flashes the failure at once, as `flash` does on iOS.
  private mutating func send(at now: Instant) {
    guard store.count > 0 else {
      let failure = ActivityOutcome.failed(message: strings.string("status.nothingToSend"))
      _ = overlay.handle(.flash(failure), at: now, in: overlaySurroundings)
      return
    }
    let (token, _) = overlay.begin(
      message: configuration.overlay.sendingMessage, cancellable: true, at: now,
      in: overlaySurroundings)
    sending = SendJob(
      token: token, finishes: now.advanced(by: configuration.sendDuration),
      itemCount: store.count, total: displayTotal ?? strings.string("list.totalOutOfRange"))
  }

  /// The overlay's Cancel: the work stops and its activity ends as `perform` ends cancelled work,
  /// with no cross.
  private mutating func cancelSending(_ job: SendJob<Instant>, at now: Instant) {
    let outcome = ActivityOutcome(endingWith: CancellationError(), isCancelled: true)
    _ = overlay.handle(.end(job.token, outcome), at: now, in: overlaySurroundings)
    sending = nil
    notice = info(strings.string("status.sendCancelled"), at: now)
  }

  // MARK: Prompt

  private mutating func handlePromptKey(
    _ keyPress: KeyPress, session: inout OpenPrompt, at now: Instant
  ) -> Bool {
    switch keyPress.key {
    case .enter:
      submit(session: &session, at: now)
    case .escape:
      session.prompt.escape()
      screen = .list
    default:
      // Enter and Esc are the prompt's Okay and Cancel, above the keyboard an overlay holds.
      guard !keysAreHeld,
        let action = editingAction(for: keyPress, in: session.field.text, at: now)
      else { return notice != nil }
      press(action, session: &session, at: now)
    }
    return true
  }

  /// Presses a key with `action` through the core's processor; the calculator's return key
  /// is Okay.
  mutating func press(_ action: KeyAction, session: inout OpenPrompt, at now: Instant) {
    if action == .return { return submit(session: &session, at: now) }
    guard let result = processed(action, in: session.field, at: now) else { return }
    session.field = result.state
    session.preview = result.preview
    session.prompt.updateText(result.state.text)
  }

  /// Enter or the return key: the prompt's own Return, which refuses invalid text (the
  /// message then shows inline) and otherwise finishes.
  private mutating func submit(session: inout OpenPrompt, at now: Instant) {
    if case .finished(let result) = session.prompt.pressReturn() {
      finishPrompt(result, for: session.purpose, at: now)
    }
  }

  // MARK: Detail

  private mutating func handleDetailKey(_ press: KeyPress) -> Bool {
    switch press.key {
    case .escape, .enter, .backspace, .left:
      screen = .list
    case .character("q"):
      requestQuit()
    default:
      return false
    }
    return true
  }
}
