#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// Runs an `ActivityOverlayState` in real time: forwards begin/end/message/progress calls to
  /// the state with the continuous clock's `now`, wakes up at the state's `nextDeadline`, and
  /// hands every resulting event to `render`.
  ///
  /// It makes no decision of its own. Reduce Motion is read from `UIAccessibility` whenever an
  /// activity begins and copied into the state's configuration, so the state decides whether
  /// to fade. VoiceOver does what each event's `voiceOverAction` says: focus moves onto the
  /// message when the overlay appears, an outcome is announced, and a disappearing overlay posts
  /// `layoutChanged` so VoiceOver's focus leaves it.
  ///
  /// `ActivityOverlay` (UIKit) and `ActivityOverlayModel` (SwiftUI) each own one.
  @MainActor
  public final class ActivityOverlayDriver {
    /// Receives the events to render, in order.
    public var render: ((ActivityOverlayEvent) -> Void)?
    /// The element VoiceOver moves to when the overlay appears (the UIKit overlay's message
    /// label); without one the message is announced instead.
    public var focusTarget: (() -> Any?)?

    private var state: ActivityOverlayState<ContinuousClock.Instant>
    private let clock = ContinuousClock()
    private var wakeUp: Task<Void, Never>?

    /// A driver with nothing running, whose timing and look are `configuration`.
    public init(configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()) {
      state = ActivityOverlayState(configuration: configuration)
    }

    /// The timing and look in use.
    public var configuration: ActivityOverlayConfiguration { state.configuration }

    /// Whether the overlay is on screen.
    public var isVisible: Bool { state.isVisible }

    /// What the overlay shows while it is on screen.
    public var displayedContent: ActivityOverlayContent? { state.displayedContent }

    /// Starts an activity showing `message` (the localised "Loading…" when `nil`) and returns
    /// the token that ends it.
    public func begin(message: String? = nil) -> ActivityToken {
      state.configuration.reducesMotion = UIAccessibility.isReduceMotionEnabled
      let (token, events) = state.begin(message: message, at: clock.now)
      deliver(events)
      return token
    }

    /// Ends `token`'s activity with `outcome`; see `ActivityOverlayState.end`. Ending a token
    /// twice, or one this driver never issued, changes nothing.
    public func end(
      _ token: ActivityToken, outcome: ActivityOutcome = .finished, dismissAfter: Duration? = nil
    ) {
      deliver(state.end(token, outcome: outcome, dismissAfter: dismissAfter, at: clock.now))
    }

    /// Changes the message of `token`'s activity.
    public func setMessage(_ message: String, for token: ActivityToken) {
      deliver(state.setMessage(message, for: token, at: clock.now))
    }

    /// Sets the progress (0…1, clamped) of `token`'s activity, or `nil` for a spinner.
    ///
    /// - Throws: `ActivityOverlayError.progressIsNotANumber` for NaN; nothing changes.
    public func setProgress(
      _ progress: Double?, for token: ActivityToken
    ) throws(ActivityOverlayError) {
      deliver(try state.setProgress(progress, for: token, at: clock.now))
    }

    private func deliver(_ events: [ActivityOverlayEvent]) {
      for event in events {
        render?(event)
        switch event.voiceOverAction {
        case .focusMessage:
          if let focusTarget = focusTarget?() {
            UIAccessibility.post(notification: .screenChanged, argument: focusTarget)
          } else if let announcement = event.announcement {
            UIAccessibility.post(notification: .announcement, argument: announcement)
          }
        case .announce(let text):
          UIAccessibility.post(notification: .announcement, argument: text)
        case .releaseFocus:
          UIAccessibility.post(notification: .layoutChanged, argument: nil)
        case nil:
          break
        }
      }
      scheduleWakeUp()
    }

    /// Replaces any pending wake-up with one at the state's next deadline, so a superseded
    /// deadline can never fire late.
    private func scheduleWakeUp() {
      wakeUp?.cancel()
      wakeUp = nil
      guard let deadline = state.nextDeadline else { return }
      let clock = clock
      wakeUp = Task { [weak self] in
        do {
          try await Task.sleep(until: deadline, clock: clock)
        } catch {
          return  // Cancelled: a later call moved the deadline.
        }
        self?.advance()
      }
    }

    private func advance() {
      wakeUp = nil
      deliver(state.advance(to: clock.now))
    }
  }
#endif
