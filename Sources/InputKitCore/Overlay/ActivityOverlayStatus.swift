/// What the overlay's indicator shows: a spinner (or progress) while work runs, then the
/// outcome's icon.
public enum ActivityOverlayStatus: Hashable, Sendable {
  /// Work is running: a spinner, or a progress bar when progress is known.
  case inProgress
  /// The work succeeded: a checkmark.
  case succeeded
  /// The work failed: a cross.
  case failed
}
