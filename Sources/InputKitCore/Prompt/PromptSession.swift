import Foundation

/// The text prompt's whole interaction, from the caller's `await` to its one result: the
/// presentation, the keyboard, the layout, the text and its validation, the buttons and keys
/// that end it, and the dismissal.
///
/// UIKit reports what it observed as an ``Event`` (the caller asked, UIKit took the
/// presentation, the prompt appeared or disappeared and why, the keyboard moved, a layout pass
/// measured the parts, the person typed or pressed something, the dismissal finished); the
/// session answers with the ``Effect``s UIKit must carry out, in order. It decides everything
/// in between, so a test can script a device story as events in and the exact effects out.
///
/// - **One answer per caller.** Every request to present gets exactly one ``Effect/answer(_:)``
///   at once (the prompt already ended, another caller waits, the presenter is in no window)
///   or an ``Effect/present``, after which it is the waiting caller and gets exactly one
///   ``Effect/resume(_:)``, only after the prompt has left the screen. UIKit refuses a
///   presentation while the presenter is busy and then calls no completion, so a refusal
///   (``Event/presentCallReturned(isBeingPresented:)``) resumes the caller as cancelled; should
///   UIKit show the prompt after all, it can still be ended and is dismissed, and nobody is
///   resumed twice.
/// - **Only its own leaving cancels it.** A view controller presented over the prompt (a
///   passcode, a permission, a paywall) makes it disappear too; that keeps the text and the
///   caller waiting, and the field takes the keyboard again when the prompt reappears. Only
///   a ``Departure`` that ends it (dismissed, removed from its parent, or its presenter gone)
///   cancels.
/// - **One movement in.** UIKit presents the prompt without its own transition; the prompt is
///   concealed until it has appeared, then the field takes the keyboard and the prompt fades in
///   while its field rides up with the keyboard, as the system's alerts with text fields come
///   up. Under Reduce Motion nothing slides: the parts go straight to where the keyboard will
///   be and the prompt only fades.
/// - **Okay, Return and the keys.** Okay and Return obey the same rule (``TextPrompt``); Cancel,
///   VoiceOver's escape gesture and a hardware keyboard's Esc and ⌘. (``HardwareKey``) cancel;
///   the destructive action, when the prompt offers one, ends it as
///   ``TextPromptResult/destructive``.
package struct PromptSession: Sendable {
  /// A fact UIKit observed.
  package enum Event: Equatable, Sendable {
    /// A caller asked to present the prompt.
    case presentRequested(Request)
    /// UIKit returned from `present(_:animated:completion:)`; `isBeingPresented` says whether
    /// it took the prompt (`presentingViewController` is set).
    case presentCallReturned(isBeingPresented: Bool)
    /// The prompt appeared (`viewDidAppear`), first or again once uncovered.
    case appeared
    /// The prompt disappeared (`viewDidDisappear`), for the reason ``Departure`` says.
    case disappeared(Departure)
    /// The keyboard is about to move (`keyboardWillChangeFrameNotification`).
    case keyboardWillChangeFrame(KeyboardFrameChange)
    /// A layout pass (`viewDidLayoutSubviews`) measured the parts in these surroundings.
    case laidOut(Surroundings)
    /// The field's text changed (typed, pasted, or by a custom keyboard).
    case textChanged(String)
    /// The Okay button.
    case okay
    /// The Return key, on screen or on a hardware keyboard.
    case returnKey
    /// The Cancel button, or the app's own `cancel()`.
    case cancel
    /// VoiceOver's escape gesture, or Esc or ⌘. on a hardware keyboard.
    case escape
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
    /// Present the prompt over the presenter, without UIKit's transition; the caller that
    /// just asked waits for ``resume(_:)``.
    case present
    /// Make the prompt invisible (alpha 0) until ``reveal(_:)``.
    case conceal
    /// Make the prompt visible, fading with this animation, or at once for `nil`.
    case reveal(KeyboardAnimation?)
    /// Lay the prompt out again (a layout pass, which reports ``Event/laidOut(_:)``), moving
    /// with this animation, or at once for `nil`.
    case layOut(KeyboardAnimation?)
    /// Set the parts' frames.
    case place(Frames)
    /// Make the field first responder: the keyboard comes up.
    case focusField
    /// Make the field resign first responder: the keyboard goes down.
    case resignField
    /// Enable or disable Okay.
    case enableOkay(Bool)
    /// Show this inline error under the field, or none.
    case showError(String?)
    /// Move VoiceOver to the inline error, which says why Okay or Return did nothing.
    case announceError
    /// Dismiss the prompt (its presenter dismisses it and whatever it presents), animated or
    /// not; UIKit reports ``Event/dismissalFinished`` when it is done.
    case dismiss(animated: Bool)
    /// Give the waiting caller this result; it waits no more.
    case resume(TextPromptResult)
  }

  /// What a caller's request to present says about where and how.
  package struct Request: Equatable, Sendable {
    /// Whether the view controller the prompt would be presented from is in a window: UIKit
    /// shows nothing from one that is not.
    package var isPresenterInWindow: Bool
    /// Whether the prompt comes and goes with animation.
    package var isAnimated: Bool
    /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`).
    package var reducesMotion: Bool

    /// A request.
    package init(isPresenterInWindow: Bool, isAnimated: Bool = true, reducesMotion: Bool = false) {
      self.isPresenterInWindow = isPresenterInWindow
      self.isAnimated = isAnimated
      self.reducesMotion = reducesMotion
    }
  }

  /// Why the prompt disappeared, as `viewDidDisappear` can tell.
  package struct Departure: Equatable, Sendable {
    /// The prompt itself is being dismissed (`isBeingDismissed`).
    package var isBeingDismissed: Bool
    /// The prompt is being removed from a parent view controller (`isMovingFromParent`).
    package var isMovingFromParent: Bool
    /// The view controller that presented the prompt is gone (`presentingViewController` is
    /// `nil`) or is itself being dismissed.
    package var isPresenterGone: Bool

    /// A departure.
    package init(isBeingDismissed: Bool, isMovingFromParent: Bool, isPresenterGone: Bool) {
      self.isBeingDismissed = isBeingDismissed
      self.isMovingFromParent = isMovingFromParent
      self.isPresenterGone = isPresenterGone
    }

    /// Covered by a view controller presented over the prompt: it will come back.
    package static let covered = Departure(
      isBeingDismissed: false, isMovingFromParent: false, isPresenterGone: false)
    /// Dismissed.
    package static let dismissed = Departure(
      isBeingDismissed: true, isMovingFromParent: false, isPresenterGone: false)

    /// Whether the prompt is leaving for good, which ends it; otherwise something covers it.
    package var endsPrompt: Bool { isBeingDismissed || isMovingFromParent || isPresenterGone }
  }

  /// Where the prompt is.
  package enum Phase: Equatable, Sendable {
    /// Not on screen and not asked to be.
    case idle
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
    /// Presented but covered by a view controller presented over it; it keeps its text.
    case covered
    /// Ended with this result; leaving the screen.
    case dismissing(TextPromptResult)
    /// Ended with this result and off screen.
    case ended(TextPromptResult)
  }

  /// The animation the prompt fades in with when no keyboard says otherwise: the system
  /// keyboard's usual duration and curve (7), so the fade and the keyboard arrive together.
  package static let revealAnimation = KeyboardAnimation(
    duration: 0.25, curveOptions: 7 << KeyboardAnimation.curveShift)

  /// The prompt's text, validation and result.
  package private(set) var prompt: TextPrompt
  /// How the prompt looks: its gaps and reserved lines decide the layout.
  package let appearance: PromptAppearance
  /// Whether the prompt offers a destructive action.
  package let offersDestructiveAction: Bool
  /// Where the prompt is now.
  package private(set) var phase: Phase
  /// Whether a caller waits for the result: one that was told ``Effect/present`` and has not
  /// been resumed yet. A ``Effect/resume(_:)`` only ever goes to it.
  package private(set) var isCallerWaiting = false
  /// The last keyboard frame change of this app's keyboard, converted at each layout pass.
  private(set) var keyboardChange: KeyboardFrameChange?
  private var isAnimated = true
  private var reducesMotion = false
  private var isConcealed = false
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

  /// The effects of `event`, in the order UIKit must carry them out.
  package mutating func handle(_ event: Event) -> [Effect] {
    switch event {
    case .presentRequested(let request): requestPresentation(request)
    case .presentCallReturned(let isBeingPresented): presentCallReturned(isBeingPresented)
    case .appeared: appeared()
    case .disappeared(let departure): disappeared(departure)
    case .keyboardWillChangeFrame(let change): keyboardWillChangeFrame(change)
    case .laidOut(let surroundings): [.place(frames(in: surroundings))]
    case .textChanged(let text): outcome(of: prompt.updateText(text))
    case .okay: outcome(of: prompt.pressOkay())
    case .returnKey: outcome(of: prompt.pressReturn())
    case .cancel: outcome(of: prompt.cancel())
    case .escape: outcome(of: prompt.escape())
    case .destructiveAction:
      offersDestructiveAction ? outcome(of: prompt.pressDestructiveAction()) : []
    case .textSizeChanged: isOnScreenOrGoing ? [.layOut(nil)] : []
    case .dismissalFinished: dismissalFinished()
    }
  }

  private mutating func requestPresentation(_ request: Request) -> [Effect] {
    switch phase {
    case .ended(let result):
      return [.answer(result)]
    case .presenting, .appearing, .endingWhenShown, .onScreen, .covered, .dismissing:
      return [.answer(.cancelled)]
    case .idle:
      guard request.isPresenterInWindow else { return [.answer(.cancelled)] }
      phase = .presenting
      isCallerWaiting = true
      isAnimated = request.isAnimated
      reducesMotion = request.reducesMotion
      isConcealed = request.isAnimated
      return rendered() + (isConcealed ? [.conceal, .present] : [.present])
    }
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
      guard isConcealed else { return [.focusField] }
      isConcealed = false
      return [.focusField, .reveal(isAnimated ? Self.revealAnimation : nil)]
    case .endingWhenShown(let result), .ended(let result):
      phase = .dismissing(result)
      return [.dismiss(animated: isAnimated)]
    case .onScreen, .dismissing:
      return []
    }
  }

  private mutating func disappeared(_ departure: Departure) -> [Effect] {
    switch phase {
    case .endingWhenShown(let result), .dismissing(let result):
      return end(with: result)
    case .presenting, .appearing, .onScreen, .covered:
      guard departure.endsPrompt else {
        phase = .covered
        return []
      }
      prompt.cancel()
      return rendered() + end(with: .cancelled)
    case .idle, .ended:
      return []
    }
  }

  private mutating func keyboardWillChangeFrame(_ change: KeyboardFrameChange) -> [Effect] {
    // The keyboard of the app beside this one (Split View, Slide Over) covers none of it.
    guard change.isLocal else { return [] }
    keyboardChange = change
    guard isOnScreenOrGoing else { return [] }
    return [.layOut(reducesMotion ? nil : change.animation)]
  }

  private mutating func dismissalFinished() -> [Effect] {
    guard case .dismissing(let result) = phase else { return [] }
    return end(with: result)
  }

  /// Whether the prompt is presented or on its way in or out: a layout pass concerns it.
  private var isOnScreenOrGoing: Bool {
    switch phase {
    case .idle, .ended: false
    default: true
    }
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
  /// it has. While it is still being presented the dismissal waits for it to appear.
  private mutating func finish(with result: TextPromptResult) -> [Effect] {
    switch phase {
    case .presenting, .appearing:
      phase = .endingWhenShown(result)
      return []
    case .onScreen, .covered:
      phase = .dismissing(result)
      return [.resignField, .dismiss(animated: isAnimated)]
    case .idle:
      phase = .ended(result)
      return []
    case .endingWhenShown, .dismissing, .ended:
      return []
    }
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
