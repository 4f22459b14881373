import Testing

@testable import InputKitCore

@Suite("Text prompt presentation")
struct TextPromptPresentationTests {
  @Test("Okay dismisses first; the caller hears the result once the dismissal completed")
  func resumesAfterDismissal() {
    var presentation = TextPromptPresentation()
    #expect(presentation.requestPresentation(presenterIsInWindow: true) == .present)
    #expect(presentation.presentCallReturned(isBeingPresented: true) == .none)
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

  @Test("a prompt that ended before it was presented gives its result at once")
  func endedBeforePresenting() {
    var presentation = TextPromptPresentation()
    #expect(presentation.promptEnded(with: .cancelled) == .none)
    #expect(presentation.requestPresentation(presenterIsInWindow: true) == .resume(.cancelled))
  }
}
