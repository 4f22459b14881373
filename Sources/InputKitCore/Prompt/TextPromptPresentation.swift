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
public struct TextPromptPresentation: Hashable, Sendable {
  /// Where the prompt is.
  public enum Phase: Hashable, Sendable {
    /// Not on screen and not asked to be.
    case idle
    /// UIKit was asked to present it.
    case presenting
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

  /// A presentation that has not started.
  public init() {}

  /// A caller asked to present the prompt, from a presenter that is in a window or not. The
  /// step's `resume` goes to *this* caller at once: a prompt that already ended gives its
  /// result; a second caller while another waits, or a presenter outside a window (nothing can
  /// be shown there), gets `cancelled` and leaves the first caller and the prompt as they were.
  public mutating func requestPresentation(presenterIsInWindow: Bool) -> Step {
    switch phase {
    case .ended(let result):
      return .resume(result)
    case .presenting, .onScreen, .dismissing:
      return .resume(.cancelled)
    case .idle:
      guard presenterIsInWindow else { return .resume(.cancelled) }
      phase = .presenting
      return .present
    }
  }

  /// UIKit returned from `present(_:animated:completion:)`; `isBeingPresented` tells whether it
  /// took the prompt (`presentingViewController` is set). A refusal resumes the caller with
  /// `cancelled` and makes the prompt presentable again.
  public mutating func presentCallReturned(isBeingPresented: Bool) -> Step {
    guard phase == .presenting else { return .none }
    guard isBeingPresented else {
      phase = .idle
      return .resume(.cancelled)
    }
    phase = .onScreen
    return .none
  }

  /// The prompt ended with `result` (Okay, Return, Cancel): it leaves the screen first, and the
  /// caller hears the result once it has (``dismissalCompleted()``).
  public mutating func promptEnded(with result: TextPromptResult) -> Step {
    switch phase {
    case .presenting, .onScreen:
      phase = .dismissing(result)
      return .dismiss
    case .idle:
      phase = .ended(result)
      return .none
    case .dismissing, .ended:
      return .none
    }
  }

  /// The dismissal finished: the caller gets the result now.
  public mutating func dismissalCompleted() -> Step {
    guard case .dismissing(let result) = phase else { return .none }
    phase = .ended(result)
    return .resume(result)
  }

  /// The prompt left the screen (`viewDidDisappear`): by its own dismissal, which resumes the
  /// caller with the result if the dismissal's completion has not already, or because its
  /// presenter went away, which ends it as `cancelled`.
  public mutating func disappeared() -> Step {
    switch phase {
    case .presenting, .onScreen:
      phase = .ended(.cancelled)
      return .resume(.cancelled)
    case .dismissing(let result):
      phase = .ended(result)
      return .resume(result)
    case .idle, .ended:
      return .none
    }
  }
}
