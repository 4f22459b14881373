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
}
