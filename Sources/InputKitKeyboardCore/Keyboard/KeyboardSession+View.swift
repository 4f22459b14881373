import Foundation
import InputKitExpression
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardSession {
  // MARK: Touches

  /// Hands each touch, in order, to the tracker's `step`; without a layout, cancels them.
  mutating func follow(
    _ touches: [KeyboardTouch], host: some KeyboardHost,
    _ step: (inout KeyTouchTracker, KeyboardTouch, LaidOutKeyboard, (Key) -> Bool) ->
      [KeyTouchEvent]
  ) -> [Effect] {
    guard let laidOut else { return carryOut(tracker.touchCancelled(), host) }
    let (returnKey, text) = (self.returnKey, shownText ?? "")
    let isEnabled = { (key: Key) in returnKey.isEnabled(key, forText: text) }
    let inOrder = touches.enumerated().sorted {
      ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset)
    }
    return inOrder.flatMap { carryOut(step(&tracker, $0.element, laidOut, isEnabled), host) }
  }

  mutating func carryOut(_ events: [KeyTouchEvent], _ host: some KeyboardHost) -> [Effect] {
    events.flatMap { event -> [Effect] in
      switch event {
      case .highlight(let index): return [.highlight(index)]
      case .keyDown:
        return feedback.cues(for: .keyDown).map(Effect.play)
          + feedback.cuesToPrepare(after: .keyDown).map(Effect.prepare)
      case .keyRepeat: return feedback.cues(for: .keyRepeat).map(Effect.play)
      case .press(let index): return press(layout.keys[index], host: host)
      case .startRepeating: return [.startRepeating(.onScreen)]
      case .stopRepeating: return [.stopRepeating(.onScreen)]
      }
    }
  }

  // MARK: Other ways to press

  /// Whether a hardware key is the field's: shortcuts, and Escape, Tab and arrows unless blocked.
  func passesOn(_ key: HardwareKey) -> Bool {
    switch key.meaning {
    case _ where key.isShortcut: true
    case .escape, .other: !tracker.isBlocked
    case .return, .deleteBackward, .characters: false
    }
  }

  /// A hardware key went down: typed through the layout's keys; one that types repeats while held.
  mutating func hardwareKeyDown(
    _ key: HardwareKey, press id: Int, host: some KeyboardHost
  ) -> [Effect] {
    typedHardwareKeys[id] = key.meaning
    guard !tracker.isBlocked else { return [] }
    let placement = KeyPlacement.grid(column: 0, row: 0)
    switch key.meaning {
    case .escape, .other:
      return []
    case .return:
      let key = layout.keys.first { $0.action == .return } ?? .return(at: placement)
      return stopHardwareRepeat() + press(key, host: host)
    case .deleteBackward:
      return press(deleteKey, host: host) + repeatHardwareKey(deleteKey, press: id)
    case .characters(let characters):
      var keys: [Key] = []
      let effects = characters.flatMap { character -> [Effect] in
        let typedOnly = character == "=" ? Key.equals(at: placement) : nil
        guard let key = layout.key(forTyped: character) ?? typedOnly else {
          return feedback.cues(for: .editRejected).map(Effect.play)
            + [.reportRejected(EditRejection(.characterNotAllowed(character)))]
        }
        keys.append(key)
        return press(key, host: host)
      }
      guard keys.count == 1, let key = keys.first, key.action.repeatsOnHardwareKeyboard else {
        return stopHardwareRepeat() + effects
      }
      return effects + repeatHardwareKey(key, press: id)
    }
  }

  private mutating func repeatHardwareKey(_ key: Key, press id: Int) -> [Effect] {
    heldHardwareKey = (id, key)
    return [.startRepeating(.hardware)]
  }

  mutating func stopHardwareRepeat() -> [Effect] {
    guard heldHardwareKey != nil else { return [] }
    heldHardwareKey = nil
    return [.stopRepeating(.hardware)]
  }

  /// A hardware key went up: the end of a press passed on goes on; a held key stops repeating.
  mutating func hardwareKeyUp(press id: Int) -> (Bool, [Effect]) {
    guard typedHardwareKeys.removeValue(forKey: id) != nil else { return (true, []) }
    guard heldHardwareKey?.press == id else { return (false, []) }
    return (false, stopHardwareRepeat())
  }

  /// A repeat of `held` is due; one that stopped meanwhile does nothing.
  mutating func repeatFired(_ held: HeldKey, host: some KeyboardHost) -> [Effect] {
    switch held {
    case .onScreen: return carryOut(tracker.repeatFired(), host)
    case .hardware:
      guard let held = heldHardwareKey, !tracker.isBlocked else { return [] }
      return press(held.key, host: host)
    }
  }

  private var deleteKey: Key {
    layout.keys.first { $0.action == .deleteBackward } ?? .delete(at: .grid(column: 0, row: 0))
  }

  /// VoiceOver activated a key: the return key is read again; a dimmed or covered key does nothing.
  mutating func accessibilityActivated(_ index: Int, host: some KeyboardHost) -> (Bool, [Effect]) {
    guard layout.keys.indices.contains(index) else { return (false, []) }
    let state = binding.boundField.flatMap(host.state(of:))
    let effects = reread(state)
    let isEnabled = returnKey.isEnabled(layout.keys[index], forText: state?.text ?? "")
    let events = tracker.accessibilityActivated(index, isEnabled: isEnabled)
    return (!events.isEmpty, effects + carryOut(events, host))
  }

  // MARK: An overlay

  /// An overlay blocks every input to the keys and the accessory bar, or gives them back.
  mutating func inputBlocked(
    _ blocked: Bool, bar: KeyboardAccessoryBar?, host: some KeyboardHost
  ) -> [Effect] {
    var effects: [Effect] = []
    if blocked != tracker.isBlocked {
      effects = blocked ? carryOut(tracker.block(), host) : []
      if !blocked { tracker.unblock() }
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

  /// Lays the keys out; metrics that cannot be laid out hide them.
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

  /// The window changed: the height and colours follow, the field's style read again.
  mutating func environmentChanged(
    _ environment: KeyboardEnvironment, host: some KeyboardHost
  ) -> [Effect] {
    self.environment = environment
    fieldIsDark = binding.boundField.flatMap(host.state(of:))?.isInterfaceDark
    return resize() + repaint() + updateFaces(forText: shownText ?? "")
  }

  private mutating func resize() -> [Effect] {
    let new = height()
    guard new != height else { return [] }
    height = new
    return [.setHeight(new)]
  }

  /// Shows `layout`: every finger is let go, the keys are made anew, its rules type from now on.
  mutating func show(_ layout: KeyboardLayout, host: some KeyboardHost) -> [Effect] {
    let cancelled = carryOut(tracker.touchCancelled(), host)
    self.layout = layout
    processor = KeyPressProcessor(keyboard: layout, locale: locale, returnBehavior: returnBehavior)
    faces = []
    faceInputs = nil
    placed = []
    return cancelled + resize() + repaint() + refresh(host: host, force: true) + relayOut()
  }

  mutating func currentLocaleChanged(_ locale: Locale, host: some KeyboardHost) -> [Effect] {
    guard followsCurrentLocale else { return [] }
    self.locale = locale
    processor = KeyPressProcessor(keyboard: layout, locale: locale, returnBehavior: returnBehavior)
    return [.setResultLanguage(InterfaceLanguage(locale: locale))]
      + refresh(host: host, force: true)
  }

  mutating func dimensionsChanged(_ dimensions: KeyboardDimensions) -> [Effect] {
    self.dimensions = dimensions
    return resize() + relayOut() + updateFaces(forText: shownText ?? "")
  }

  mutating func reconfigured(
    _ layout: KeyboardLayout, _ locale: Locale, host: some KeyboardHost
  ) -> [Effect] {
    let language: [Effect] =
      InterfaceLanguage(locale: locale) == InterfaceLanguage(locale: self.locale)
      ? [] : [.setResultLanguage(InterfaceLanguage(locale: locale))]
    initialLayout = layout
    self.locale = locale
    followsCurrentLocale = false
    return language + show(layout, host: host)
  }

  mutating func returnBehaviorChanged(_ behavior: ReturnBehavior) -> [Effect] {
    returnBehavior = behavior
    processor.returnBehavior = behavior
    return []
  }
}
