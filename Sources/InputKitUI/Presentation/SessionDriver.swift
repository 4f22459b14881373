#if canImport(UIKit)
  import Foundation

  /// Hands a session UIKit's events one at a time and carries out its effects in order; wakes it at
  /// its next deadline. The one event queue of the UIKit layer.
  ///
  /// UIKit reports events inside an effect's call (focusing posts a notification) and inside the
  /// answers a session reads. Such an event waits until the effects before it are applied, so a
  /// session never handles an event in the middle of another.
  @MainActor
  package final class SessionDriver<Event, Effect> {
    private let handle: @MainActor (Event) -> [Effect]
    private let apply: @MainActor (Effect) -> Void
    private let applied: (@MainActor () -> Void)?
    private var effects: [Effect] = []
    private var waiting: [Event] = []
    private var isHandling = false
    private var isApplying = false
    private var wakeUp: Task<Void, Never>?

    /// A driver that hands events to `handle` and carries out the effects with `apply`.
    ///
    /// - Parameters:
    ///   - handle: The session's answer to an event: the effects, in order.
    ///   - apply: Carries out one effect.
    ///   - applied: Runs once every effect in flight has been carried out.
    package init(
      handle: @escaping @MainActor (Event) -> [Effect],
      apply: @escaping @MainActor (Effect) -> Void, applied: (@MainActor () -> Void)? = nil
    ) {
      self.handle = handle
      self.apply = apply
      self.applied = applied
    }

    /// Hands `event` to the session, now or once the event it handles has been carried out.
    package func send(_ event: Event) {
      guard !isHandling else { return waiting.append(event) }
      run { handle(event) }
    }

    /// Carries out `effects` after those in flight.
    package func perform(_ effects: [Effect]) {
      run { effects }
    }

    /// Asks the session a question UIKit waits for, and carries out the effects it returns.
    ///
    /// - Parameters:
    ///   - question: The session's answer and effects.
    ///   - whileHandling: The answer while the session handles another event: it cannot
    ///     answer in the middle of it (a question asked again from inside its own answer).
    /// - Returns: The session's answer.
    package func ask<Answer>(
      _ question: () -> (Answer, [Effect]), whileHandling: Answer
    ) -> Answer {
      guard !isHandling else { return whileHandling }
      var reply = whileHandling
      run {
        let (answered, effects) = question()
        reply = answered
        return effects
      }
      return reply
    }

    /// Sends `event` once UIKit's handling of the event in progress (a touch, a key, a
    /// notification) has returned.
    ///
    /// A block on the main queue runs after the code that queued it has returned to the run loop,
    /// and after the blocks queued before it, UIKit's included: the queue is serial. What UIKit
    /// defers further (to a run-loop observer or a timer) may come after it.
    package func sendAfterThisTurn(_ event: Event) {
      DispatchQueue.main.async { [weak self] in self?.send(event) }
    }

    /// Runs `wake` at `deadline`, in place of any wake-up scheduled before, or never for
    /// `nil`; the task holds what `wake` holds until then.
    package func wake(
      at deadline: ContinuousClock.Instant?, _ wake: @escaping @MainActor () -> Void
    ) {
      wakeUp?.cancel()
      wakeUp = deadline.map { deadline in
        Task { @MainActor in
          do {
            try await Task.sleep(until: deadline, clock: ContinuousClock())
            wake()
          } catch {
            // Cancelled: a later change moved the deadline.
          }
        }
      }
    }

    /// Takes the effects of `work`, then carries out every effect in order, handling the events
    /// that waited once the effects before them are done.
    private func run(_ work: () -> [Effect]) {
      isHandling = true
      effects += work()
      isHandling = false
      guard !isApplying else { return }
      isApplying = true
      while !effects.isEmpty || !waiting.isEmpty {
        guard effects.isEmpty else {
          apply(effects.removeFirst())
          continue
        }
        let event = waiting.removeFirst()
        isHandling = true
        effects += handle(event)
        isHandling = false
      }
      isApplying = false
      applied?()
    }
  }
#endif
