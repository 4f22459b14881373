#if canImport(UIKit)
  /// Runs a check four times a second on the main actor while started: how a session reads UIKit's
  /// facts again where UIKit gives no callback.
  ///
  /// UIKit facts: a covered view controller removed with what covers it hears nothing; an alert
  /// dismissed without a tap tells no one; `viewIfLoaded` is not key-value observable. Stopping,
  /// starting again or releasing the timer cancels its task.
  @MainActor
  package final class PollingTimer {
    /// The time between checks: short enough that a caller hears of a removal at once, long
    /// enough to cost nothing.
    package static let interval = Duration.milliseconds(250)

    private var task: Task<Void, Never>?

    package init() {}

    /// Runs `check` every ``interval`` from now on, replacing a check already running.
    package func start(_ check: @escaping @MainActor () -> Void) {
      stop()
      task = Task { @MainActor in
        while !Task.isCancelled {
          do {
            try await Task.sleep(for: Self.interval)
          } catch {
            return  // Cancelled: stopped.
          }
          check()
        }
      }
    }

    /// Stops checking; no check runs after this returns.
    package func stop() {
      task?.cancel()
      task = nil
    }

    // The task holds neither the check's owner nor this object through `check` once the owner
    // captures itself weakly; without this it would sleep and wake for ever.
    deinit {
      task?.cancel()
    }
  }
#endif
