#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared

  extension CalculatorKeyboard {
    /// Carries out one effect of the session: one to three UIKit calls, deciding nothing.
    func apply(_ effect: KeyboardSession.Effect) {
      switch effect {
      case .showKeys(let faces):
        keyViews.forEach { $0.removeFromSuperview() }
        keyViews = faces.indices.map { KeyView(face: faces[$0], index: $0, keyboard: self) }
        keyViews.forEach(touchSurface.addSubview)
        hostedOverlay.map(bringSubviewToFront)
      case .updateKey(let index, let face): keyViews[index].show(face)
      case .placeKeys(let placed): zip(keyViews, placed).forEach { $0.place($1) }
      case .highlight(let index):
        keyViews.indices.forEach { keyViews[$0].isHighlighted = $0 == index }
      case .paint(let background, let text):
        paint = (background, text)
        backgroundColor = UIColor(background)
        liveResultBar?.paint(background: background, text: text)
      case .setHeight: invalidateIntrinsicContentSize()
      case .hideKeysFromVoiceOver(let hidden):
        keyViews.forEach { $0.accessibilityElementsHidden = hidden }
      case .blockAccessoryBar:
        blockedAccessory = target?.entry?.inputAccessoryView
        blockedAccessory?.isUserInteractionEnabled = false
        blockedAccessory?.accessibilityElementsHidden = true
      case .restoreAccessoryBar(let isEnabled, let isHidden):
        blockedAccessory?.isUserInteractionEnabled = isEnabled
        blockedAccessory?.accessibilityElementsHidden = isHidden
        blockedAccessory = nil
      case .play(let cue): feedbackPlayer.play(cue)
      case .prepare(let cue): feedbackPlayer.prepare(cue)
      case .startRepeating(let held):
        repeatTimers[held]?.start(schedule: held.schedule) { [weak self] in
          self?.send(.repeatFired(held))
        }
      case .stopRepeating(let held): repeatTimers[held]?.stop()
      case .showLiveResult(let line):
        liveResult = line
        liveResultBar?.display(line)
      case .setResultLanguage(let language): liveResultBar?.language = language
      case .showResultBar(let field): fields.target(field)?.setAccessory(resultBar())
      case .removeResultBar(let field): fields.target(field)?.setAccessory(nil)
      case .showNavigation(let buttons):
        navigation = buttons
        liveResultBar?.showNavigation(buttons)
      case .focus(let field): _ = fields.target(field)?.entry?.becomeFirstResponder()
      case .adopt(let field): fields.target(field)?.adopt(for: self)
      case .layOutLeftToRight(let field, let alignment):
        fields.target(field)?.layOutLeftToRight(alignment: alignment)
      case .restoreTextLayout(let field): fields.target(field)?.restoreTextLayout()
      case .hideShortcuts(let field): fields.target(field)?.hideShortcuts()
      case .restoreShortcuts(let field): fields.target(field)?.restoreShortcuts()
      case .unmarkText(let field): fields.target(field)?.entry?.unmarkText()
      case .replace(let field, let edit):
        isReplacing = true
        fields.target(field)?.entry?.replace(edit)
        isReplacing = false
      case .setText(let field, let text): fields.target(field)?.entry?.entryText = text
      case .select(let field, let range): fields.target(field)?.entry?.select(range)
      case .send(let field, let signal): fields.target(field)?.entry?.send(signal)
      case .sendControlEvents(let field, let events):
        fields.target(field)?.sendControlEvents(events)
      case .resign(let field): fields.target(field)?.entry?.resignFirstResponder()
      case .settleAfterThisTurn: driver.sendAfterThisTurn(.turnEnded)
      case .reportPressed(let key, _): delegate?.keyboard(self, didPress: key)
      case .reportRejected(let rejection): delegate?.keyboard(self, didReject: rejection)
      case .reportCustomAction(let id): delegate?.keyboard(self, didTriggerCustomAction: id)
      case .reportLayoutSwitch(let layout): delegate?.keyboard(self, didSwitchTo: layout)
      case .reportCommit: delegate?.keyboardDidCommit(self)
      }
    }
  }
#endif
