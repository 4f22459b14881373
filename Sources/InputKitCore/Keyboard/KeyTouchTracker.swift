import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Follows one finger across a keyboard and decides what it presses, so that a keyboard view
/// only forwards its touches and carries out the events.
///
/// The key under the finger is found with the laid-out keyboard's hit-test, so a touch in the
/// spacing goes to the nearest key. A finger can slide from key to key: the key under it is
/// highlighted, and the key under it when it lifts is pressed; lifting outside the keys presses
/// nothing. A key that repeats when held (`KeyAction.repeatsWhenHeld`, such as backspace) is
/// pressed as soon as it goes down and repeats until the finger lifts or slides off it; lifting
/// on it does not press it a second time. A disabled key (a return key waiting for text) is
/// never highlighted or pressed.
public struct KeyTouchTracker: Hashable, Sendable {
  /// The key shown as pressed, if any.
  public private(set) var highlightedKey: Int?
  /// The repeating key pressed when the finger went down, while the finger stays on it.
  public private(set) var repeatingKey: Int?

  /// A tracker with no finger down.
  public init() {}

  /// A finger went down at `point`, in the keyboard's coordinates.
  public mutating func touchBegan(
    at point: CGPoint, in keyboard: LaidOutKeyboard, isEnabled: (Key) -> Bool = { _ in true }
  ) -> [KeyTouchEvent] {
    var events = reset()
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

  /// The finger moved to `point`.
  public mutating func touchMoved(
    to point: CGPoint, in keyboard: LaidOutKeyboard, isEnabled: (Key) -> Bool = { _ in true }
  ) -> [KeyTouchEvent] {
    let index = Self.enabledKey(at: point, in: keyboard, isEnabled: isEnabled)
    guard index != highlightedKey else { return [] }
    var events: [KeyTouchEvent] = []
    if repeatingKey != nil {
      repeatingKey = nil
      events.append(.stopRepeating)
    }
    highlightedKey = index
    events.append(.highlight(index))
    return events
  }

  /// The finger lifted at `point`.
  public mutating func touchEnded(
    at point: CGPoint, in keyboard: LaidOutKeyboard, isEnabled: (Key) -> Bool = { _ in true }
  ) -> [KeyTouchEvent] {
    let index = Self.enabledKey(at: point, in: keyboard, isEnabled: isEnabled)
    let alreadyPressed = repeatingKey
    var events = reset()
    if let index, index != alreadyPressed { events.append(.press(index)) }
    events.append(.highlight(nil))
    return events
  }

  /// The system cancelled the touch (a call came in, the keyboard went away): nothing is
  /// pressed.
  public mutating func touchCancelled() -> [KeyTouchEvent] {
    reset() + [.highlight(nil)]
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
    guard let index = keyboard.keyIndex(at: point), isEnabled(keyboard.layout.keys[index]) else {
      return nil
    }
    return index
  }
}
