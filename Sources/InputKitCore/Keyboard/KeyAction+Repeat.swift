extension KeyAction {
  /// Whether a key with this action acts as soon as it goes down and then repeats while held
  /// (on a `KeyRepeatSchedule`), as backspace and the cursor keys do. Every other key acts
  /// when the finger lifts, so a finger can slide to the key it meant.
  var repeatsWhenHeld: Bool {
    switch self {
    case .deleteBackward, .moveCursor: true
    case .insert, .return, .clear, .evaluate, .switchLayout, .custom: false
    }
  }
}
