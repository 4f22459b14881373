#if canImport(UIKit)
  /// A screen that takes the values a `NavigationGate` passes on when it lets a transition
  /// proceed (a detail screen that shows the typed text as its title).
  @MainActor
  public protocol NavigationPayloadReceiving: AnyObject {
    /// Receives `payload` (field name → text, as typed) for the transition `identifier`,
    /// before the screen appears.
    func receive(_ payload: [String: String], for identifier: String)
  }
#endif
