/// Which feedback a keyboard gives, as data: the UIKit layer maps each `Effect` to an input
/// click or a haptic generator, and the terminal demo can ignore or render them.
///
/// The standard feedback is the system keyboard's: an input click for every key press and
/// repeat, a light impact haptic when a key goes down, and an error notification haptic
/// when the field rejects an edit (a second decimal separator, a full field). Repeats of a
/// held key click but give no haptic, so holding backspace does not buzz 20 times a second.
public struct KeyboardFeedback: Hashable, Sendable {
  /// Whether key presses and repeats play the system input click. The click still obeys the
  /// person's "Keyboard Clicks" setting.
  public var playsInputClicks: Bool
  /// The haptic when a key goes down, or `nil` for none.
  public var pressHaptic: Effect?
  /// The haptic when an edit is rejected, or `nil` for none.
  public var rejectionHaptic: Effect?

  /// Feedback with the given parts; the defaults are the standard feedback.
  public init(
    playsInputClicks: Bool = true, pressHaptic: Effect? = .impact(.light),
    rejectionHaptic: Effect? = .notification(.error)
  ) {
    self.playsInputClicks = playsInputClicks
    self.pressHaptic = pressHaptic
    self.rejectionHaptic = rejectionHaptic
  }

  /// The system keyboard's feedback.
  public static let standard = KeyboardFeedback()

  /// No clicks and no haptics, for apps that give their own feedback.
  public static let silent = KeyboardFeedback(
    playsInputClicks: false, pressHaptic: nil, rejectionHaptic: nil)

  /// The effects to play for `event`, in the order to play them.
  public func effects(for event: Event) -> [Effect] {
    switch event {
    case .keyDown:
      return (playsInputClicks ? [.inputClick] : []) + (pressHaptic.map { [$0] } ?? [])
    case .keyRepeat:
      return playsInputClicks ? [.inputClick] : []
    case .editRejected:
      return rejectionHaptic.map { [$0] } ?? []
    }
  }
}
