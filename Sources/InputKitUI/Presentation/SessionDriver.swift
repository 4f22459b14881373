#if canImport(UIKit)
  import Foundation

  /// Hands a session UIKit's events one at a time and carries out its effects in order.
  ///
  /// UIKit reports events inside an effect's call (focusing posts a notification): such an
  /// event waits until the effects before it are applied, so a session never handles an event
  /// in the middle of another.
  @MainActor
  package final class SessionDriver<Event, Effect> {
    private let handle: @MainActor (Event) -> [Effect]
    private let apply: @MainActor (Effect) -> Void
    private let applied: (@MainActor () -> Void)?
    private var effects: [Effect] = []
    private var waiting: [Event] = []
    /// Whether the session is handling an event now.
    package private(set) var isHandling = false
    private var isApplying = false
    private var wakeUp: Task<Void, Never>?

    /// A driver that hands events to `handle`, carries out each effect with `apply`, and calls
    /// `applied` once every effect in flight is done.
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

    /// Runs `wake` at `deadline` in place of any wake-up scheduled before, or never for `nil`.
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

    /// Carries out the effects `work` returns, and the events sent meanwhile, in order.
    package func run(_ work: () -> [Effect]) {
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
