import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Follows the fingers on a keyboard and decides what they press.
///
/// The key under a finger when it lifts is pressed; a repeating key (backspace) acts when it
/// goes down. A second finger going down presses the first finger's key at once, as two-thumb
/// typing does. A disabled key, or a blocked keyboard, takes nothing.
package struct KeyTouchTracker: Hashable, Sendable {
  package private(set) var highlightedKey: Int?
  /// The repeating key pressed when the finger went down, while the finger stays on it.
  package private(set) var repeatingKey: Int?
  /// The touch that owns the highlight, if a finger is down.
  private(set) var activeTouch: Int?
  /// Whether every touch is ignored, as while an overlay covers the keyboard.
  package private(set) var isBlocked = false

  package init() {}

  /// A finger (`touch`) went down at `point`, in the keyboard's coordinates.
  package mutating func touchBegan(
    _ touch: Int = 0, at point: CGPoint, in keyboard: LaidOutKeyboard,
    isEnabled: (Key) -> Bool = { _ in true }
  ) -> [KeyTouchEvent] {
    // A finger that goes down while blocked never becomes the active one, so its moves and
    // lift do nothing even after the block ends.
    guard !isBlocked else { return [] }
    var events = commitActiveTouch(other: touch)
    activeTouch = touch
    guard let index = Self.enabledKey(at: point, in: keyboard, isEnabled: isEnabled) else {
      return events + [.highlight(nil)]
    }
    highlightedKey = index
    events += [.highlight(index), .keyDown(index)]
    if keyboard.layout.keys[index].action.repeatsWhenHeld {
      repeatingKey = index
      events += [.press(index), .startRepeating(index)]
    }
    return events
  }

  mutating func touchMoved(
    _ touch: Int = 0, to point: CGPoint, in keyboard: LaidOutKeyboard,
    isEnabled: (Key) -> Bool = { _ in true }
  ) -> [KeyTouchEvent] {
    guard touch == activeTouch else { return [] }
    let index = Self.enabledKey(at: point, in: keyboard, isEnabled: isEnabled)
    guard index != highlightedKey else { return [] }
    let events = reset()
    highlightedKey = index
    return events + [.highlight(index)]
  }

  package mutating func touchEnded(
    _ touch: Int = 0, at point: CGPoint, in keyboard: LaidOutKeyboard,
    isEnabled: (Key) -> Bool = { _ in true }
  ) -> [KeyTouchEvent] {
    guard touch == activeTouch else { return [] }
    let index = Self.enabledKey(at: point, in: keyboard, isEnabled: isEnabled)
    return release(pressing: index) + [.highlight(nil)]
  }

  /// A repeat of the held key is due: the key-repeat feedback plays, then the key acts. One that
  /// comes after the finger lifted or slid off, or under a block, does nothing: a late timer
  /// never deletes one character too many.
  package func repeatFired() -> [KeyTouchEvent] {
    guard !isBlocked, let repeatingKey else { return [] }
    return [.keyRepeat(repeatingKey), .press(repeatingKey)]
  }

  /// VoiceOver activated the key at `index`: it goes down and acts at once, unless disabled.
  package func accessibilityActivated(_ index: Int, isEnabled: Bool = true) -> [KeyTouchEvent] {
    guard !isBlocked, isEnabled else { return [] }
    return [.keyDown(index), .press(index)]
  }

  /// The system cancelled the touch `touch` (a call came in): it presses nothing.
  package mutating func touchCancelled(_ touch: Int) -> [KeyTouchEvent] {
    guard touch == activeTouch else { return [] }
    activeTouch = nil
    return reset() + [.highlight(nil)]
  }

  /// Every touch is cancelled (a new layout): nothing is pressed, fingers down do nothing more.
  package mutating func touchCancelled() -> [KeyTouchEvent] {
    activeTouch = nil
    return reset() + [.highlight(nil)]
  }

  /// Stops all input while an overlay covers the keyboard, cancelling the finger down.
  package mutating func block() -> [KeyTouchEvent] {
    let events = touchCancelled()
    isBlocked = true
    return events
  }

  /// Lets new touches act again; fingers that went down while blocked still do nothing.
  package mutating func unblock() {
    isBlocked = false
  }

  /// A new finger went down while `activeTouch` was on a key: that key is pressed now.
  private mutating func commitActiveTouch(other touch: Int) -> [KeyTouchEvent] {
    guard let earlier = activeTouch, earlier != touch else { return reset() }
    return release(pressing: highlightedKey)
  }

  /// Lets the active finger go, pressing `key` unless it is the repeating key, pressed already.
  private mutating func release(pressing key: Int?) -> [KeyTouchEvent] {
    let alreadyPressed = repeatingKey
    let events = reset()
    activeTouch = nil
    guard let key, key != alreadyPressed else { return events }
    return events + [.press(key)]
  }

  private mutating func reset() -> [KeyTouchEvent] {
    highlightedKey = nil
    guard repeatingKey != nil else { return [] }
    repeatingKey = nil
    return [.stopRepeating]
  }

  private static func enabledKey(
    at point: CGPoint, in keyboard: LaidOutKeyboard, isEnabled: (Key) -> Bool
  ) -> Int? {
    keyboard.keyIndex(touchedAt: point).flatMap { isEnabled(keyboard.layout.keys[$0]) ? $0 : nil }
  }
}

/// What a keyboard view does in answer to a touch; keys are indices into the layout's keys.
package enum KeyTouchEvent: Hashable, Sendable {
  /// Show this key as pressed, and no other; `nil` shows none.
  case highlight(Int?)
  /// A finger went down on this key: play the key-down feedback.
  case keyDown(Int)
  /// The held key repeats: play the key-repeat feedback, just before the `press` that follows.
  case keyRepeat(Int)
  case press(Int)
  /// Time this key's repeats; each one due asks `KeyTouchTracker.repeatFired()` what it does.
  case startRepeating(Int)
  case stopRepeating
}

/// One finger on the keyboard: UIKit keeps one `UITouch` per finger while it is down.
package struct KeyboardTouch: Equatable, Sendable {
  /// The finger's number (the `UITouch`'s identity).
  package var id: Int
  /// In the keyboard's coordinates.
  package var point: CGPoint
  /// When it got there (`UITouch.timestamp`), which orders touches delivered together.
  package var timestamp: Double

  package init(_ id: Int = 0, at point: CGPoint, timestamp: Double = 0) {
    self.id = id
    self.point = point
    self.timestamp = timestamp
  }
}
