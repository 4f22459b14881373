extension ActivityOverlayStatus {
  /// The mark drawn in place of the spinner: `nil` while work runs (the renderer draws its
  /// spinner), `✓` after a success, `✕` after a failure. Symbols rather than words, so they
  /// need no translation, and one mapping, so every renderer shows the same outcome.
  public var symbol: String? {
    switch self {
    case .inProgress: nil
    case .succeeded: "✓"
    case .failed: "✕"
    }
  }
}
