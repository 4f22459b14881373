import Foundation
import InputKitKeyboardFrame
import InputKitShared

/// The text prompt's whole interaction, from the caller's `await` to its one result.
///
/// UIKit reports what it observed as an ``Event`` and carries out the ``Effect``s returned, in
/// order, so a test scripts a device story as events in and effects out. Every caller gets exactly
/// one answer; a view controller presented over the prompt keeps it waiting, and only a
/// ``Presence`` that says it left for good cancels it.
package struct PromptSession: Sendable {
  /// A fact UIKit observed.
  package enum Event: Equatable, Sendable {
    /// A caller asked to present the prompt.
    case presentRequested(Request)
    /// The transition the presenter was running has ended; these are the presenter's facts now:
    /// whether it is in a window, and whether another transition runs.
    case presenterSettled(isInWindow: Bool, isTransitioning: Bool)
    /// UIKit returned from `present(_:animated:completion:)`; `isBeingPresented` says whether
    /// it took the prompt (`presentingViewController` is set).
    case presentCallReturned(isBeingPresented: Bool)
    /// The prompt appeared (`viewDidAppear`), first or again once uncovered.
    case appeared
    /// The prompt disappeared (`viewDidDisappear`); ``Presence`` says where it is now.
    case disappeared(Presence)
    /// The prompt's facts, read again: its view joined or left a window, or the watch asked.
    case presenceChecked(Presence)
    /// The keyboard is about to move (`keyboardWillChangeFrameNotification`).
    case keyboardWillChangeFrame(KeyboardFrameChange)
    /// UIKit returned from making the field first responder; a keyboard that moved for it has
    /// been announced by then, or will be later.
    case focusCallReturned
    /// A layout pass (`viewDidLayoutSubviews`) ran: the parts go where the host's surroundings
    /// put them.
    case laidOut
    /// The field's text changed (typed, pasted, or by a custom keyboard).
    case textChanged(String)
    /// The Okay button.
    case okay
    /// The Return key, on screen or on a hardware keyboard.
    case returnKey
    /// The Cancel button, or the app's own `cancel()`.
    case cancel
    /// VoiceOver's escape gesture.
    case escape
    /// A key command on a hardware keyboard.
    case keyCommand(KeyCommand)
    /// The destructive action's button.
    case destructiveAction
    /// The text size (Dynamic Type) changed: the parts measure differently.
    case textSizeChanged
    /// The dismissal UIKit was asked for has finished.
    case dismissalFinished
  }

  /// What UIKit must do, in order.
  package enum Effect: Equatable, Sendable {
    /// Give the caller that just asked this result at once; it does not wait.
    case answer(TextPromptResult)
    /// The caller that just asked waits for ``resume(_:)``.
    case keepCallerWaiting
    /// Report ``Event/presenterSettled(isInWindow:isTransitioning:)`` once the presenter's
    /// running transition has ended (its transition coordinator's completion).
    case waitForPresenter
    /// Present the prompt over the presenter, without UIKit's transition, and report
    /// ``Event/presentCallReturned(isBeingPresented:)``.
    case present
    /// Make the prompt invisible (alpha 0) until ``reveal(_:)``.
    case conceal
    /// Make the prompt visible, fading with this animation, or at once for `nil`.
    case reveal(KeyboardAnimation?)
    /// Lay the prompt out again at once (a layout pass, which reports ``Event/laidOut``): the
    /// parts measure anew.
    case layOut
    /// Set the parts' frames, moving with this animation (the keyboard's), or at once for `nil`.
    case place(Frames, animation: KeyboardAnimation?)
    /// Make the field first responder (the keyboard comes up) and report
    /// ``Event/focusCallReturned``.
    case focusField
    /// Make the field resign first responder: the keyboard goes down.
    case resignField
    /// Enable or disable Okay.
    case enableOkay(Bool)
    /// Show this inline error under the field, or none.
    case showError(String?)
    /// Move VoiceOver to the inline error, which says why Okay or Return did nothing.
    case announceError
    /// Ask the prompt's presenter to dismiss it, animated or not; UIKit reports
    /// ``Event/dismissalFinished`` when it is done. Sent only while nothing covers the prompt,
    /// so that nothing else is dismissed with it.
    case dismiss(animated: Bool)
    /// Give the waiting caller this result; it waits no more.
    case resume(TextPromptResult)
    /// Start reading the prompt's ``Presence`` again and again, each reading reported as
    /// ``Event/presenceChecked(_:)``.
    case startWatchingPresence
    case stopWatchingPresence
  }

  /// What a caller's request to present says about where and how.
  package struct Request: Equatable, Sendable {
    /// Whether the view controller the prompt would be presented from is in a window: UIKit
    /// shows nothing from one that is not.
    package var isPresenterInWindow: Bool
    /// Whether that view controller is in the middle of a presentation or dismissal (it has a
    /// transition coordinator): UIKit refuses to present from it until that has ended.
    package var isPresenterTransitioning: Bool
    /// Whether the prompt comes and goes with animation.
    package var isAnimated: Bool
    /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`).
    package var reducesMotion: Bool

    /// A request.
    package init(
      isPresenterInWindow: Bool, isPresenterTransitioning: Bool = false, isAnimated: Bool = true,
      reducesMotion: Bool = false
    ) {
      self.isPresenterInWindow = isPresenterInWindow
      self.isPresenterTransitioning = isPresenterTransitioning
      self.isAnimated = isAnimated
      self.reducesMotion = reducesMotion
    }
  }

  /// Where the prompt is.
  enum Phase: Equatable, Sendable {
    /// Not on screen and not asked to be.
    case idle
    /// Asked for while the presenter runs a transition: presented once it has ended.
    case waitingForPresenter
    /// UIKit was asked to present it.
    case presenting
    /// UIKit took it; it has not appeared yet.
    case appearing
    /// Ended with this result while still being presented: UIKit ignores a dismissal during a
    /// presentation (no completion, no `viewDidDisappear`), so it is dismissed once it has
    /// appeared.
    case endingWhenShown(TextPromptResult)
    /// On screen, its field taking the keyboard.
    case onScreen
    /// Presented but out of sight: covered by a view controller presented over it, or its view
    /// out of a window. It keeps its text.
    case covered
    /// Ended with this result while covered: hidden, and dismissed once uncovered, so that what
    /// covers it is not dismissed with it.
    case endingWhenUncovered(TextPromptResult)
    /// Ended with this result; leaving the screen.
    case dismissing(TextPromptResult)
    /// Ended with this result and off screen.
    case ended(TextPromptResult)
  }

  /// The animation the prompt fades in with when the field took the keyboard and no keyboard
  /// announced a movement of its own (a hardware keyboard, a keyboard already up): the system
  /// keyboard's usual duration and curve (7).
  static let revealAnimation = KeyboardAnimation(
    duration: 0.25, curveOptions: 7 << KeyboardAnimation.curveShift)

  /// The prompt's text, validation and result.
  package private(set) var prompt: TextPrompt
  /// How the prompt looks: its gaps and reserved lines decide the layout.
  package let appearance: PromptAppearance
  /// Whether the prompt offers a destructive action.
  package let offersDestructiveAction: Bool
  /// Where the prompt is now.
  private(set) var phase: Phase
  /// Whether a caller waits for the result: one that was told ``Effect/keepCallerWaiting`` and
  /// has not been resumed yet. A ``Effect/resume(_:)`` only ever goes to it.
  private(set) var isCallerWaiting = false
  /// The last keyboard frame change of this app's keyboard, converted at each layout pass.
  private(set) var keyboardChange: KeyboardFrameChange?
  /// Where the parts were placed last, so a layout pass that finds them there leaves a movement
  /// in flight alone.
  private var placed: Frames?
  private var isAnimated = true
  private var reducesMotion = false
  /// Whether the prompt's alpha is 0, as the last ``Effect/conceal`` or ``Effect/reveal(_:)``
  /// left it.
  private var isConcealed = false
  /// Whether the prompt appeared concealed and waits for the keyboard to fade in with.
  private var isRevealPending = false
  /// Whether the presence is being watched, as the last effect said.
  private var isWatching = false
  /// What Okay and the error line show now, so only changes are sent.
  private var shownOkayEnabled: Bool?
  private var shownError: String?

  /// A session for `prompt`, drawn with `appearance`, with a destructive action or not. A
  /// prompt that already ended answers every request with its result.
  package init(
    prompt: TextPrompt, appearance: PromptAppearance = .standard,
    offersDestructiveAction: Bool = false
  ) {
    self.prompt = prompt
    self.appearance = appearance
    self.offersDestructiveAction = offersDestructiveAction
    phase = prompt.result.map { .ended($0) } ?? .idle
  }

  /// Whether VoiceOver's escape gesture does anything now: it cancels the prompt while it is
  /// open. An ended prompt (leaving the screen) ignores it, and VoiceOver, told so, takes the
  /// gesture to what lies under the prompt.
  package var handlesEscape: Bool { prompt.isOpen }

  /// The effects of `event`, in the order UIKit must carry them out, reading where the parts can
  /// go from `host`.
  package mutating func handle(_ event: Event, host: some PromptHost) -> [Effect] {
    let effects: [Effect]
    switch event {
    case .presentRequested(let request): effects = requestPresentation(request)
    case .presenterSettled(let isInWindow, let isTransitioning):
      effects = presenterSettled(isInWindow: isInWindow, isTransitioning: isTransitioning)
    case .presentCallReturned(let isBeingPresented): effects = presentCallReturned(isBeingPresented)
    case .appeared: effects = appeared()
    case .disappeared(let presence): effects = disappeared(presence)
    case .presenceChecked(let presence): effects = presenceChecked(presence)
    case .keyboardWillChangeFrame(let change):
      effects = keyboardWillChangeFrame(change, host: host)
    case .focusCallReturned: effects = reveal(with: Self.revealAnimation)
    case .laidOut: effects = place(in: host.surroundings, animation: nil)
    case .textChanged(let text): effects = outcome(of: prompt.updateText(text))
    case .okay: effects = outcome(of: prompt.pressOkay())
    case .returnKey: effects = outcome(of: prompt.pressReturn())
    case .cancel: effects = outcome(of: prompt.cancel())
    case .escape, .keyCommand: effects = outcome(of: prompt.escape())
    case .destructiveAction:
      effects = offersDestructiveAction ? outcome(of: prompt.pressDestructiveAction()) : []
    case .textSizeChanged: effects = isOnScreenOrGoing ? [.layOut] : []
    case .dismissalFinished: effects = dismissalFinished()
    }
    return effects + watchingAsNeeded()
  }

  private mutating func requestPresentation(_ request: Request) -> [Effect] {
    switch phase {
    case .ended(let result):
      return [.answer(result)]
    case .idle where request.isPresenterInWindow:
      isCallerWaiting = true
      isAnimated = request.isAnimated
      reducesMotion = request.reducesMotion
      return [.keepCallerWaiting]
        + presentOrWait(isPresenterTransitioning: request.isPresenterTransitioning)
    default:
      // Another caller waits, or the presenter is in no window: UIKit would show nothing.
      return [.answer(.cancelled)]
    }
  }

  private mutating func presenterSettled(isInWindow: Bool, isTransitioning: Bool) -> [Effect] {
    guard phase == .waitingForPresenter else { return [] }
    guard isInWindow else {
      phase = .idle
      return resumeWaitingCaller(with: .cancelled)
    }
    return presentOrWait(isPresenterTransitioning: isTransitioning)
  }

  /// Presents now, concealed when animated (so nothing shows before the keyboard moves) and
  /// visible otherwise, whatever an earlier attempt left; or waits for the presenter's running
  /// transition to end.
  private mutating func presentOrWait(isPresenterTransitioning: Bool) -> [Effect] {
    guard !isPresenterTransitioning else {
      phase = .waitingForPresenter
      return [.waitForPresenter]
    }
    phase = .presenting
    var effects = rendered()
    if isAnimated, !isConcealed {
      isConcealed = true
      effects.append(.conceal)
    } else if !isAnimated, isConcealed {
      isConcealed = false
      effects.append(.reveal(nil))
    }
    return effects + [.present]
  }

  private mutating func presentCallReturned(_ isBeingPresented: Bool) -> [Effect] {
    switch phase {
    case .presenting:
      guard isBeingPresented else {
        phase = .idle
        return resumeWaitingCaller(with: .cancelled)
      }
      phase = .appearing
      return []
    case .endingWhenShown(let result):
      return isBeingPresented ? [] : end(with: result)
    default:
      return []
    }
  }

  private mutating func appeared() -> [Effect] {
    switch phase {
    case .presenting, .appearing, .idle, .covered:
      // `presenting`: a presentation without animation may appear before `present` returns.
      // `idle`: UIKit shows a presentation it seemed to refuse; it is on screen all the same.
      // `covered`: what covered it went away; it takes the keyboard again.
      phase = .onScreen
      isRevealPending = isConcealed
      return [.focusField]
    case .endingWhenShown(let result), .endingWhenUncovered(let result), .ended(let result):
      phase = .dismissing(result)
      return [.dismiss(animated: isAnimated)]
    case .waitingForPresenter, .onScreen, .dismissing:
      return []
    }
  }

  private mutating func disappeared(_ presence: Presence) -> [Effect] {
    switch phase {
    case .endingWhenShown(let result), .dismissing(let result):
      return end(with: result)
    case .endingWhenUncovered(let result):
      return presence.hasLeft ? end(with: result) : []
    case .presenting, .appearing, .onScreen, .covered:
      guard presence.hasLeft else {
        phase = .covered
        return []
      }
      return cancelledAndGone()
    case .idle, .waitingForPresenter, .ended:
      return []
    }
  }

  private mutating func presenceChecked(_ presence: Presence) -> [Effect] {
    switch phase {
    case .appearing:
      // Before it appeared only a lost presentation says anything: the view joins its window
      // during the presentation.
      return presence.isPresented ? [] : cancelledAndGone()
    case .endingWhenShown(let result):
      return presence.isPresented ? [] : end(with: result)
    case .dismissing(let result):
      guard presence.isPresented else { return end(with: result) }
      // UIKit drops a dismissal asked while another transition runs there and never completes
      // it: a prompt still in sight and not being dismissed is asked to leave again.
      guard !presence.isBeingDismissed, presence.isInSight else { return [] }
      return [.dismiss(animated: isAnimated)]
    case .onScreen, .covered:
      if presence.isGone { return cancelledAndGone() }
      if !presence.isInSight {
        phase = .covered
        return []
      }
      guard phase == .covered else { return [] }
      // Uncovered without appearing again (what covered it was a sheet): it takes the
      // keyboard back.
      phase = .onScreen
      return [.focusField]
    case .endingWhenUncovered(let result):
      if presence.isGone { return end(with: result) }
      guard presence.isInSight else { return [] }
      phase = .dismissing(result)
      return [.dismiss(animated: isAnimated)]
    case .idle, .waitingForPresenter, .presenting, .ended:
      return []
    }
  }

  private mutating func keyboardWillChangeFrame(
    _ change: KeyboardFrameChange, host: some PromptHost
  ) -> [Effect] {
    // The keyboard of the app beside this one (Split View, Slide Over) covers none of it.
    guard change.isLocal else { return [] }
    keyboardChange = change
    guard isOnScreenOrGoing else { return [] }
    // A keyboard that jumps (no duration) still lets the prompt fade in over the usual time.
    return reveal(with: change.animation ?? Self.revealAnimation)
      + place(in: host.surroundings, animation: reducesMotion ? nil : change.animation)
  }

  /// Places the parts where `surroundings` put them, moving with `animation`; parts already
  /// there are not placed again.
  private mutating func place(
    in surroundings: PromptSurroundings, animation: KeyboardAnimation?
  ) -> [Effect] {
    let frames = frames(in: surroundings)
    guard frames != placed else { return [] }
    placed = frames
    return [.place(frames, animation: animation)]
  }

  /// Fades the prompt in with `animation` if it appeared concealed and has not faded in yet.
  private mutating func reveal(with animation: KeyboardAnimation) -> [Effect] {
    guard isRevealPending else { return [] }
    isRevealPending = false
    isConcealed = false
    return [.reveal(animation)]
  }

  private mutating func dismissalFinished() -> [Effect] {
    guard case .dismissing(let result) = phase else { return [] }
    return end(with: result)
  }

  /// Whether the prompt is presented or on its way in or out: a layout pass concerns it.
  private var isOnScreenOrGoing: Bool {
    switch phase {
    case .idle, .waitingForPresenter, .ended: false
    default: true
    }
  }

  /// Whether UIKit holds the prompt as presented, so its presence must be watched.
  private var isPresented: Bool {
    switch phase {
    case .appearing, .endingWhenShown, .onScreen, .covered, .endingWhenUncovered, .dismissing:
      true
    case .idle, .waitingForPresenter, .presenting, .ended:
      false
    }
  }

  /// Starts or stops watching the presence when whether the prompt is presented changed.
  private mutating func watchingAsNeeded() -> [Effect] {
    guard isWatching != isPresented else { return [] }
    isWatching = isPresented
    return [isWatching ? .startWatchingPresence : .stopWatchingPresence]
  }

  /// What a call on the prompt did: Okay and the error follow it; a refusal moves VoiceOver to
  /// the error; an end leaves the screen.
  private mutating func outcome(of event: TextPromptEvent) -> [Effect] {
    switch event {
    case .refused: rendered() + [.announceError]
    case .finished(let result): rendered() + finish(with: result)
    case .textChanged, .unchanged, .ignored: rendered()
    }
  }

  /// Okay's state and the error line, where they differ from what is shown.
  private mutating func rendered() -> [Effect] {
    var effects: [Effect] = []
    if shownOkayEnabled != prompt.isOkayEnabled {
      shownOkayEnabled = prompt.isOkayEnabled
      effects.append(.enableOkay(prompt.isOkayEnabled))
    }
    if shownError != prompt.errorMessage {
      shownError = prompt.errorMessage
      effects.append(.showError(prompt.errorMessage))
    }
    return effects
  }

  /// The prompt ended with `result`: it leaves the screen, and the caller hears the result once
  /// it has. While it is still being presented the dismissal waits for it to appear; while it is
  /// covered, for it to be uncovered.
  private mutating func finish(with result: TextPromptResult) -> [Effect] {
    switch phase {
    case .presenting, .appearing:
      phase = .endingWhenShown(result)
      return []
    case .waitingForPresenter:
      // Never shown: nothing to dismiss.
      return end(with: result)
    case .onScreen:
      phase = .dismissing(result)
      return [.resignField, .dismiss(animated: isAnimated)]
    case .covered:
      phase = .endingWhenUncovered(result)
      guard !isConcealed else { return [] }
      isConcealed = true
      return [.conceal]
    case .idle:
      phase = .ended(result)
      return []
    case .endingWhenShown, .endingWhenUncovered, .dismissing, .ended:
      return []
    }
  }

  /// The prompt left for good without an answer: cancelled, and its caller hears so.
  private mutating func cancelledAndGone() -> [Effect] {
    prompt.cancel()
    return rendered() + end(with: .cancelled)
  }

  /// Off screen with `result`; the waiting caller, if any, hears it.
  private mutating func end(with result: TextPromptResult) -> [Effect] {
    phase = .ended(result)
    return resumeWaitingCaller(with: result)
  }

  /// `result` for the waiting caller, who then waits no more; nothing when no caller waits.
  private mutating func resumeWaitingCaller(with result: TextPromptResult) -> [Effect] {
    guard isCallerWaiting else { return [] }
    isCallerWaiting = false
    return [.resume(result)]
  }
}
