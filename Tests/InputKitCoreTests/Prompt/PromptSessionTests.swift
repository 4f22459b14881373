import Foundation
import Testing

@testable import InputKitCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite("Prompt session: device stories")
struct PromptSessionTests {
  @Test(
    "typing an amount and pressing Okay: the keyboard goes down with the prompt, then the caller gets the text"
  )
  func typeAndOkay() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.textChanged("12+3"), [.enableOkay(true)]),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.accepted(text: "12+3"))]),
        // viewDidDisappear after the completion resumes nobody a second time.
        (.disappeared(.dismissed), []),
      ])
    #expect(session.phase == .ended(.accepted(text: "12+3")))
  }

  @Test("Cancel returns nothing, whatever was typed")
  func cancelReturnsNothing() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.textChanged("7"), [.enableOkay(true)]),
        (.cancel, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.disappeared(.dismissed), [.resume(.cancelled)]),
        (.dismissalFinished, []),
      ])
  }

  // MARK: Only the prompt's own leaving cancels it

  @Test(
    "a passcode screen, a permission prompt or a paywall presented over the prompt keeps its text and its caller waiting"
  )
  func coveredKeepsTheCaller() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.textChanged("42"), [.enableOkay(true)]),
        // The app presents its passcode screen over the prompt: the prompt disappears, but it
        // is neither dismissed nor removed, and its presenter is still there.
        (.disappeared(.covered), []),
        // The passcode screen is dismissed: the prompt appears again and its field takes the
        // keyboard back; the text is as it was.
        (.appeared, [.focusField]),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.accepted(text: "42"))]),
      ])
  }

  /// How the prompt may leave for good, each of which ends it as cancelled.
  static let endingDepartures: [(String, PromptSession.Departure)] = [
    ("dismissed by the app", .dismissed),
    (
      "removed from its parent",
      .init(isBeingDismissed: false, isMovingFromParent: true, isPresenterGone: false)
    ),
    (
      "its presenter dismissed",
      .init(isBeingDismissed: false, isMovingFromParent: false, isPresenterGone: true)
    ),
  ]

  @Test(
    "the prompt dismissed, removed, or left without a presenter ends as cancelled, once",
    arguments: endingDepartures.map(\.0))
  func leavingForGoodCancels(_ how: String) throws {
    let departure = try #require(Self.endingDepartures.first { $0.0 == how }?.1)
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.textChanged("3"), [.enableOkay(true)]),
        (.disappeared(departure), [.enableOkay(false), .resume(.cancelled)]),
        (.okay, []),
        (.appeared, [.dismiss(animated: true)]),
        (.dismissalFinished, []),
      ])
    #expect(session.prompt.result == .cancelled)
  }

  @Test("a covered prompt that the app cancels is dismissed with what covers it, and answers once")
  func cancelWhileCovered() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.disappeared(.covered), []),
        (.cancel, [.resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.cancelled)]),
      ])
  }

  // MARK: One movement in

  @Test(
    "the prompt comes up with the keyboard in one movement: hidden until it has appeared, then fading in as its field rides up with the keys"
  )
  func oneMovement() {
    var session = PromptStory.session()
    session.play([
      // Presented without UIKit's cross-dissolve, and hidden meanwhile: nothing shows before
      // the keyboard moves.
      (
        .presentRequested(.init(isPresenterInWindow: true)),
        [.enableOkay(false), .conceal, .present]
      ),
      (.presentCallReturned(isBeingPresented: true), []),
      (.laidOut(PromptStory.layoutPass), [.place(PromptStory.framesWithoutKeyboard)]),
      // Appeared: the field takes the keyboard and the prompt fades in over the keyboard's
      // usual time...
      (.appeared, [.focusField, .reveal(PromptSession.revealAnimation)]),
      // ...while the keyboard the focus brought up carries the field with it, on its own curve.
      (
        .keyboardWillChangeFrame(PromptStory.keyboardUp),
        [.layOut(PromptStory.keyboardUp.animation)]
      ),
      (.laidOut(PromptStory.layoutPass), [.place(PromptStory.framesAboveKeyboard)]),
    ])
  }

  @Test(
    "under Reduce Motion nothing slides: the field goes straight above the keyboard and the prompt only fades"
  )
  func reduceMotion() {
    var session = PromptStory.session()
    session.play([
      (
        .presentRequested(.init(isPresenterInWindow: true, reducesMotion: true)),
        [.enableOkay(false), .conceal, .present]
      ),
      (.presentCallReturned(isBeingPresented: true), []),
      (.appeared, [.focusField, .reveal(PromptSession.revealAnimation)]),
      (.keyboardWillChangeFrame(PromptStory.keyboardUp), [.layOut(nil)]),
      (.laidOut(PromptStory.layoutPass), [.place(PromptStory.framesAboveKeyboard)]),
    ])
  }

  @Test("presented without animation, the prompt is never hidden and leaves without animation")
  func withoutAnimation() {
    var session = PromptStory.session(text: "5")
    session.play([
      (
        .presentRequested(.init(isPresenterInWindow: true, isAnimated: false)),
        [.enableOkay(true), .present]
      ),
      (.presentCallReturned(isBeingPresented: true), []),
      (.appeared, [.focusField]),
      (.returnKey, [.enableOkay(false), .resignField, .dismiss(animated: false)]),
      (.dismissalFinished, [.resume(.accepted(text: "5"))]),
    ])
  }

  @Test("a keyboard of the app beside this one, in Split View, moves nothing")
  func otherAppsKeyboard() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.keyboardWillChangeFrame(PromptStory.otherAppsKeyboard), []),
        (.laidOut(PromptStory.layoutPass), [.place(PromptStory.framesWithoutKeyboard)]),
      ])
  }

  @Test("a new text size (Dynamic Type) lays the prompt out again")
  func textSize() {
    var session = PromptStory.session()
    session.play(
      [(.textSizeChanged, [])] + PromptStory.opening() + [(.textSizeChanged, [.layOut(nil)])])
  }

  // MARK: Okay, Return and the keys

  @Test("Return follows Okay's rule: on empty text it shows the error and keeps the prompt open")
  func returnFollowsOkay() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.returnKey, [.showError("This field cannot be empty."), .announceError]),
        (.okay, [.announceError]),
        (.textChanged("9"), [.enableOkay(true), .showError(nil)]),
        (.returnKey, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.accepted(text: "9"))]),
      ])
  }

  @Test(
    "Esc or ⌘. on a hardware keyboard cancels, even on valid text",
    arguments: [
      PromptSession.HardwareKey(usage: 0x29, characters: "\u{1B}"),
      PromptSession.HardwareKey(usage: 0x37, characters: ".", isCommandHeld: true),
    ])
  func hardwareEscape(_ key: PromptSession.HardwareKey) {
    #expect(key.cancelsPrompt)
    var session = PromptStory.session(text: "12")
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.escape, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.escape, []),
        (.dismissalFinished, [.resume(.cancelled)]),
      ])
  }

  @Test("which hardware keys the prompt takes: Esc and ⌘., on any layout; nothing else")
  func hardwareKeys() {
    // Esc known by its usage alone, or by its character alone.
    #expect(PromptSession.HardwareKey(usage: 0x29, characters: "").cancelsPrompt)
    #expect(PromptSession.HardwareKey(usage: 0, characters: "\u{1B}").cancelsPrompt)
    // ⌘. wherever the layout puts the full stop (AZERTY: ⇧; gives ".").
    #expect(
      PromptSession.HardwareKey(usage: 0x36, characters: ".", isCommandHeld: true).cancelsPrompt)
    // Typing a full stop, ⌘, and Return are not cancels.
    #expect(!PromptSession.HardwareKey(usage: 0x37, characters: ".").cancelsPrompt)
    #expect(
      !PromptSession.HardwareKey(usage: 0x36, characters: ",", isCommandHeld: true).cancelsPrompt)
    #expect(!PromptSession.HardwareKey(usage: 0x28, characters: "\r").cancelsPrompt)
  }

  @Test("VoiceOver's escape gesture cancels, as Esc does")
  func voiceOverEscape() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.escape, [.resignField, .dismiss(animated: true)]),
        (.disappeared(.dismissed), [.resume(.cancelled)]),
      ])
  }

  @Test("Delete in an edit prompt ends it with a result the caller tells apart, whatever the text")
  func destructiveAction() {
    var session = PromptStory.session(text: "12", offersDestructiveAction: true)
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.textChanged(""), [.enableOkay(false), .showError("This field cannot be empty.")]),
        (.destructiveAction, [.showError(nil), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.destructive)]),
      ])
    #expect(session.prompt.result?.acceptedText == nil)
  }

  @Test("a prompt that offers no destructive action ignores one")
  func noDestructiveAction() {
    var session = PromptStory.session(text: "12")
    session.play(PromptStory.opening(okayEnabled: true) + [(.destructiveAction, [])])
    #expect(session.phase == .onScreen)
  }
}
