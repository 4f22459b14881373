/// What a keyboard view does in answer to a touch, as `KeyTouchTracker` decides it. Keys are
/// indices into the laid-out layout's keys.
public enum KeyTouchEvent: Hashable, Sendable {
  /// Show this key as pressed, and no other; `nil` shows none.
  case highlight(Int?)
  /// A finger went down on this key: play the key-down feedback.
  case keyDown(Int)
  /// Run this key's action.
  case press(Int)
  /// Start repeating this key's action on its repeat schedule.
  case startRepeating(Int)
  /// Stop the repeat started by `startRepeating`.
  case stopRepeating
}
