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
