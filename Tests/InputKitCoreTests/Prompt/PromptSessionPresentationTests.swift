import Testing

@testable import InputKitCore

@Suite("Prompt session: presenting and answering the caller")
struct PromptSessionPresentationTests {
  static let request = PromptSession.Event.presentRequested(.init(isPresenterInWindow: true))
  static let asked: PromptScript = [(request, [.enableOkay(false), .conceal, .present])]

  @Test("a prompt that appears before UIKit's present call returns still takes the keyboard")
  func appearedBeforePresentReturned() {
    var session = PromptStory.session()
    session.play(
      Self.asked + [
        (.appeared, [.focusField, .reveal(PromptSession.revealAnimation)]),
        (.presentCallReturned(isBeingPresented: true), []),
        (.textChanged("8"), [.enableOkay(true)]),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.accepted(text: "8"))]),
      ])
  }

  @Test("a presentation UIKit refuses answers the caller as cancelled, and can be tried again")
  func refused() {
    var session = PromptStory.session()
    session.play(
      Self.asked + [
        (.presentCallReturned(isBeingPresented: false), [.resume(.cancelled)]),
        (Self.request, [.conceal, .present]),
      ])
  }

  @Test(
    "a presenter outside a window is answered cancelled at once, without poisoning the next call")
  func notInWindow() {
    var session = PromptStory.session()
    session.play([
      (.presentRequested(.init(isPresenterInWindow: false)), [.answer(.cancelled)]),
      (Self.request, [.enableOkay(false), .conceal, .present]),
    ])
  }

  @Test("a second caller while one waits is answered cancelled; the first keeps waiting")
  func secondCaller() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (Self.request, [.answer(.cancelled)]),
        (.textChanged("1"), [.enableOkay(true)]),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.accepted(text: "1"))]),
      ])
  }

  @Test("ended while UIKit is still presenting it, the prompt is dismissed once it has appeared")
  func endedWhilePresenting() {
    var session = PromptStory.session(text: "7")
    session.play([
      (Self.request, [.enableOkay(true), .conceal, .present]),
      (.presentCallReturned(isBeingPresented: true), []),
      // UIKit would ignore a dismissal now, so nothing is asked of it yet.
      (.okay, [.enableOkay(false)]),
      (.appeared, [.dismiss(animated: true)]),
      (.dismissalFinished, [.resume(.accepted(text: "7"))]),
    ])
  }

  @Test("ended before UIKit even answered: a refusal gives the result, an acceptance waits")
  func endedBeforeThePresentCallReturned() {
    var refused = PromptStory.session()
    refused.play(
      Self.asked + [
        (.cancel, []),
        (.presentCallReturned(isBeingPresented: false), [.resume(.cancelled)]),
      ])

    var accepted = PromptStory.session(text: "1")
    accepted.play([
      (Self.request, [.enableOkay(true), .conceal, .present]),
      (.okay, [.enableOkay(false)]),
      (.presentCallReturned(isBeingPresented: true), []),
      (.appeared, [.dismiss(animated: true)]),
      (.disappeared(.dismissed), [.resume(.accepted(text: "1"))]),
    ])
  }

  @Test("a prompt that ended before it was presented answers its result at once")
  func endedBeforePresenting() {
    var session = PromptStory.session()
    session.play([(.cancel, [.enableOkay(false)]), (Self.request, [.answer(.cancelled)])])

    var ended = TextPrompt(title: "Amount")
    ended.cancel()
    var prepared = PromptSession(prompt: ended)
    prepared.play([(Self.request, [.answer(.cancelled)])])
  }

  @Test("a presenter that goes away before the prompt appeared ends it as cancelled")
  func presenterGoneWhileAppearing() {
    var session = PromptStory.session()
    session.play(
      Self.asked + [
        (.presentCallReturned(isBeingPresented: true), []),
        (
          .disappeared(
            .init(isBeingDismissed: false, isMovingFromParent: false, isPresenterGone: true)),
          [.resume(.cancelled)]
        ),
        (Self.request, [.answer(.cancelled)]),
      ])
  }

  /// Asked, then refused by UIKit: the caller heard `cancelled`.
  static let refusedThenShown: PromptScript =
    asked + [
      (.presentCallReturned(isBeingPresented: false), [.resume(.cancelled)]),
      // UIKit shows it after all: it is on screen with no caller waiting.
      (.appeared, [.focusField, .reveal(PromptSession.revealAnimation)]),
    ]

  struct LateCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let script: @Sendable () -> PromptScript
  }

  static let lateCases: [LateCase] = [
    LateCase(testDescription: "Okay dismisses it, nobody is resumed again") {
      refusedThenShown + [
        (.textChanged("5"), [.enableOkay(true)]),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, []), (.disappeared(.dismissed), []),
      ]
    },
    LateCase(testDescription: "Cancel dismisses it, disappearing first") {
      refusedThenShown + [
        (.cancel, [.resignField, .dismiss(animated: true)]), (.disappeared(.dismissed), []),
        (.dismissalFinished, []),
      ]
    },
    LateCase(testDescription: "its presenter goes away: it ends cancelled, answering nobody") {
      refusedThenShown + [
        (
          .disappeared(
            .init(isBeingDismissed: false, isMovingFromParent: false, isPresenterGone: true)), []
        )
      ]
    },
    LateCase(testDescription: "a new caller while it is up is answered cancelled at once") {
      refusedThenShown + [
        (request, [.answer(.cancelled)]),
        (.cancel, [.resignField, .dismiss(animated: true)]),
        (.dismissalFinished, []),
      ]
    },
    LateCase(testDescription: "after it ended, the next caller hears its result at once") {
      refusedThenShown + [
        (.textChanged("9"), [.enableOkay(true)]),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, []), (request, [.answer(.accepted(text: "9"))]),
      ]
    },
  ]

  @Test(
    "a presentation UIKit shows after it seemed refused can still be ended, and answers nobody twice",
    arguments: lateCases)
  func shownLate(_ example: LateCase) {
    var session = PromptStory.session()
    session.play(example.script())
    #expect(!session.isCallerWaiting)
  }

  @Test("a waiting caller is resumed once, whatever UIKit reports after")
  func resumedOnce() {
    var session = PromptStory.session(text: "3")
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.accepted(text: "3"))]),
        (.disappeared(.dismissed), []),
        (.appeared, [.dismiss(animated: true)]),
        (.dismissalFinished, []),
        (.disappeared(.dismissed), []),
      ])
  }

  /// Every event a device can report, for the property below.
  static let anyEvent: [PromptSession.Event] = [
    request, .presentRequested(.init(isPresenterInWindow: false)),
    .presentCallReturned(isBeingPresented: true), .presentCallReturned(isBeingPresented: false),
    .appeared, .disappeared(.covered), .disappeared(.dismissed),
    .disappeared(.init(isBeingDismissed: false, isMovingFromParent: true, isPresenterGone: false)),
    .keyboardWillChangeFrame(PromptStory.keyboardUp), .laidOut(PromptStory.layoutPass),
    .textChanged(""), .textChanged("4"), .okay, .returnKey, .cancel, .escape, .destructiveAction,
    .textSizeChanged, .dismissalFinished,
  ]

  @Test(
    "await present() returns exactly once: in any order of events, each request is answered or kept waiting, and a waiting caller is resumed once"
  )
  func exactlyOnce() {
    var generator = SeededGenerator(seed: 0x5EED_2022)
    for _ in 0..<2_000 {
      var session = PromptStory.session(offersDestructiveAction: Bool.random(using: &generator))
      var waiting = 0
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        let event = Self.anyEvent.randomElement(using: &generator)!
        let effects = session.handle(event)
        let answers = effects.filter { if case .answer = $0 { true } else { false } }.count
        let presents = effects.filter { $0 == .present }.count
        let resumes = effects.filter { if case .resume = $0 { true } else { false } }.count
        if case .presentRequested = event {
          // Each request gets exactly one of the two.
          #expect(answers + presents == 1, "\(event)")
        } else {
          #expect(answers + presents == 0, "\(event)")
        }
        waiting += presents
        waiting -= resumes
        #expect((0...1).contains(waiting), "after \(event)")
        #expect(session.isCallerWaiting == (waiting == 1))
      }
      // Once the prompt ended and left the screen, nobody is left waiting.
      if case .ended = session.phase { #expect(waiting == 0) }
    }
  }
}
