extension KeyboardSession {
  /// A key that repeats while it is held: backspace under a finger on the keys, or a key held
  /// down on a hardware keyboard. Each repeats on its own timer, so one stopping leaves the
  /// other's pace and repeats alone.
  package enum HeldKey: Hashable, Sendable {
    /// A key under a finger on the keys (backspace).
    case onScreen
    /// A key held down on a hardware keyboard.
    case hardware

    /// When its repeats come: the system keyboard's backspace schedule, which speeds up, or a
    /// hardware key's steady one.
    package var schedule: KeyRepeatSchedule {
      switch self {
      case .onScreen: .standard
      case .hardware: .hardwareKey
      }
    }
  }
}
