import Testing

@testable import InputKitCore

@Suite("Text prompt presentation")
struct TextPromptPresentationTests {
  @Test("Okay dismisses first; the caller hears the result once the dismissal completed")
  func resumesAfterDismissal() {
    var presentation = TextPromptPresentation()
    #expect(presentation.requestPresentation(presenterIsInWindow: true) == .present)
    #expect(presentation.presentCallReturned(isBeingPresented: true) == .none)
    #expect(presentation.appeared() == .none)
    #expect(presentation.promptEnded(with: .accepted(text: "15")) == .dismiss)
    #expect(presentation.dismissalCompleted() == .resume(.accepted(text: "15")))
    // viewDidDisappear after the completion resumes nobody a second time.
    #expect(presentation.disappeared() == .none)
  }

  @Test("the result comes once even when viewDidDisappear runs before the dismissal completion")
  func disappearanceFirst() {
    var presentation = TextPromptPresentation()
    _ = presentation.requestPresentation(presenterIsInWindow: true)
    _ = presentation.presentCallReturned(isBeingPresented: true)
    _ = presentation.appeared()
    _ = presentation.promptEnded(with: .cancelled)
    #expect(presentation.disappeared() == .resume(.cancelled))
    #expect(presentation.dismissalCompleted() == .none)
  }

  @Test("a presentation UIKit refuses resumes the caller as cancelled and can be tried again")
  func refused() {
    var presentation = TextPromptPresentation()
    _ = presentation.requestPresentation(presenterIsInWindow: true)
    #expect(presentation.presentCallReturned(isBeingPresented: false) == .resume(.cancelled))
    #expect(presentation.phase == .idle)
    #expect(presentation.requestPresentation(presenterIsInWindow: true) == .present)
  }

  @Test("a presenter outside a window cancels at once without poisoning the next call")
  func notInWindow() {
    var presentation = TextPromptPresentation()
    #expect(presentation.requestPresentation(presenterIsInWindow: false) == .resume(.cancelled))
    #expect(presentation.requestPresentation(presenterIsInWindow: true) == .present)
  }

  @Test("a second caller while one waits is cancelled; the first keeps waiting")
  func secondCaller() {
    var presentation = TextPromptPresentation()
    _ = presentation.requestPresentation(presenterIsInWindow: true)
    _ = presentation.presentCallReturned(isBeingPresented: true)
    _ = presentation.appeared()
    #expect(presentation.requestPresentation(presenterIsInWindow: true) == .resume(.cancelled))
    #expect(presentation.phase == .onScreen)
  }

  @Test("a presenter that goes away ends the prompt as cancelled")
  func presenterGone() {
    var presentation = TextPromptPresentation()
    _ = presentation.requestPresentation(presenterIsInWindow: true)
    _ = presentation.presentCallReturned(isBeingPresented: true)
    #expect(presentation.disappeared() == .resume(.cancelled))
    #expect(presentation.requestPresentation(presenterIsInWindow: true) == .resume(.cancelled))
  }

  @Test("ended while UIKit is still presenting it, the prompt is dismissed once it has appeared")
  func endedWhilePresenting() {
    var presentation = TextPromptPresentation()
    _ = presentation.requestPresentation(presenterIsInWindow: true)
    _ = presentation.presentCallReturned(isBeingPresented: true)
    // UIKit would ignore a dismissal now, so nothing is asked of it yet.
    #expect(presentation.promptEnded(with: .accepted(text: "7")) == .none)
    #expect(presentation.appeared() == .dismiss)
    #expect(presentation.dismissalCompleted() == .resume(.accepted(text: "7")))
  }

  @Test("ended before UIKit even answered: a refusal gives the result, an acceptance waits")
  func endedBeforeThePresentCallReturned() {
    var refused = TextPromptPresentation()
    _ = refused.requestPresentation(presenterIsInWindow: true)
    #expect(refused.promptEnded(with: .cancelled) == .none)
    #expect(refused.presentCallReturned(isBeingPresented: false) == .resume(.cancelled))

    var accepted = TextPromptPresentation()
    _ = accepted.requestPresentation(presenterIsInWindow: true)
    _ = accepted.promptEnded(with: .accepted(text: "1"))
    #expect(accepted.presentCallReturned(isBeingPresented: true) == .none)
    #expect(accepted.appeared() == .dismiss)
  }

  @Test("a prompt that ended before it was presented gives its result at once")
  func endedBeforePresenting() {
    var presentation = TextPromptPresentation()
    #expect(presentation.promptEnded(with: .cancelled) == .none)
    #expect(presentation.requestPresentation(presenterIsInWindow: true) == .resume(.cancelled))
  }

  @Test("the field takes the keyboard only once the prompt has appeared and while it is open")
  func fieldFocus() {
    var presentation = TextPromptPresentation()
    #expect(!presentation.fieldTakesFocus)
    _ = presentation.requestPresentation(presenterIsInWindow: true)
    #expect(!presentation.fieldTakesFocus)
    _ = presentation.presentCallReturned(isBeingPresented: true)
    #expect(!presentation.fieldTakesFocus)
    _ = presentation.appeared()
    #expect(presentation.fieldTakesFocus)
    _ = presentation.promptEnded(with: .cancelled)
    #expect(!presentation.fieldTakesFocus)

    var endedEarly = TextPromptPresentation()
    _ = endedEarly.requestPresentation(presenterIsInWindow: true)
    _ = endedEarly.presentCallReturned(isBeingPresented: true)
    _ = endedEarly.promptEnded(with: .cancelled)
    #expect(endedEarly.appeared() == .dismiss)
    #expect(!endedEarly.fieldTakesFocus)
  }

  /// What the controller reports to the presentation, in the order UIKit makes it.
  enum Report: Hashable, Sendable, CustomStringConvertible {
    case request(presenterIsInWindow: Bool)
    case presentCallReturned(isBeingPresented: Bool)
    case appeared
    case ended(TextPromptResult)
    case dismissalCompleted
    case disappeared

    var description: String {
      switch self {
      case .request(let inWindow): "request(inWindow: \(inWindow))"
      case .presentCallReturned(let taken): "presentCallReturned(\(taken))"
      case .appeared: "appeared"
      case .ended(let result): "ended(\(result))"
      case .dismissalCompleted: "dismissalCompleted"
      case .disappeared: "disappeared"
      }
    }
  }

  struct LateCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// Each report and the step it must give.
    let reports: [(Report, TextPromptPresentation.Step)]
    let phase: TextPromptPresentation.Phase
  }

  static let refusedButShown: [(Report, TextPromptPresentation.Step)] = [
    (.request(presenterIsInWindow: true), .present),
    (.presentCallReturned(isBeingPresented: false), .resume(.cancelled)),
  ]

  static let lateCases: [LateCase] = [
    LateCase(
      testDescription: "shown late after a refusal: Okay dismisses it, nobody is resumed again",
      reports: refusedButShown + [
        (.appeared, .none), (.ended(.accepted(text: "5")), .dismiss), (.dismissalCompleted, .none),
        (.disappeared, .none),
      ], phase: .ended(.accepted(text: "5"))),
    LateCase(
      testDescription: "shown late after a refusal: Cancel dismisses it, disappearing first",
      reports: refusedButShown + [
        (.appeared, .none), (.ended(.cancelled), .dismiss), (.disappeared, .none),
        (.dismissalCompleted, .none),
      ], phase: .ended(.cancelled)),
    LateCase(
      testDescription:
        "shown late after a refusal, then its presenter goes away: it ends cancelled",
      reports: refusedButShown + [(.appeared, .none), (.disappeared, .none)],
      phase: .ended(.cancelled)),
    LateCase(
      testDescription: "ended before it was shown late: dismissed as soon as it appears",
      reports: refusedButShown + [
        (.ended(.cancelled), .none), (.appeared, .dismiss), (.dismissalCompleted, .none),
      ], phase: .ended(.cancelled)),
    LateCase(
      testDescription: "a new caller while a late-shown prompt is up is cancelled at once",
      reports: refusedButShown + [
        (.appeared, .none), (.request(presenterIsInWindow: true), .resume(.cancelled)),
        (.ended(.accepted(text: "2")), .dismiss), (.dismissalCompleted, .none),
      ], phase: .ended(.accepted(text: "2"))),
    LateCase(
      testDescription: "after a late-shown prompt ended, the next caller hears its result at once",
      reports: refusedButShown + [
        (.appeared, .none), (.ended(.accepted(text: "9")), .dismiss), (.dismissalCompleted, .none),
        (.request(presenterIsInWindow: true), .resume(.accepted(text: "9"))),
      ], phase: .ended(.accepted(text: "9"))),
    LateCase(
      testDescription: "a waiting caller is resumed once, whatever UIKit reports after",
      reports: [
        (.request(presenterIsInWindow: true), .present),
        (.presentCallReturned(isBeingPresented: true), .none), (.appeared, .none),
        (.ended(.accepted(text: "3")), .dismiss),
        (.dismissalCompleted, .resume(.accepted(text: "3"))), (.disappeared, .none),
        (.appeared, .dismiss), (.dismissalCompleted, .none),
      ], phase: .ended(.accepted(text: "3"))),
  ]

  @Test(
    "a presentation UIKit shows after it seemed refused can still be ended and is dismissed",
    arguments: lateCases)
  func shownLate(_ example: LateCase) {
    var presentation = TextPromptPresentation()
    for (report, step) in example.reports {
      let got: TextPromptPresentation.Step
      switch report {
      case .request(let inWindow):
        got = presentation.requestPresentation(presenterIsInWindow: inWindow)
      case .presentCallReturned(let taken):
        got = presentation.presentCallReturned(isBeingPresented: taken)
      case .appeared: got = presentation.appeared()
      case .ended(let result): got = presentation.promptEnded(with: result)
      case .dismissalCompleted: got = presentation.dismissalCompleted()
      case .disappeared: got = presentation.disappeared()
      }
      #expect(got == step, "after \(report)")
    }
    #expect(presentation.phase == example.phase)
    #expect(!presentation.isCallerWaiting)
  }

  @Test("a prompt shown late takes the keyboard like one shown at once")
  func shownLateTakesFocus() {
    var presentation = TextPromptPresentation()
    _ = presentation.requestPresentation(presenterIsInWindow: true)
    _ = presentation.presentCallReturned(isBeingPresented: false)
    #expect(!presentation.fieldTakesFocus)
    _ = presentation.appeared()
    #expect(presentation.fieldTakesFocus)
  }
}
