import InputKitKeyboardFrame

extension OverlaySession {
  /// Lets time pass until `now`: shows the overlay when the grace time is over, starts the
  /// fade-out when a dismissal is due, and lets the overlay go when the fade-out is over.
  mutating func advance(to now: Instant, in host: OverlaySurroundings) -> [Effect] {
    let now = moveClock(to: now)
    var effects: [Effect] = []
    switch phase {
    case .waitingForGrace(let until) where now >= until:
      phase = .hidden
      if let content = runningContent { appear(content, at: now, in: host, effects: &effects) }
    case .shown(_, _, let dismissAt?) where now >= dismissAt && flashes.isEmpty:
      disappear(at: now, in: host, effects: &effects)
    case .shown(_, _, let dismissAt?) where now >= dismissAt:
      showNextFlash(at: now, in: host, effects: &effects)
    case .fadingOut(let until) where now >= until:
      phase = .hidden
      letGo(in: host, effects: &effects)
    default:
      break
    }
    return effects
  }

  /// `now`, or the latest instant seen if later; remembers it.
  mutating func moveClock(to now: Instant) -> Instant {
    if let latest, now < latest { return latest }
    latest = now
    return now
  }

  /// After an activity began: a fading or visible overlay shows the new work at once, cancelling
  /// a pending dismissal; a hidden one waits for the grace time.
  mutating func startShowing(at now: Instant, in host: OverlaySurroundings, effects: inout [Effect])
  {
    guard let content = runningContent else { return }
    switch phase {
    case .fadingOut,
      .hidden where configuration.graceTime <= .zero:
      appear(content, at: now, in: host, effects: &effects)
    case .hidden:
      phase = .waitingForGrace(until: now.advanced(by: configuration.graceTime))
    case .waitingForGrace:
      break
    case .shown(let since, let shown, _):
      phase = .shown(since: since, content: content, dismissAt: nil)
      if content != shown { effects.append(.show(content)) }
    }
  }

  /// Ends `token`'s activity. The last one running shows its outcome and leaves after
  /// `dismissAfter`, never before the minimum show time. An unknown token changes nothing, but
  /// its completion waits for the overlay to be gone.
  mutating func end(
    _ token: ActivityToken, outcome: ActivityOutcome, dismissAfter: Duration?, at now: Instant,
    in host: OverlaySurroundings, effects: inout [Effect]
  ) {
    completions.append(token)
    defer { if phase == .hidden { completeWaiting(effects: &effects) } }
    guard let index = activities.firstIndex(where: { $0.token == token }) else { return }
    activities.remove(at: index)
    guard activities.isEmpty else { return refreshRunningContent(effects: &effects) }
    let display = display(of: outcome)
    let (outcomeContent, defaultDelay) = (display?.content, display?.time ?? .zero)
    let delay = dismissAfter ?? defaultDelay
    switch phase {
    case .hidden, .fadingOut:
      break
    case .waitingForGrace:
      phase = .hidden
      guard case .failed = outcome, let outcomeContent else { break }
      let dismissAt = dismissalTime(since: now, delay: delay, now: now)
      guard dismissAt > now else { break }
      appear(outcomeContent, at: now, in: host, effects: &effects)
      phase = .shown(since: now, content: outcomeContent, dismissAt: dismissAt)
    case .shown(let since, let shown, _):
      var content = outcomeContent ?? shown
      content.isCancellable = false
      if content != shown { show(content, effects: &effects) }
      let dismissAt = dismissalTime(since: since, delay: delay, now: now)
      phase = .shown(since: since, content: content, dismissAt: dismissAt)
      if dismissAt <= now { disappear(at: now, in: host, effects: &effects) }
    }
    showNextFlash(at: now, in: host, effects: &effects)
  }

  /// What an outcome shows and for how long by default; `.finished` shows nothing.
  func display(of outcome: ActivityOutcome) -> (content: ActivityOverlayContent, time: Duration)? {
    switch outcome {
    case .finished: nil
    case .succeeded(let message):
      (
        .init(message: message ?? configuration.succeededMessage, indicator: .succeeded),
        configuration.successDisplayTime
      )
    case .failed(let message):
      (
        .init(message: message ?? configuration.failedMessage, indicator: .failed),
        configuration.failureDisplayTime
      )
    }
  }

  /// Shows the first flash waiting once no work runs: appearing when nothing is on screen (a
  /// fading panel comes back), or in place of what is shown once its time is up.
  mutating func showNextFlash(
    at now: Instant, in host: OverlaySurroundings, effects: inout [Effect]
  ) {
    guard activities.isEmpty, let (content, time) = flashes.first else { return }
    switch phase {
    case .hidden, .fadingOut: appear(content, at: now, in: host, effects: &effects)
    case .shown(_, _, let dismissAt?) where now >= dismissAt: show(content, effects: &effects)
    case .waitingForGrace, .shown: return
    }
    flashes.removeFirst()
    phase = .shown(
      since: now, content: content, dismissAt: dismissalTime(since: now, delay: time, now: now))
  }

  /// The cancel button: the activity shown loses its button and its handler is called once; it
  /// runs on until the app ends it, so its outcome is shown like any other.
  mutating func cancel(effects: inout [Effect]) {
    guard isVisible, let shown = activities.indices.last, activities[shown].isCancellable
    else { return }
    activities[shown].isCancellable = false
    refreshRunningContent(effects: &effects)
    effects.append(.cancel(activities[shown].token))
  }

  /// An unknown token changes nothing.
  mutating func update(
    _ token: ActivityToken, effects: inout [Effect], change: (inout Activity) -> Void
  ) {
    guard let index = activities.firstIndex(where: { $0.token == token }) else { return }
    change(&activities[index])
    refreshRunningContent(effects: &effects)
  }

  /// What the latest running activity wants on screen.
  var runningContent: ActivityOverlayContent? {
    activities.last.map {
      ActivityOverlayContent(
        message: $0.message, indicator: $0.progress.map { .progress($0) } ?? .working,
        isCancellable: $0.isCancellable)
    }
  }

  private mutating func refreshRunningContent(effects: inout [Effect]) {
    guard case .shown(let since, let shown, let dismissAt) = phase,
      let content = runningContent, content != shown
    else { return }
    phase = .shown(since: since, content: content, dismissAt: dismissAt)
    show(content, effects: &effects)
  }

  /// Draws `content`; only an outcome is announced: progress while work runs would flood the
  /// listener.
  private func show(_ content: ActivityOverlayContent, effects: inout [Effect]) {
    effects.append(.show(content))
    if content.indicator.mark != nil { effects.append(.announce(content.message)) }
    playHaptic(for: content, effects: &effects)
  }

  /// The outcome's haptic, when asked for and the content is an outcome.
  private func playHaptic(for content: ActivityOverlayContent, effects: inout [Effect]) {
    guard configuration.playsHaptics, content.indicator.mark != nil else { return }
    effects.append(.haptic(content.indicator))
  }

  func dismissalTime(since: Instant, delay: Duration, now: Instant) -> Instant {
    max(now.advanced(by: delay), since.advanced(by: configuration.minimumShowTime))
  }

  /// The fade, unless the person reduces motion or it takes no time.
  func fade(in host: OverlaySurroundings) -> KeyboardAnimation? {
    let duration = configuration.appearance.fadeDuration
    guard !host.reducesMotion, duration > .zero else { return nil }
    let (seconds, attoseconds) = duration.components
    return KeyboardAnimation(
      duration: Double(seconds) + Double(attoseconds) / 1e18, curveOptions: 0)
  }

  /// Puts the overlay on screen showing `content`, VoiceOver's focus on its message; when it is
  /// not modal or has nowhere to be yet, the message is announced.
  mutating func appear(
    _ content: ActivityOverlayContent, at now: Instant, in host: OverlaySurroundings,
    effects: inout [Effect]
  ) {
    phase = .shown(since: now, content: content, dismissAt: nil)
    effects.append(.show(content))
    playHaptic(for: content, effects: &effects)
    rearrange(in: host, movingFocus: false, effects: &effects)
    effects.append(.fadeIn(fade(in: host)))
    guard isModal, placement != nil else {
      return effects.append(.announce(content.message))
    }
    focusMessage(in: host, effects: &effects)
  }

  /// Starts taking the overlay off screen; VoiceOver lets go at once, not to find the fading panel.
  mutating func disappear(at now: Instant, in host: OverlaySurroundings, effects: inout [Effect]) {
    let animation = fade(in: host)
    effects.append(.fadeOut(animation))
    releaseVoiceOver(effects: &effects)
    guard animation != nil else {
      phase = .hidden
      return letGo(in: host, effects: &effects)
    }
    phase = .fadingOut(until: now.advanced(by: configuration.appearance.fadeDuration))
  }

  /// The overlay is fully gone: out of every host, nothing shielded or blocked, completions
  /// called. The field whose editing it ended waits for the next tick.
  mutating func letGo(in host: OverlaySurroundings, effects: inout [Effect]) {
    if placement != nil { effects.append(.takeOut) }
    placement = nil
    aboveKeyboardShield = nil
    block(nil, effects: &effects)
    shield(keys: nil, bar: nil, effects: &effects)
    editingEndRefused = false
    completeWaiting(effects: &effects)
  }

  /// Gives the field whose editing the overlay ended back, after the completions ran: unless one
  /// of them moved the focus, or the field left its window or its screen is leaving.
  mutating func resumeEditing(in host: OverlaySurroundings, effects: inout [Effect]) {
    guard endedEditing else { return }
    endedEditing = false
    guard host.editingField == nil, let field = host.resignedField, field.isInWindow,
      !field.screenIsLeaving
    else { return }
    effects.append(.resumeEditing)
  }

  mutating func completeWaiting(effects: inout [Effect]) {
    effects += completions.map(Effect.complete)
    completions = []
  }

  /// Lets VoiceOver reach what the overlay covered, and its focus go back there when `focus`.
  mutating func releaseVoiceOver(focus: Bool = true, effects: inout [Effect]) {
    if coversContent { effects.append(.coverContent(false)) }
    if hidesHost { effects.append(.hideHostFromVoiceOver(false)) }
    if focus, focusedMessage { effects.append(.releaseFocus) }
    (coversContent, hidesHost) = (false, false)
    focusedMessage = focusedMessage && !focus
  }
}
