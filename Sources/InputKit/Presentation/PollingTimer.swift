#if canImport(UIKit)
  /// Runs a check four times a second on the main actor while started: the way a session reads
  /// UIKit's facts again when UIKit sends no callback for a change. Each use is one UIKit leaves
  /// silent: a covered view controller removed along with what covers it, or covered by a page
  /// sheet (its presenter hears no disappearance); an alert dismissed without a tap
  /// (`UIAlertController` is not to be subclassed, its view hierarchy is private); a screen's
  /// view loaded (`viewIfLoaded` is not key-value observable). Where a callback exists (a view
  /// joining a window, `viewDidDisappear`, a transition's completion) it is used as well.
  ///
  /// A task that sleeps between checks; `stop()`, starting again or releasing the check
  /// cancels it.
  @MainActor
  final class PollingTimer {
    /// The time between checks: short enough that a caller hears of a removal at once, long
    /// enough to cost nothing.
    static let interval = Duration.milliseconds(250)

    private var task: Task<Void, Never>?

    /// Runs `check` every ``interval`` from now on, replacing a check already running.
    func start(_ check: @escaping @MainActor () -> Void) {
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
    func stop() {
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
