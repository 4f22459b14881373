/// Which clicks and haptics a keyboard gives.
///
/// The standard is the system keyboard's as most people have it: an input click for every press
/// and repeat (silent unless Keyboard Clicks is on) and an error haptic when the field rejects an
/// edit. A haptic on every press is a setting apps cannot read, so it is off unless you choose
/// ``withKeyPressHaptics``; repeats never buzz.
public struct KeyboardFeedback: Hashable, Sendable {
  /// Whether presses and repeats play the input click (the person's Keyboard Clicks decide).
  package var playsInputClicks: Bool
  var pressHaptic: Cue?
  var rejectionHaptic: Cue?

  package init(
    playsInputClicks: Bool = true, pressHaptic: Cue? = nil,
    rejectionHaptic: Cue? = .notification(.error)
  ) {
    self.playsInputClicks = playsInputClicks
    self.pressHaptic = pressHaptic
    self.rejectionHaptic = rejectionHaptic
  }

  /// The system keyboard's feedback with its Haptic setting off: clicks and the error haptic.
  public static let standard = KeyboardFeedback()

  /// The standard feedback plus a light tap on every key press, as the system's Haptic setting.
  public static let withKeyPressHaptics = KeyboardFeedback(pressHaptic: .impact(.light))

  /// No clicks and no haptics, for apps that give their own feedback.
  public static let silent = KeyboardFeedback(
    playsInputClicks: false, pressHaptic: nil, rejectionHaptic: nil)

  /// The haptics to wake at `moment`: on key-down, the rejection haptic, which may follow.
  func cuesToPrepare(after moment: Moment) -> [Cue] {
    guard moment == .keyDown, let rejectionHaptic else { return [] }
    return [rejectionHaptic]
  }

  /// The clicks and haptics to play at `moment`, in the order to play them.
  package func cues(for moment: Moment) -> [Cue] {
    switch moment {
    case .keyDown:
      return (playsInputClicks ? [.inputClick] : []) + (pressHaptic.map { [$0] } ?? [])
    case .keyRepeat:
      return playsInputClicks ? [.inputClick] : []
    case .editRejected:
      return rejectionHaptic.map { [$0] } ?? []
    }
  }
}

extension KeyboardFeedback {
  /// A moment on the keyboard that may call for feedback.
  package enum Moment: Hashable, Sendable, CaseIterable {
    case keyDown, keyRepeat, editRejected
  }
}
