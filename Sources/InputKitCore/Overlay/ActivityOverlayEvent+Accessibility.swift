extension ActivityOverlayEvent {
  /// What VoiceOver should announce for this event, or `nil` to stay quiet.
  ///
  /// Appearing announces the message ("Loading…"); an update announces only a finished
  /// outcome ("Done", "Failed" or the outcome's own message), because progress and message
  /// changes while work runs would flood the listener. Disappearing is silent: the outcome,
  /// if there was one, has already been announced.
  public var announcement: String? {
    switch self {
    case .appear(let content, animated: _):
      return content.message
    case .update(let content):
      return content.status == .inProgress ? nil : content.message
    case .disappear:
      return nil
    }
  }
}

extension ActivityOverlayEvent {
  /// What a screen reader does for one event: the overlay is modal while it shows, so focus
  /// moves onto its message when it appears (which reads the message, so nothing is announced
  /// on top), an outcome is announced, and focus is let go when it leaves.
  public enum VoiceOverAction: Hashable, Sendable {
    /// Move focus to the overlay's message (UIKit: `screenChanged` with the label).
    case focusMessage
    /// Announce this text and leave focus where it is.
    case announce(String)
    /// Let focus return to the content the overlay covered (`layoutChanged` with nothing).
    case releaseFocus
  }

  /// What VoiceOver does for this event, or `nil` for nothing. A renderer that cannot move
  /// focus (SwiftUI) announces ``announcement`` instead of focusing.
  public var voiceOverAction: VoiceOverAction? {
    switch self {
    case .appear: return .focusMessage
    case .update: return announcement.map(VoiceOverAction.announce)
    case .disappear: return .releaseFocus
    }
  }
}
