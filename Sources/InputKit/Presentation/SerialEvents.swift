#if canImport(UIKit)
  /// Hands events to a session one at a time, in the order they happened.
  ///
  /// Carrying out an effect often makes UIKit report an event at once (presenting calls
  /// `didMoveToWindow`, focusing a field posts a keyboard notification, and the call's own
  /// answer follows it). Such an event waits here until every effect of the event being
  /// handled is carried out, so a session never handles an event in the middle of another.
  @MainActor
  final class SerialEvents<Event> {
    private var queued: [Event] = []
    private var isHandling = false

    /// Handles `event` with `handle` now, or after the event being handled and those queued
    /// before it.
    func post(_ event: Event, to handle: (Event) -> Void) {
      queued.append(event)
      guard !isHandling else { return }
      isHandling = true
      defer { isHandling = false }
      while !queued.isEmpty { handle(queued.removeFirst()) }
    }
  }
#endif
