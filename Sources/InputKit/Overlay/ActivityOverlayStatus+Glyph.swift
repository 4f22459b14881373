#if canImport(UIKit)
  import InputKitCore

  extension ActivityOverlayStatus {
    /// The icon drawn in place of the spinner: nothing while work runs, a check mark after a
    /// success, a cross after a failure. Symbols, not words, so they need no translation.
    var glyph: String? {
      switch self {
      case .inProgress: nil
      case .succeeded: "✓"
      case .failed: "✕"
      }
    }
  }
#endif
