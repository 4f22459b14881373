#if canImport(UIKit)
  import Foundation

  /// Hands a session UIKit's events one at a time and carries out its effects in order: an event
  /// UIKit reports inside an effect's call (focusing posts a notification) waits its turn.
  @MainActor
  package final class SessionDriver<Event, Effect> {
    private let handle: @MainActor (Event) -> [Effect]
    private let apply: @MainActor (Effect) -> Void
    private let applied: (@MainActor () -> Void)?
    private var effects: [Effect] = []
    private var waiting: [Event] = []
    package private(set) var isHandling = false
    private var isApplying = false
    private var wakeUp: Task<Void, Never>?

    /// `applied` runs once every effect in flight is done.
    package init(
      handle: @escaping @MainActor (Event) -> [Effect],
      apply: @escaping @MainActor (Effect) -> Void, applied: (@MainActor () -> Void)? = nil
    ) {
      self.handle = handle
      self.apply = apply
      self.applied = applied
    }

    package func send(_ event: Event) {
      guard !isHandling else { return waiting.append(event) }
      run { handle(event) }
    }

    /// Replaces any wake-up scheduled before; `nil` never wakes.
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
        run { handle(event) }
      }
      isApplying = false
      applied?()
    }
  }
#endif
