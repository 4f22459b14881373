/// When a presented prompt's caller gets its result: the steps between `await present()` and
/// the result, so that the caller is resumed exactly once, only after the prompt has left the
/// screen, and never left waiting when UIKit refuses to show it.
///
/// UIKit refuses a presentation while the presenter is already presenting or is mid-transition;
/// it then logs a warning and calls no completion, so a caller waiting for the completion
/// would wait forever. The controller therefore reports, right after asking UIKit, whether the
/// prompt is being presented (``presentCallReturned(isBeingPresented:)``), and a refusal
/// resumes the caller with ``TextPromptResult/cancelled`` at once. The prompt stays usable:
/// it may be presented again.
///
/// UIKit may still show a presentation it seemed to refuse (`presentingViewController` set
/// late). Such a prompt is on screen with no caller waiting: Okay, Return and Cancel dismiss it
/// as usual, and the caller that already heard `cancelled` hears nothing more.
public struct TextPromptPresentation: Hashable, Sendable {
  /// Where the prompt is.
  public enum Phase: Hashable, Sendable {
    /// Not on screen and not asked to be.
    case idle
    /// UIKit was asked to present it.
    case presenting
    /// UIKit took it; its appearance transition is running.
    case appearing
    /// Ended with this result while still being presented: UIKit ignores a dismissal during a
    /// presentation (no completion, no `viewDidDisappear`), so it is dismissed once it has
    /// appeared.
    case endingWhenShown(TextPromptResult)
    /// On screen.
    case onScreen
    /// Ended with this result; leaving the screen.
    case dismissing(TextPromptResult)
    /// Ended with this result and off screen.
    case ended(TextPromptResult)
  }

  /// What the controller does next.
  public enum Step: Hashable, Sendable {
    /// Ask UIKit to present the prompt.
    case present
    /// Ask UIKit to dismiss the prompt.
    case dismiss
    /// Give the waiting caller this result.
    case resume(TextPromptResult)
    /// Nothing.
    case none
  }

  /// Where the prompt is now.
  public private(set) var phase: Phase = .idle

  /// Whether a caller is waiting for the result: one that was told to present and has not
  /// been resumed yet. A `resume` step only ever goes to it, so no caller is resumed twice.
  public private(set) var isCallerWaiting = false

  /// A presentation that has not started.
  public init() {}

  /// Whether the field takes the keyboard now (becomes first responder): only once the prompt
  /// is on screen and open. Before it has appeared UIKit may refuse; a prompt that ended while
  /// it was being presented leaves without bringing the keyboard up for a moment.
  public var fieldTakesFocus: Bool { phase == .onScreen }

  /// A caller asked to present the prompt, from a presenter that is in a window or not. The
  /// step's `resume` goes to *this* caller at once: a prompt that already ended gives its
  /// result; a second caller while another waits, or a presenter outside a window (nothing can
  /// be shown there), gets `cancelled` and leaves the first caller and the prompt as they were.
  public mutating func requestPresentation(presenterIsInWindow: Bool) -> Step {
    switch phase {
    case .ended(let result):
      return .resume(result)
    case .presenting, .appearing, .endingWhenShown, .onScreen, .dismissing:
      return .resume(.cancelled)
    case .idle:
      guard presenterIsInWindow else { return .resume(.cancelled) }
      phase = .presenting
      isCallerWaiting = true
      return .present
    }
  }

  /// UIKit returned from `present(_:animated:completion:)`; `isBeingPresented` tells whether it
  /// took the prompt (`presentingViewController` is set). A refusal resumes the caller with
  /// `cancelled` and makes the prompt presentable again.
  public mutating func presentCallReturned(isBeingPresented: Bool) -> Step {
    switch phase {
    case .presenting:
      guard isBeingPresented else {
        phase = .idle
        return resumeWaitingCaller(with: .cancelled)
      }
      phase = .appearing
      return .none
    case .endingWhenShown(let result):
      guard isBeingPresented else { return end(with: result) }
      return .none
    default:
      return .none
    }
  }

  /// The prompt has appeared (`viewDidAppear`): a prompt that ended while it was being
  /// presented is dismissed now. One UIKit shows although its presentation was judged refused
  /// is on screen all the same, with no caller waiting, so ending it dismisses it; one that
  /// ended meanwhile is dismissed at once.
  public mutating func appeared() -> Step {
    switch phase {
    case .appearing, .idle:
      phase = .onScreen
      return .none
    case .endingWhenShown(let result), .ended(let result):
      phase = .dismissing(result)
      return .dismiss
    case .presenting, .onScreen, .dismissing:
      return .none
    }
  }

  /// The prompt ended with `result` (Okay, Return, Cancel, or the app's `cancel()`): it leaves
  /// the screen first, and the caller hears the result once it has (``dismissalCompleted()``).
  /// While the prompt is still being presented the dismissal waits for ``appeared()``.
  public mutating func promptEnded(with result: TextPromptResult) -> Step {
    switch phase {
    case .presenting, .appearing:
      phase = .endingWhenShown(result)
      return .none
    case .onScreen:
      phase = .dismissing(result)
      return .dismiss
    case .idle:
      phase = .ended(result)
      return .none
    case .endingWhenShown, .dismissing, .ended:
      return .none
    }
  }

  /// The dismissal finished: the caller gets the result now.
  public mutating func dismissalCompleted() -> Step {
    guard case .dismissing(let result) = phase else { return .none }
    return end(with: result)
  }

  /// The prompt left the screen (`viewDidDisappear`): by its own dismissal, which resumes the
  /// caller with the result if the dismissal's completion has not already, or because its
  /// presenter went away, which ends it as `cancelled`.
  public mutating func disappeared() -> Step {
    switch phase {
    case .presenting, .appearing, .onScreen:
      return end(with: .cancelled)
    case .endingWhenShown(let result), .dismissing(let result):
      return end(with: result)
    case .idle, .ended:
      return .none
    }
  }

  /// Off screen with `result`; the waiting caller, if any, hears it.
  private mutating func end(with result: TextPromptResult) -> Step {
    phase = .ended(result)
    return resumeWaitingCaller(with: result)
  }

  /// `result` for the waiting caller, who then waits no more; nothing when no caller waits.
  private mutating func resumeWaitingCaller(with result: TextPromptResult) -> Step {
    guard isCallerWaiting else { return .none }
    isCallerWaiting = false
    return .resume(result)
  }
}
