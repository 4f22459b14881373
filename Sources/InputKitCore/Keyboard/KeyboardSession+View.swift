import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardSession {
  // MARK: Touches

  mutating func touchesBegan(
    _ touches: [KeyboardTouch], reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    guard let laidOut else { return [] }
    // The field's return key, or its text set in code (which UIKit announces to no one), may
    // have changed since the last press.
    var effects = refresh(reading: fields, force: false)
    for touch in Self.inOrder(touches) {
      let events = tracker.touchBegan(touch.id, at: touch.point, in: laidOut, isEnabled: isEnabled)
      effects += carryOut(events, fields)
    }
    return effects
  }

  mutating func touchesMoved(
    _ touches: [KeyboardTouch], reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    follow(touches, reading: fields) { tracker, touch, laidOut, isEnabled in
      tracker.touchMoved(touch.id, to: touch.point, in: laidOut, isEnabled: isEnabled)
    }
  }

  mutating func touchesEnded(
    _ touches: [KeyboardTouch], reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    follow(touches, reading: fields) { tracker, touch, laidOut, isEnabled in
      tracker.touchEnded(touch.id, at: touch.point, in: laidOut, isEnabled: isEnabled)
    }
  }

  /// Hands each touch, in the order they happened, to the tracker's `step`. Without a layout
  /// (it is being rebuilt, or the metrics could not be laid out) no key is under the finger: the
  /// touch ends as cancelled, or a held backspace would repeat on.
  private mutating func follow(
    _ touches: [KeyboardTouch], reading fields: some KeyboardFieldReading,
    _ step: (inout KeyTouchTracker, KeyboardTouch, LaidOutKeyboard, (Key) -> Bool) ->
      [KeyTouchEvent]
  ) -> [Effect] {
    guard let laidOut else { return carryOut(tracker.touchCancelled(), fields) }
    let (returnKey, text) = (self.returnKey, shownText ?? "")
    let isEnabled = { (key: Key) in returnKey.isEnabled(key, forText: text) }
    return Self.inOrder(touches).flatMap { touch in
      carryOut(step(&tracker, touch, laidOut, isEnabled), fields)
    }
  }

  /// Whether `key` can be pressed with the text the keys show now.
  private func isEnabled(_ key: Key) -> Bool {
    returnKey.isEnabled(key, forText: shownText ?? "")
  }

  /// Touches delivered together, in the order they happened.
  private static func inOrder(_ touches: [KeyboardTouch]) -> [KeyboardTouch] {
    touches.enumerated().sorted {
      ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset)
    }
    .map(\.element)
  }

  /// What the touch tracker decided, as effects: highlights, feedback, presses and repeats.
  mutating func carryOut(
    _ events: [KeyTouchEvent], _ fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    events.flatMap { event -> [Effect] in
      switch event {
      case .highlight(let index): return [.highlight(index)]
      case .keyDown:
        return feedback.effects(for: .keyDown).map(Effect.play)
          + feedback.effectsToPrepare(after: .keyDown).map(Effect.prepare)
      case .keyRepeat: return feedback.effects(for: .keyRepeat).map(Effect.play)
      case .press(let index): return request(layout.keys[index], reading: fields)
      case .startRepeating: return [.startRepeating(.standard)]
      case .stopRepeating: return [.stopRepeating]
      }
    }
  }

  // MARK: Other ways to press

  /// A key went down on a hardware keyboard: typed characters go through the layout's keys and
  /// rules (`*` is the `×` key, `=` evaluates), Return through the return behaviour, Delete
  /// through the rules; a held character or Delete repeats on the hardware schedule until it
  /// goes up or another key goes down, as the system keyboard repeats a held key. Shortcuts,
  /// Escape, Tab and the keys a calculator does not type (arrows) are passed on to the
  /// responder chain, where the field and the app expect them. While an overlay blocks the keys
  /// nothing is typed or passed on.
  mutating func hardwareKeyDown(
    _ key: HardwareKey, press id: Int, reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    guard !key.isShortcut else { return [.passOn] }
    guard !tracker.isBlocked else {
      typedHardwareKeys[id] = key.meaning
      return []
    }
    let placement = KeyPlacement.grid(column: 0, row: 0)
    switch key.meaning {
    case .escape, .other:
      return [.passOn]
    case .return:
      typedHardwareKeys[id] = key.meaning
      let key = layout.keys.first { $0.action == .return } ?? .return(at: placement)
      return stopHardwareRepeat() + request(key, reading: fields)
    case .deleteBackward:
      typedHardwareKeys[id] = key.meaning
      return request(deleteKey, reading: fields) + repeatHardwareKey(deleteKey, press: id)
    case .characters(let characters):
      typedHardwareKeys[id] = key.meaning
      var keys: [Key] = []
      let effects = characters.flatMap { character -> [Effect] in
        let typedOnly = character == "=" ? Key.equals(at: placement) : nil
        guard let key = layout.key(forTyped: character) ?? typedOnly else {
          return feedback.effects(for: .editRejected).map(Effect.play)
            + [.reportRejected(EditRejection(.characterNotAllowed(character)))]
        }
        keys.append(key)
        return request(key, reading: fields)
      }
      // One key that types and repeats as the system's do; `=` evaluates once.
      guard keys.count == 1, let key = keys.first, key.action.repeatsOnHardwareKeyboard else {
        return stopHardwareRepeat() + effects
      }
      return effects + repeatHardwareKey(key, press: id)
    }
  }

  /// Starts repeating `key` for the hardware press `id`, in place of any key repeating before.
  private mutating func repeatHardwareKey(_ key: Key, press id: Int) -> [Effect] {
    heldHardwareKey = (id, key)
    return [.startRepeating(.hardwareKey)]
  }

  /// Stops the hardware key repeating, if one is.
  private mutating func stopHardwareRepeat() -> [Effect] {
    guard heldHardwareKey != nil else { return [] }
    heldHardwareKey = nil
    return [.stopRepeating]
  }

  /// A hardware key went up: a press the keyboard did not take goes on to the responder chain,
  /// as its beginning did; the held key that repeats stops.
  mutating func hardwareKeyUp(press id: Int) -> [Effect] {
    guard typedHardwareKeys.removeValue(forKey: id) != nil else { return [.passOn] }
    guard heldHardwareKey?.press == id else { return [] }
    return stopHardwareRepeat()
  }

  /// Whether UIKit's text system may type `meaning` into the field itself: not when a hardware
  /// key the keyboard typed (and that is still down) already stands for it, so a key reaching
  /// the field both as a press and as text is typed once. The keyboard's own `replace` may
  /// reach the text system too, and goes through.
  func fieldMayType(_ meaning: HardwareKey.Meaning) -> Bool {
    if case .replace = press?.stage { return true }
    return !typedHardwareKeys.values.contains(meaning)
  }

  /// A repeat is due: of the backspace key held on the keys, and of a hardware key held down.
  mutating func repeatFired(reading fields: some KeyboardFieldReading) -> [Effect] {
    let touches = carryOut(tracker.repeatFired(), fields)
    guard let held = heldHardwareKey, !tracker.isBlocked else { return touches }
    return touches + request(held.key, reading: fields)
  }

  /// The layout's backspace key, or a backspace for a layout without one.
  private var deleteKey: Key {
    layout.keys.first { $0.action == .deleteBackward } ?? .delete(at: .grid(column: 0, row: 0))
  }

  /// VoiceOver activated a key: the return key is read again first, and a key that is dimmed,
  /// or covered by an overlay, answers `false` and does nothing; any other goes down and acts.
  mutating func accessibilityActivated(
    _ index: Int, reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    guard layout.keys.indices.contains(index) else { return [.answer(false)] }
    let state = binding.boundField.flatMap(fields.state(of:))
    var effects = reread(state)
    let isEnabled = returnKey.isEnabled(layout.keys[index], forText: state?.text ?? "")
    let events = tracker.accessibilityActivated(index, isEnabled: isEnabled)
    effects.append(.answer(!events.isEmpty))
    return effects + carryOut(events, fields)
  }

  /// VoiceOver's escape on the keys goes to the field and the responders after it; asked again
  /// while that is under way (a view that hands escape back to the keyboard), it is refused.
  mutating func accessibilityEscape() -> [Effect] {
    guard !isForwardingEscape, let field = binding.boundField else { return [.answer(false)] }
    isForwardingEscape = true
    return [.forwardEscape(field)]
  }

  mutating func escapeForwarded(_ handled: Bool) -> [Effect] {
    isForwardingEscape = false
    return [.answer(handled)]
  }

  // MARK: An overlay

  /// An overlay blocks every input to the keys and the accessory bar, or gives them back: the
  /// finger down is cancelled, a repeat stops, VoiceOver skips the keys and the bar. The bar
  /// given back is the one blocked, as it was (`AccessoryBarBlocking`).
  mutating func inputBlocked(
    _ blocked: Bool, bar: AccessoryBar?, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    var effects: [Effect] = []
    if blocked != tracker.isBlocked {
      if blocked {
        effects += carryOut(tracker.block(), fields)
      } else {
        tracker.unblock()
      }
      effects.append(.hideKeysFromVoiceOver(blocked))
    }
    if blocked { effects += stopHardwareRepeat() }
    let changes =
      blocked
      ? accessoryBlocking.block(
        bar?.id, isEnabled: bar?.isEnabled ?? true,
        isHiddenFromVoiceOver: bar?.isHiddenFromVoiceOver ?? false)
      : accessoryBlocking.unblock()
    return effects
      + changes.map { change in
        switch change {
        case .disable: .blockAccessoryBar
        case .restore(_, let isEnabled, let isHidden):
          .restoreAccessoryBar(isEnabled: isEnabled, isHiddenFromVoiceOver: isHidden)
        }
      }
  }

  // MARK: Layout, size and appearance

  mutating func boundsChanged(_ size: CGSize, _ safeArea: EdgeInsets, _ scale: Double) -> [Effect] {
    bounds = (size, safeArea, scale)
    return relayOut()
  }

  /// Lays the keys out for the bounds; metrics that cannot be laid out hide the keys rather than
  /// place them at nonsense frames.
  mutating func relayOut() -> [Effect] {
    guard let bounds else { return [] }
    let metrics = KeyboardMetrics(
      size: bounds.size, insets: bounds.safeArea, keySpacing: CGFloat(dimensions.keySpacing),
      scale: CGFloat(bounds.scale > 0 ? bounds.scale : 1))
    laidOut = try? layout.layOut(in: metrics)
    let frames = laidOut?.frames ?? Array(repeating: .zero, count: layout.keys.count)
    let new = frames.map { frame in
      PlacedKey(
        frame: frame,
        titleFontSize: dimensions.titleFontSize(
          forKeyWidth: Double(frame.width), height: Double(frame.height)),
        cornerRadius: dimensions.cornerRadius(
          forKeyWidth: Double(frame.width), height: Double(frame.height)),
        minimumTitleScale: dimensions.minimumTitleScale)
    }
    guard new != placed else { return [] }
    placed = new
    return [.placeKeys(new)]
  }

  /// The window's size or traits changed: the height follows (unless fixed), and the colours
  /// follow dark mode and Increase Contrast.
  mutating func environmentChanged(
    _ environment: KeyboardEnvironment, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    self.environment = environment
    return resize() + repaint() + updateFaces(forText: shownText ?? "")
  }

  private mutating func resize() -> [Effect] {
    let new = height()
    guard new != height else { return [] }
    height = new
    return [.setHeight(new)]
  }

  /// Shows `layout`: every finger is let go, the keys are made anew and laid out, and the
  /// layout's rules type from now on.
  mutating func show(
    _ layout: KeyboardLayout, reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    var effects = carryOut(tracker.touchCancelled(), fields)
    self.layout = layout
    processor = Self.processor(for: layout, locale: locale, returnBehavior: returnBehavior)
    faces = []
    faceInputs = nil
    placed = []
    effects += resize() + repaint() + refresh(reading: fields, force: true) + relayOut()
    return effects
  }

  mutating func currentLocaleChanged(
    _ locale: Locale, reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    guard followsCurrentLocale else { return [] }
    self.locale = locale
    processor = Self.processor(for: layout, locale: locale, returnBehavior: returnBehavior)
    return [.setResultLanguage(InterfaceLanguage(locale: locale))]
      + refresh(reading: fields, force: true)
  }

  mutating func dimensionsChanged(
    _ dimensions: KeyboardDimensions, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    self.dimensions = dimensions
    return resize() + relayOut() + updateFaces(forText: shownText ?? "")
  }

  /// The app gave the keyboard another layout and locale: the keys are made anew for them, as
  /// for a new keyboard, but the keyboard, what it hosts and the field it types into stay.
  mutating func reconfigured(
    _ layout: KeyboardLayout, _ locale: Locale, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    let language: [Effect] =
      InterfaceLanguage(locale: locale) == InterfaceLanguage(locale: self.locale)
      ? [] : [.setResultLanguage(InterfaceLanguage(locale: locale))]
    initialLayout = layout
    self.locale = locale
    followsCurrentLocale = false
    return language + show(layout, reading: fields)
  }

  mutating func returnBehaviorChanged(_ behavior: ReturnBehavior) -> [Effect] {
    returnBehavior = behavior
    processor.returnBehavior = behavior
    return []
  }
}
