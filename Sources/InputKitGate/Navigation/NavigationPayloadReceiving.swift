#if canImport(UIKit)
  /// A screen that takes the values a `NavigationGate` hands on when it lets a storyboard segue
  /// proceed.
  @MainActor
  public protocol NavigationPayloadReceiving<Payload>: AnyObject {
    /// The app's values type, as the gate names it.
    associatedtype Payload

    /// Receives the values the gate handed on, before the screen appears.
    ///
    /// - Parameter payload: What the screen the segue started from held.
    func receive(_ payload: Payload)
  }
#endif
