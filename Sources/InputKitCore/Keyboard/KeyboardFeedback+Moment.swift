extension KeyboardFeedback {
  /// A moment on the keyboard that may call for feedback.
  package enum Moment: Hashable, Sendable, CaseIterable {
    /// A key went down.
    case keyDown
    /// A held key repeated (see `KeyRepeatSchedule`).
    case keyRepeat
    /// The field or an input rule rejected the edit a key asked for.
    case editRejected
  }
}
