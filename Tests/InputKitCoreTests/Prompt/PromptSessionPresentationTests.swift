import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

@Suite("Prompt session: presenting and answering the caller")
struct PromptSessionPresentationTests {
  static let request = PromptSession.Event.presentRequested(.init(isPresenterInWindow: true))
  static let asked: PromptScript = [
    (request, [.keepCallerWaiting, .enableOkay(false), .conceal, .present])
  ]

  @Test("a prompt that appears before UIKit's present call returns still takes the keyboard")
  func appearedBeforePresentReturned() {
    var session = PromptStory.session()
    session.play(
      Self.asked + [
        (.appeared, [.focusField, .startWatchingPresence]),
        (.focusCallReturned, [.reveal(PromptSession.revealAnimation)]),
        (.presentCallReturned(isBeingPresented: true), []),
        (.textChanged("8"), [.enableOkay(true)]),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.accepted(text: "8")), .stopWatchingPresence]),
      ])
  }

  @Test("a presentation UIKit refuses answers the caller as cancelled, and can be tried again")
  func refused() {
    var session = PromptStory.session()
    session.play(
      Self.asked + [
        (.presentCallReturned(isBeingPresented: false), [.resume(.cancelled)]),
        // Still concealed from the first attempt: nothing to conceal again.
        (Self.request, [.keepCallerWaiting, .present]),
      ])
  }

  @Test(
    "refused while animated, then asked for without animation: the prompt is made visible again, never an invisible cover"
  )
  func refusedThenUnanimated() {
    var session = PromptStory.session()
    session.play(
      Self.asked + [
        (.presentCallReturned(isBeingPresented: false), [.resume(.cancelled)]),
        (
          .presentRequested(.init(isPresenterInWindow: true, isAnimated: false)),
          [.keepCallerWaiting, .reveal(nil), .present]
        ),
        (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
        (.appeared, [.focusField]),
        (.focusCallReturned, []),
      ])
  }

  @Test(
    "a presenter in the middle of a presentation (a sheet sliding in) is waited for, not refused")
  func presenterTransitioning() {
    var session = PromptStory.session()
    session.play([
      (
        .presentRequested(.init(isPresenterInWindow: true, isPresenterTransitioning: true)),
        [.keepCallerWaiting, .waitForPresenter]
      ),
      // Nothing is shown, so nothing is watched, and a second caller is still turned away.
      (Self.request, [.answer(.cancelled)]),
      // The sheet is in; another transition follows at once: wait again.
      (.presenterSettled(isInWindow: true, isTransitioning: true), [.waitForPresenter]),
      (
        .presenterSettled(isInWindow: true, isTransitioning: false),
        [.enableOkay(false), .conceal, .present]
      ),
      (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
      (.appeared, [.focusField]),
    ])
  }

  @Test("a presenter that left its window while waited for answers the caller cancelled")
  func presenterLeftWhileWaitedFor() {
    var session = PromptStory.session()
    session.play([
      (
        .presentRequested(.init(isPresenterInWindow: true, isPresenterTransitioning: true)),
        [.keepCallerWaiting, .waitForPresenter]
      ),
      (.presenterSettled(isInWindow: false, isTransitioning: false), [.resume(.cancelled)]),
      (.presenterSettled(isInWindow: true, isTransitioning: false), []),
      (Self.request, [.keepCallerWaiting, .enableOkay(false), .conceal, .present]),
    ])
  }

  @Test("a prompt cancelled while its presenter is waited for answers at once and never shows")
  func cancelledWhileWaitingForPresenter() {
    var session = PromptStory.session()
    session.play([
      (
        .presentRequested(.init(isPresenterInWindow: true, isPresenterTransitioning: true)),
        [.keepCallerWaiting, .waitForPresenter]
      ),
      (.cancel, [.enableOkay(false), .resume(.cancelled)]),
      (.presenterSettled(isInWindow: true, isTransitioning: false), []),
      (Self.request, [.answer(.cancelled)]),
    ])
  }

  @Test(
    "a presenter outside a window is answered cancelled at once, without poisoning the next call")
  func notInWindow() {
    var session = PromptStory.session()
    session.play([
      (.presentRequested(.init(isPresenterInWindow: false)), [.answer(.cancelled)]),
      (Self.request, [.keepCallerWaiting, .enableOkay(false), .conceal, .present]),
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
        (.dismissalFinished, [.resume(.accepted(text: "1")), .stopWatchingPresence]),
      ])
  }

  @Test("ended while UIKit is still presenting it, the prompt is dismissed once it has appeared")
  func endedWhilePresenting() {
    var session = PromptStory.session(text: "7")
    session.play([
      (Self.request, [.keepCallerWaiting, .enableOkay(true), .conceal, .present]),
      (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
      // UIKit would ignore a dismissal now, so nothing is asked of it yet.
      (.okay, [.enableOkay(false)]),
      (.appeared, [.dismiss(animated: true)]),
      (.dismissalFinished, [.resume(.accepted(text: "7")), .stopWatchingPresence]),
    ])
  }

  @Test("ended before UIKit even answered: a refusal gives the result, an acceptance waits")
  func endedBeforeThePresentCallReturned() {
    var refused = PromptStory.session()
    refused.play(
      Self.asked + [
        (.cancel, [.startWatchingPresence]),
        (
          .presentCallReturned(isBeingPresented: false),
          [.resume(.cancelled), .stopWatchingPresence]
        ),
      ])

    var accepted = PromptStory.session(text: "1")
    accepted.play([
      (Self.request, [.keepCallerWaiting, .enableOkay(true), .conceal, .present]),
      (.okay, [.enableOkay(false), .startWatchingPresence]),
      (.presentCallReturned(isBeingPresented: true), []),
      (.appeared, [.dismiss(animated: true)]),
      (.disappeared(.dismissed), [.resume(.accepted(text: "1")), .stopWatchingPresence]),
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
        (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
        (.presenceChecked(.notPresented), [.resume(.cancelled), .stopWatchingPresence]),
        (Self.request, [.answer(.cancelled)]),
      ])
  }

  @Test("a dismissal whose completion never comes ends once the watch finds the prompt gone")
  func dismissalWithoutCompletion() {
    var session = PromptStory.session(text: "4")
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.presenceChecked(.dismissed), []),
        (.presenceChecked(.notPresented), [.resume(.accepted(text: "4")), .stopWatchingPresence]),
        (.dismissalFinished, []),
      ])
  }

  @Test(
    "a dismissal UIKit dropped (another transition ran) is asked again by the watch, so the prompt never stays stuck on screen"
  )
  func droppedDismissal() {
    var session = PromptStory.session(text: "4")
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        // Still presented, in sight, and not being dismissed: UIKit dropped the call.
        (.presenceChecked(.inSight), [.dismiss(animated: true)]),
        (.presenceChecked(.dismissed), []),
        (.presenceChecked(.coveredBySheet), []),
        (.dismissalFinished, [.resume(.accepted(text: "4")), .stopWatchingPresence]),
      ])
  }

  /// Asked, then refused by UIKit: the caller heard `cancelled`.
  static let refusedThenShown: PromptScript =
    asked + [
      (.presentCallReturned(isBeingPresented: false), [.resume(.cancelled)]),
      // UIKit shows it after all: it is on screen with no caller waiting.
      (.appeared, [.focusField, .startWatchingPresence]),
      (.focusCallReturned, [.reveal(PromptSession.revealAnimation)]),
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
        (.disappeared(.dismissed), [.stopWatchingPresence]), (.dismissalFinished, []),
      ]
    },
    LateCase(testDescription: "Cancel dismisses it, disappearing first") {
      refusedThenShown + [
        (.cancel, [.resignField, .dismiss(animated: true)]),
        (.disappeared(.dismissed), [.stopWatchingPresence]), (.dismissalFinished, []),
      ]
    },
    LateCase(testDescription: "its presenter goes away: it ends cancelled, answering nobody") {
      refusedThenShown + [(.disappeared(.notPresented), [.stopWatchingPresence])]
    },
    LateCase(testDescription: "a new caller while it is up is answered cancelled at once") {
      refusedThenShown + [
        (request, [.answer(.cancelled)]),
        (.cancel, [.resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.stopWatchingPresence]),
      ]
    },
    LateCase(testDescription: "after it ended, the next caller hears its result at once") {
      refusedThenShown + [
        (.textChanged("9"), [.enableOkay(true)]),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.stopWatchingPresence]), (request, [.answer(.accepted(text: "9"))]),
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
        (.disappeared(.dismissed), [.resume(.accepted(text: "3")), .stopWatchingPresence]),
        (.dismissalFinished, []),
        (.appeared, [.dismiss(animated: true), .startWatchingPresence]),
        (.dismissalFinished, [.stopWatchingPresence]),
        (.disappeared(.dismissed), []),
        (.presenceChecked(.notPresented), []),
      ])
  }

  /// Every event a device can report, for the property below.
  static let anyEvent: [PromptSession.Event] = [
    request, .presentRequested(.init(isPresenterInWindow: false)),
    .presentRequested(.init(isPresenterInWindow: true, isPresenterTransitioning: true)),
    .presentRequested(.init(isPresenterInWindow: true, isAnimated: false)),
    .presenterSettled(isInWindow: true, isTransitioning: false),
    .presenterSettled(isInWindow: true, isTransitioning: true),
    .presenterSettled(isInWindow: false, isTransitioning: false),
    .presentCallReturned(isBeingPresented: true), .presentCallReturned(isBeingPresented: false),
    .appeared, .disappeared(.coveredFullScreen), .disappeared(.dismissed),
    .disappeared(.init(isMovingFromParent: true, isInWindow: false, isCovered: false)),
    .presenceChecked(.inSight), .presenceChecked(.coveredBySheet),
    .presenceChecked(.coveredFullScreen), .presenceChecked(.notPresented),
    .presenceChecked(.init(isInWindow: false, isCovered: true, isRootedInWindow: false)),
    .keyboardWillChangeFrame(PromptStory.keyboardUp), .focusCallReturned,
    .laidOut, .textChanged(""), .textChanged("4"), .okay, .returnKey,
    .cancel, .escape, .keyCommand(.escape), .keyCommand(.commandPeriod), .destructiveAction,
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
      var watching = false
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        let event = Self.anyEvent.randomElement(using: &generator)!
        let effects = session.handle(event, host: PromptStory.Host())
        let answers = effects.filter { if case .answer = $0 { true } else { false } }.count
        let kept = effects.filter { $0 == .keepCallerWaiting }.count
        let resumes = effects.filter { if case .resume = $0 { true } else { false } }.count
        if case .presentRequested = event {
          // Each request gets exactly one of the two.
          #expect(answers + kept == 1, "\(event)")
        } else {
          #expect(answers + kept == 0, "\(event)")
        }
        waiting += kept
        waiting -= resumes
        #expect((0...1).contains(waiting), "after \(event)")
        #expect(session.isCallerWaiting == (waiting == 1))
        // Watching starts and stops in turn, never twice the same way.
        for effect in effects
        where effect == .startWatchingPresence || effect == .stopWatchingPresence {
          let on = effect == .startWatchingPresence
          #expect(on != watching, "after \(event)")
          watching = on
        }
        // Nothing covering the prompt is ever dismissed with it.
        if effects.contains(where: { if case .dismiss = $0 { true } else { false } }) {
          #expect(session.phase != .covered)
        }
      }
      // Once the prompt ended and left the screen, nobody is left waiting and nothing watches.
      if case .ended = session.phase {
        #expect(waiting == 0)
        #expect(!watching)
      }
    }
  }
}
