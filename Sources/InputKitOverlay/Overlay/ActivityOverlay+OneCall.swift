#if canImport(UIKit)
  import InputKitOverlayCore

  extension ActivityOverlay {
    /// Shows a success or a failure on its own for `time`, whether or not work runs: at once when
    /// none does (no grace time), else once the work and its outcome have left; flashes show one
    /// after another, and new work takes the panel over.
    ///
    /// - Parameters:
    ///   - outcome: The outcome and its message; `.finished` shows nothing.
    ///   - time: How long it stays; the outcome's display time by default.
    public func flash(_ outcome: ActivityOutcome, for time: Duration? = nil) {
      driver.send(.flash(outcome, for: time))
    }

    /// Shows `message` while `work` runs, then ends with `.finished`, or `.failed` with the
    /// error's `LocalizedError` description when it throws; a cancelled task shows no cross.
    ///
    /// - Parameters:
    ///   - message: Shown while the work runs; `nil` for the indicator alone.
    ///   - work: The work, run in the caller's task.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws.
    public func perform<Value>(
      message: String? = nil, _ work: @MainActor () async throws -> Value
    ) async throws -> Value {
      let token = begin(message: message)
      do {
        let value = try await work()
        end(token)
        return value
      } catch {
        end(token, outcome: ActivityOutcome(endingWith: error, isCancelled: Task.isCancelled))
        throw error
      }
    }
  }
#endif
