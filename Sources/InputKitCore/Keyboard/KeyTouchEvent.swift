/// What a keyboard view does in answer to a touch, as `KeyTouchTracker` decides it. Keys are
/// indices into the laid-out layout's keys.
package enum KeyTouchEvent: Hashable, Sendable {
  /// Show this key as pressed, and no other; `nil` shows none.
  case highlight(Int?)
  /// A finger went down on this key: play the key-down feedback.
  case keyDown(Int)
  /// The held key repeats: play the key-repeat feedback (the input click), just before the
  /// `press` that follows it.
  case keyRepeat(Int)
  /// Run this key's action.
  case press(Int)
  /// Start timing this key's repeats on its repeat schedule; each time one is due, ask
  /// `KeyTouchTracker.repeatFired()` what it does.
  case startRepeating(Int)
  /// Stop the repeat started by `startRepeating`.
  case stopRepeating
}
