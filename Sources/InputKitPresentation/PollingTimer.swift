#if canImport(UIKit)
  /// Runs a check four times a second on the main actor while started: how UIKit's facts are read
  /// again where UIKit gives no callback.
  ///
  /// UIKit facts: a covered view controller removed with what covers it hears nothing; an alert
  /// dismissed without a tap tells no one; `viewIfLoaded` is not key-value observable.
  @MainActor
  package final class PollingTimer {
    package static let interval = Duration.milliseconds(250)

    private var task: Task<Void, Never>?

    package init() {}

    /// Runs `check` every ``interval``, replacing a check already running.
    package func start(_ check: @escaping @MainActor () -> Void) {
      stop()
      task = Task { @MainActor in
        // Sleeping throws once the task is cancelled: stopped.
        while (try? await Task.sleep(for: Self.interval)) != nil {
          check()
        }
      }
    }

    /// Stops checking; no check runs after this returns.
    package func stop() {
      task?.cancel()
      task = nil
    }

    // Without this, a task whose owner captures itself weakly would sleep and wake for ever.
    deinit {
      task?.cancel()
    }
  }
#endif
