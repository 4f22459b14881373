#if canImport(UIKit)
  /// A screen that takes the values a `NavigationGate` passes on when it lets a transition
  /// proceed.
  @MainActor
  public protocol NavigationPayloadReceiving: AnyObject {
    /// Receives the values a gate passed on, before the screen appears.
    ///
    /// - Parameters:
    ///   - payload: The text of each field the transition's requirement reads, by name.
    ///   - identifier: The transition's name, such as the segue identifier.
    func receive(_ payload: [String: String], for identifier: String)
  }
#endif
