import InputKitCore

/// The drawn keyboard, shared by the prompt and the fields screen: its mouse tracker, its keys'
/// presses, and the overlay holding it.
extension TallyApp {
  /// The drawn keyboard's mouse tracker while a field types with it (the prompt's, or the
  /// edited one of the fields screen); `nil` while no field is edited.
  var editingTouches: KeyTouchTracker? {
    get {
      switch screen {
      case .prompt(let session): session.touches
      case .fields where fieldsPage.focus != nil: fieldsPage.touches
      default: nil
      }
    }
    set {
      guard let newValue else { return }
      switch screen {
      case .prompt(var session):
        session.touches = newValue
        screen = .prompt(session)
      case .fields: fieldsPage.touches = newValue
      default: break
      }
    }
  }

  /// Whether the overlay holds the drawn keyboard, as the core's `blockKeyboard` holds the UIKit
  /// one's: on screen over it and taking touches. Its keys, typed or clicked, and the bar's
  /// buttons then do nothing.
  var keysAreHeld: Bool {
    overlay.isVisible && configuration.overlay.interaction == .blocksTouches
      && overlay.arrangement(in: overlaySurroundings, following: nil)?.blocks != nil
  }

  /// A left click on a key of the drawn keyboard presses it, as the core's `KeyTouchTracker`
  /// decides for a finger on the UIKit keyboard: the key goes down highlighted with the button
  /// and is pressed when the button comes up over it; a key that repeats (backspace) acts when
  /// it goes down and repeats while the button is held. Under a holding overlay a key down is
  /// let go, as `KeyTouchTracker.block()` lets it go.
  mutating func touchKeyboard(_ mouse: MouseEvent, at now: Instant) -> Bool {
    guard var touches = editingTouches, let laidOut = keyboard.keyboard else { return false }
    guard !keysAreHeld else { return letKeyGo(at: now) }
    let point = keyboard.point(of: mouse.position)
    let events =
      mouse.kind == .press(.left)
      ? touches.touchBegan(at: point, in: laidOut) : touches.touchEnded(at: point, in: laidOut)
    editingTouches = touches
    return apply(events, at: now)
  }

  /// Lets go of a key held down with the mouse, as `KeyTouchTracker` lets a finger's go when the
  /// overlay holds the keys. Returns whether the screen changed.
  mutating func letKeyGo(at now: Instant) -> Bool {
    guard var touches = editingTouches else { return false }
    let events = touches.touchCancelled()
    editingTouches = touches
    return apply(events, at: now)
  }

  /// Carries out what the core's `KeyTouchTracker` decided: redraws a highlight, presses a key
  /// in the edited field, and times a held key's repeats. Returns whether the screen changed.
  mutating func apply(_ events: [KeyTouchEvent], at now: Instant) -> Bool {
    var changed = false
    for event in events {
      switch event {
      case .highlight:
        changed = true
      case .press(let index):
        guard let key = keyboard.key(at: index) else { continue }
        notice = nil
        pressKey(key.action, at: now)
        changed = true
      case .startRepeating:
        keyHold = (now, KeyRepeatHold(schedule: .standard))
      case .stopRepeating:
        keyHold = nil
      case .keyDown, .keyRepeat:
        // A terminal has no click sound.
        break
      }
    }
    return changed
  }

  /// A key of the drawn keyboard pressed, in the prompt's field or the edited one.
  mutating func pressKey(_ action: KeyAction, at now: Instant) {
    switch screen {
    case .prompt(var session):
      press(action, session: &session, at: now)
      if case .prompt = screen { screen = .prompt(session) }
    case .fields:
      pressInField(action, at: now)
    default:
      break
    }
  }

  /// What a typed key does in a field holding `text`: Backspace deletes, the arrows, Home and
  /// End move the caret, and a character presses the drawn keyboard's key that types it. `nil`
  /// for any other key, and for a character the keyboard has no key for, which a notice says.
  mutating func editingAction(
    for keyPress: KeyPress, in text: String, at now: Instant
  ) -> KeyAction? {
    switch keyPress.key {
    case .backspace: return .deleteBackward
    case .left: return .moveCursor(-1)
    case .right: return .moveCursor(1)
    case .home: return .moveCursor(-text.utf16.count)
    case .end: return .moveCursor(text.utf16.count)
    case .character(let character):
      guard !keyPress.modifiers.contains(.alt) else { return nil }
      guard let key = configuration.layout.key(forTyped: character) else {
        notice = error(strings.string("prompt.noKey", ["character": String(character)]), at: now)
        return nil
      }
      return key.action
    default:
      return nil
    }
  }

  /// `action` on a field in `state`, by the core's processor (or `other`); `nil` when a rule
  /// refused it, whose message then shows.
  mutating func processed(
    _ action: KeyAction, in state: TextEditingState, by other: KeyPressProcessor? = nil,
    at now: Instant
  ) -> KeyPressResult? {
    let result = (other ?? processor).process(action, in: state)
    if case .rejected(let rejection) = result.change {
      notice = error(rejection.message(in: configuration.language), at: now)
      return nil
    }
    return result
  }
}
