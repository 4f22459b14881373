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

extension KeyAction {
  /// Whether a key with this action repeats while its hardware key is held, as a held key types
  /// again and again on a hardware keyboard: characters, Delete and the cursor keys do; Return,
  /// `=`, clear and the keys that switch or report do not.
  var repeatsOnHardwareKeyboard: Bool {
    switch self {
    case .insert, .deleteBackward, .moveCursor: true
    case .return, .clear, .evaluate, .switchLayout, .custom: false
    }
  }
}
