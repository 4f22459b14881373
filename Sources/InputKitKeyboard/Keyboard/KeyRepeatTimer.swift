#if canImport(UIKit)
  import InputKitKeyboardCore

  /// Runs a `KeyRepeatSchedule` in real time while a key is held, catching up after a late
  /// wake-up; `stop()`, starting again or releasing cancels it.
  @MainActor
  final class KeyRepeatTimer {
    private var task: Task<Void, Never>?

    /// Starts timing a hold that begins now, replacing any hold being timed.
    func start(schedule: KeyRepeatSchedule, fire: @escaping @MainActor () -> Void) {
      stop()
      let clock = ContinuousClock()
      let start = clock.now
      task = Task { @MainActor in
        var hold = KeyRepeatHold(schedule: schedule)
        while !Task.isCancelled {
          do {
            try await Task.sleep(until: start.advanced(by: hold.nextFireTime), clock: clock)
          } catch {
            return  // Cancelled: the key was released.
          }
          let due = hold.advance(to: start.duration(to: clock.now))
          for _ in 0..<due where !Task.isCancelled { fire() }
        }
      }
    }

    // The task holds neither the timer nor its owner, so without this it would sleep and wake
    // for ever once both are gone.
    deinit {
      task?.cancel()
    }

    /// Stops timing; no repeat fires after this returns.
    func stop() {
      task?.cancel()
      task = nil
    }
  }
#endif
