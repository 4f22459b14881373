extension ActivityOverlayContent {
  /// The one indicator the overlay draws above its message, the same in every renderer.
  public enum Indicator: Hashable, Sendable {
    /// An indeterminate spinner: work runs and its progress is unknown.
    case spinner
    /// A progress bar at this fraction, 0…1: work runs and reports how far it got.
    case progress(Double)
    /// The outcome's mark (`✓`, `✕`) in place of the spinner.
    case symbol(String)
  }

  /// Which indicator to draw: the outcome's mark once work ended, else the progress bar when
  /// progress is known, else the spinner. Never two at once.
  public var indicator: Indicator {
    if let symbol = status.symbol { return .symbol(symbol) }
    if let progress { return .progress(progress) }
    return .spinner
  }
}
