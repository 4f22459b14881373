/// The loading overlay's behaviour as a value: which activities run, whether the overlay is
/// on screen, what it shows and when it must change next.
///
/// Time is injected: every mutating method takes `now` from the driver's clock, and
/// ``nextDeadline`` says when the driver must call ``advance(to:)`` next, so a UIKit timer
/// or the terminal demo's loop drives it without polling and tests drive it with a
/// ``ManualClock`` to the attosecond. `Instant` is any clock's instant measured in
/// `Duration` (`ContinuousClock.Instant`, `SuspendingClock.Instant`, ``ManualClock/Instant``).
///
/// The rules (see <doc:ActivityOverlay> for a timeline):
/// - Activities are counted by token: the overlay is wanted while any runs. Ending a token
///   twice, or one this state never issued, changes nothing.
/// - Nothing appears for work that ends within ``ActivityOverlayConfiguration/graceTime``.
/// - Once on screen the overlay stays for ``ActivityOverlayConfiguration/minimumShowTime``
///   from the start of its fade-in.
/// - A pending dismissal (minimum show time, an outcome on display, an explicit delay) is
///   cancelled by a new activity: the overlay stays and shows the new work.
/// - A new activity during a fade-out brings the overlay back at once, without a new grace
///   time, because it is still partly on screen.
/// - It shows the most recently begun running activity's message and progress.
/// - A `now` earlier than one already seen is taken as the latest one seen, so a driver
///   whose clock stutters cannot make time run backwards.
public struct ActivityOverlayState<Instant: InstantProtocol>: Equatable, Sendable
where Instant.Duration == Duration {
  /// Timing and look; changes apply from the next call on.
  public var configuration: ActivityOverlayConfiguration

  private var activities: [Activity] = []
  private var phase: Phase = .hidden(fadeOutEnds: nil)
  private var nextTokenID: UInt64 = 0
  private var latest: Instant?

  private struct Activity: Equatable, Sendable {
    let token: ActivityToken
    var message: String
    var progress: Double?
  }

  private enum Phase: Equatable, Sendable {
    /// Off screen; a fade-out may still be running until `fadeOutEnds`.
    case hidden(fadeOutEnds: Instant?)
    /// Work runs but the grace time has not passed yet.
    case waitingForGrace(until: Instant)
    /// On screen since the start of the fade-in, showing `content`; leaves at `dismissAt`.
    case shown(since: Instant, content: ActivityOverlayContent, dismissAt: Instant?)
  }

  /// An overlay with nothing running and nothing on screen.
  public init(configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()) {
    self.configuration = configuration
  }

  /// Whether the overlay is on screen (from its `appear` event to its `disappear` event).
  public var isVisible: Bool {
    if case .shown = phase { return true }
    return false
  }

  /// What the overlay shows while it is on screen; `nil` while it is not.
  public var displayedContent: ActivityOverlayContent? {
    if case .shown(_, let content, _) = phase { return content }
    return nil
  }

  /// How many activities have begun and not yet ended.
  public var runningActivityCount: Int { activities.count }

  /// When the driver must call ``advance(to:)`` next, or `nil` when nothing will change
  /// until another call. Calling earlier or more often is harmless.
  public var nextDeadline: Instant? {
    switch phase {
    case .hidden: return nil
    case .waitingForGrace(let until): return until
    case .shown(_, _, let dismissAt): return dismissAt
    }
  }

  /// Lets time pass until `now`: shows the overlay when the grace time is over and hides it
  /// when a dismissal is due.
  public mutating func advance(to now: Instant) -> [ActivityOverlayEvent] {
    let now = moveClock(to: now)
    switch phase {
    case .waitingForGrace(let until) where now >= until:
      guard let content = runningContent else {
        phase = .hidden(fadeOutEnds: nil)
        return []
      }
      phase = .shown(since: now, content: content, dismissAt: nil)
      return [.appear(content, animated: configuration.fades)]
    case .shown(_, _, let dismissAt?) where now >= dismissAt:
      return disappear(at: now)
    case .hidden(let fadeOutEnds?) where now >= fadeOutEnds:
      phase = .hidden(fadeOutEnds: nil)
      return []
    default:
      return []
    }
  }

  /// Starts an activity showing `message` (the localised "Loading…" when `nil`).
  ///
  /// - Returns: the token that ends it, and the events to render now: an `appear` when the
  ///   overlay was fading out or there is no grace time, an `update` when the overlay was
  ///   already on screen showing something else, none while the grace time runs.
  public mutating func begin(
    message: String? = nil, at now: Instant
  ) -> (token: ActivityToken, events: [ActivityOverlayEvent]) {
    var events = advance(to: now)
    let now = moveClock(to: now)
    let token = ActivityToken(id: nextTokenID)
    nextTokenID &+= 1
    let activity = Activity(
      token: token, message: message ?? configuration.messages.loading, progress: nil)
    activities.append(activity)
    let content = ActivityOverlayContent(status: .inProgress, message: activity.message)
    switch phase {
    case .hidden(let fadeOutEnds):
      let stillFading = fadeOutEnds.map { now < $0 } ?? false
      if stillFading || configuration.graceTime <= .zero {
        phase = .shown(since: now, content: content, dismissAt: nil)
        events.append(.appear(content, animated: configuration.fades))
      } else {
        phase = .waitingForGrace(until: now.advanced(by: configuration.graceTime))
      }
    case .waitingForGrace:
      break
    case .shown(let since, let shown, _):
      phase = .shown(since: since, content: content, dismissAt: nil)
      if content != shown { events.append(.update(content)) }
    }
    return (token, events)
  }

  /// Ends the activity of `token`. When it was the last one running, the overlay shows the
  /// outcome and leaves after `dismissAfter` (by default the configured display time of the
  /// outcome; none for ``ActivityOutcome/finished``), but never before its minimum show time.
  ///
  /// While other activities still run, the outcome is not shown: the overlay goes on showing
  /// the work in flight. A token that is not running (ended before, or never issued here)
  /// changes nothing.
  public mutating func end(
    _ token: ActivityToken, outcome: ActivityOutcome = .finished,
    dismissAfter: Duration? = nil, at now: Instant
  ) -> [ActivityOverlayEvent] {
    var events = advance(to: now)
    let now = moveClock(to: now)
    guard let index = activities.firstIndex(where: { $0.token == token }) else { return events }
    activities.remove(at: index)
    if !activities.isEmpty {
      return events + refreshRunningContent()
    }
    let (outcomeContent, defaultDelay) = presentation(of: outcome)
    let delay = dismissAfter ?? defaultDelay
    switch phase {
    case .hidden:
      break
    case .waitingForGrace:
      phase = .hidden(fadeOutEnds: nil)
      guard case .failed = outcome, let outcomeContent else { break }
      let dismissAt = dismissalTime(since: now, delay: delay, now: now)
      guard dismissAt > now else { break }
      phase = .shown(since: now, content: outcomeContent, dismissAt: dismissAt)
      events.append(.appear(outcomeContent, animated: configuration.fades))
    case .shown(let since, let shown, _):
      let content = outcomeContent ?? shown
      if content != shown { events.append(.update(content)) }
      let dismissAt = dismissalTime(since: since, delay: delay, now: now)
      phase = .shown(since: since, content: content, dismissAt: dismissAt)
      if dismissAt <= now { events += disappear(at: now) }
    }
    return events
  }

  /// Changes the message of `token`'s activity; the overlay updates if it shows that
  /// activity. An unknown token changes nothing.
  public mutating func setMessage(
    _ message: String, for token: ActivityToken, at now: Instant
  ) -> [ActivityOverlayEvent] {
    let events = advance(to: now)
    guard let index = activities.firstIndex(where: { $0.token == token }) else { return events }
    activities[index].message = message
    return events + refreshRunningContent()
  }

  /// Sets the progress of `token`'s activity: a fraction from 0 to 1 (values outside are
  /// clamped to it, so an over-eager 1.02 shows as done rather than being lost), or `nil`
  /// for an indeterminate spinner. An unknown token changes nothing.
  ///
  /// - Throws: ``ActivityOverlayError/progressIsNotANumber`` for NaN, leaving the state
  ///   unchanged (time does not advance either).
  public mutating func setProgress(
    _ progress: Double?, for token: ActivityToken, at now: Instant
  ) throws(ActivityOverlayError) -> [ActivityOverlayEvent] {
    if let progress, progress.isNaN { throw .progressIsNotANumber }
    let events = advance(to: now)
    guard let index = activities.firstIndex(where: { $0.token == token }) else { return events }
    activities[index].progress = progress.map { min(max($0, 0), 1) }
    return events + refreshRunningContent()
  }
}

extension ActivityOverlayState {
  /// `now`, or the latest instant seen if `now` is earlier; remembers it.
  private mutating func moveClock(to now: Instant) -> Instant {
    if let latest, now < latest { return latest }
    latest = now
    return now
  }

  /// What the most recently begun running activity wants on screen.
  private var runningContent: ActivityOverlayContent? {
    activities.last.map {
      ActivityOverlayContent(status: .inProgress, message: $0.message, progress: $0.progress)
    }
  }

  /// Brings the screen in line with the running activities while the overlay is shown.
  private mutating func refreshRunningContent() -> [ActivityOverlayEvent] {
    guard case .shown(let since, let shown, let dismissAt) = phase,
      let content = runningContent, content != shown
    else { return [] }
    phase = .shown(since: since, content: content, dismissAt: dismissAt)
    return [.update(content)]
  }

  private func presentation(
    of outcome: ActivityOutcome
  ) -> (content: ActivityOverlayContent?, delay: Duration) {
    let messages = configuration.messages
    switch outcome {
    case .finished:
      return (nil, .zero)
    case .succeeded(let message):
      return (
        ActivityOverlayContent(status: .succeeded, message: message ?? messages.succeeded),
        configuration.successDisplayTime
      )
    case .failed(let message):
      return (
        ActivityOverlayContent(status: .failed, message: message ?? messages.failed),
        configuration.failureDisplayTime
      )
    }
  }

  /// The later of `now + delay` and the end of the minimum show time.
  private func dismissalTime(since: Instant, delay: Duration, now: Instant) -> Instant {
    max(now.advanced(by: delay), since.advanced(by: configuration.minimumShowTime))
  }

  private mutating func disappear(at now: Instant) -> [ActivityOverlayEvent] {
    let fades = configuration.fades
    phase = .hidden(
      fadeOutEnds: fades ? now.advanced(by: configuration.appearance.fadeDuration) : nil)
    return [.disappear(animated: fades)]
  }
}
