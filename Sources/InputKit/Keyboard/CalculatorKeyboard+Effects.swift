#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension CalculatorKeyboard {
    /// Carries out one effect of the session: one to three UIKit calls, deciding nothing. An
    /// effect that asks a question sends UIKit's answer back to the session.
    func apply(_ effect: KeyboardSession.Effect) {
      switch effect {
      case .showKeys(let faces):
        keyButtons.forEach { $0.removeFromSuperview() }
        keyButtons = faces.indices.map { KeyButton(face: faces[$0], index: $0, keyboard: self) }
        keyButtons.forEach(keysView.addSubview)
        hostedOverlay.map(bringSubviewToFront)
      case .updateKey(let index, let face): keyButtons[index].show(face)
      case .placeKeys(let placed): zip(keyButtons, placed).forEach { $0.place($1) }
      case .highlight(let index):
        keyButtons.indices.forEach { keyButtons[$0].isHighlighted = $0 == index }
      case .paint(let background, let text):
        paint = (background, text)
        backgroundColor = UIColor(background)
        liveResultBar?.paint(background: background, text: text)
      case .setHeight: invalidateIntrinsicContentSize()
      case .hideKeysFromVoiceOver(let hidden):
        keyButtons.forEach { $0.accessibilityElementsHidden = hidden }
      case .blockAccessoryBar:
        blockedAccessory = target?.accessoryView
        blockedAccessory?.isUserInteractionEnabled = false
        blockedAccessory?.accessibilityElementsHidden = true
      case .restoreAccessoryBar(let isEnabled, let isHidden):
        blockedAccessory?.isUserInteractionEnabled = isEnabled
        blockedAccessory?.accessibilityElementsHidden = isHidden
        blockedAccessory = nil
      case .play(let feedback): feedbackPlayer.play(feedback)
      case .prepare(let feedback): feedbackPlayer.prepare(feedback)
      case .startRepeating(let schedule):
        repeatTimer.start(schedule: schedule) { [weak self] in self?.send(.repeatFired) }
      case .stopRepeating: repeatTimer.stop()
      case .showLiveResult(let line):
        liveResult = line
        liveResultBar?.display(line)
      case .setResultLanguage(let language): liveResultBar?.language = language
      case .showResultBar(let field): fields.target(field)?.setAccessory(resultBar())
      case .removeResultBar(let field): fields.target(field)?.setAccessory(nil)
      case .adopt(let field): fields.target(field)?.adopt(for: self)
      case .layOutLeftToRight(let field, let alignment):
        fields.target(field)?.layOutLeftToRight(alignment: NSTextAlignment(alignment))
      case .restoreTextLayout(let field): fields.target(field)?.restoreTextLayout()
      case .unmarkText(let field): fields.target(field)?.unmarkText()
      case .askShouldReturn(let field):
        send(.returnAnswered(fields.target(field)?.shouldReturn() ?? false))
      case .askFieldDelegate(let field, let edit):
        send(.fieldDelegateAnswered(fields.target(field)?.delegateAllows(edit) ?? false))
      case .replace(let field, let edit):
        send(.replaced(fields.target(field)?.replace(edit) ?? false))
      case .setText(let field, let text):
        send(.replaced(fields.target(field)?.setText(text) != nil))
      case .select(let field, let range): fields.target(field)?.select(range)
      case .send(let field, let signal): fields.target(field)?.send(signal)
      case .sendControlEvents(let field, let events):
        fields.target(field)?.sendControlEvents(events)
      case .resign(let field): fields.target(field)?.responder?.resignFirstResponder()
      case .settleAfterThisTurn:
        // A main-actor task runs once the main queue's current turn is over.
        Task { @MainActor [weak self] in self?.send(.turnEnded) }
      case .resumeAfterEffects: send(.effectsApplied)
      case .findFirstResponders:
        send(.firstRespondersFound(fields.firstResponders(in: window, keyboard: self)))
      case .askKeyboardDelegate(let key):
        send(.keyboardDelegateAnswered(delegate?.keyboard(self, shouldPress: key) ?? true))
      case .askLayout(let id):
        send(
          .layoutAnswered(
            dataSource?.keyboard(self, layoutWithID: id), fromDataSource: dataSource != nil))
      case .reportPressed(let key, _): delegate?.keyboard(self, didPress: key)
      case .reportRejected(let rejection): delegate?.keyboard(self, didReject: rejection)
      case .reportCustomAction(let id): delegate?.keyboard(self, didTriggerCustomAction: id)
      case .reportLayoutSwitch(let layout): delegate?.keyboard(self, didSwitchTo: layout)
      case .reportCommit: delegate?.keyboardDidCommit(self)
      case .answer(let value): answer = value
      case .forwardEscape(let field):
        send(.escapeForwarded(fields.target(field)?.performEscape(outside: self) ?? false))
      case .passOn: answer = true
      }
    }
  }
#endif
