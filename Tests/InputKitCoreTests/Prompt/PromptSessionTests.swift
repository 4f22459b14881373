import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardFrame
@testable import InputKitPromptCore

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
        // UIViewController.h: the dismissal's completion "will be invoked after the dismissed
        // controller's viewDidDisappear: callback is invoked".
        (.disappeared(.dismissed), [.resume(.accepted(text: "12+3")), .stopWatchingPresence]),
        (.dismissalFinished, []),
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
        (.disappeared(.dismissed), [.resume(.cancelled), .stopWatchingPresence]),
        (.dismissalFinished, []),
      ])
  }

  // MARK: Only the prompt's own leaving cancels it

  @Test(
    "a passcode screen, a permission prompt or a paywall presented full screen over the prompt keeps its text and its caller waiting"
  )
  func coveredKeepsTheCaller() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.textChanged("42"), [.enableOkay(true)]),
        // The app presents its passcode screen over the prompt: the prompt disappears, but it
        // is neither dismissed nor removed, and it is still presented.
        (.disappeared(.coveredFullScreen), []),
        (.presenceChecked(.coveredFullScreen), []),
        // The passcode screen is dismissed: the prompt appears again and its field takes the
        // keyboard back; the text is as it was.
        (.appeared, [.focusField]),
        (.focusCallReturned, []),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.disappeared(.dismissed), [.resume(.accepted(text: "42")), .stopWatchingPresence]),
      ])
  }

  @Test(
    "a sheet over the prompt, which UIKit announces with no disappearance, keeps the caller waiting; once it is gone the field takes the keyboard back"
  )
  func coveredBySheet() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.presenceChecked(.coveredBySheet), []),
        (.presenceChecked(.coveredBySheet), []),
        // The sheet's dismissal sends the prompt no viewDidAppear; the watch sees it uncovered.
        (.presenceChecked(.inSight), [.focusField]),
        (.presenceChecked(.inSight), []),
      ])
    #expect(session.phase == .onScreen)
    #expect(session.isCallerWaiting)
  }

  /// How the prompt may leave for good, as `viewDidDisappear` sees it, each of which ends it as
  /// cancelled.
  static let endingDepartures: [(String, PromptSession.Presence)] = [
    ("dismissed by the app", .dismissed),
    (
      "removed from its parent",
      .init(isMovingFromParent: true, isInWindow: false, isCovered: false)
    ),
    ("dismissed from below with its presenter", .notPresented),
    (
      "taken out of its window with the window's root view controller",
      .init(isInWindow: false, isCovered: false, isRootedInWindow: false)
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
        (
          .disappeared(departure), [.enableOkay(false), .resume(.cancelled), .stopWatchingPresence]
        ),
        (.okay, []),
        // Should UIKit show it again, it is dismissed, and watched until it is gone.
        (.appeared, [.dismiss(animated: true), .startWatchingPresence]),
        (.dismissalFinished, [.stopWatchingPresence]),
      ])
    #expect(session.prompt.result == .cancelled)
  }

  /// How a covered prompt may be found gone, which UIKit reports to it by no callback.
  static let silentRemovals: [(String, PromptSession.Presence)] = [
    ("its presenter dismissed everything above it", .notPresented),
    (
      "the app replaced its window's root view controller",
      .init(isInWindow: false, isCovered: true, isRootedInWindow: false)
    ),
  ]

  @Test(
    "a covered prompt removed along with what covers it resumes its caller with nil, exactly once",
    arguments: silentRemovals.map(\.0))
  func coveredAndRemoved(_ how: String) throws {
    let removal = try #require(Self.silentRemovals.first { $0.0 == how }?.1)
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.textChanged("5"), [.enableOkay(true)]),
        (.disappeared(.coveredFullScreen), []),
        // UIKit sends the covered prompt nothing when the stack goes; the watch reads it gone.
        (
          .presenceChecked(removal),
          [.enableOkay(false), .resume(.cancelled), .stopWatchingPresence]
        ),
        (.presenceChecked(removal), []),
        (.cancel, []),
      ])
    #expect(session.phase == .ended(.cancelled))
  }

  @Test("a prompt under a sheet whose stack is dismissed from below resumes its caller with nil")
  func underSheetAndRemoved() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.presenceChecked(.coveredBySheet), []),
        // Its view leaves the window while UIKit still holds it as presented: out of sight.
        (.presenceChecked(.coveredFullScreen), []),
        (.presenceChecked(.notPresented), [.resume(.cancelled), .stopWatchingPresence]),
      ])
  }

  /// UIKit's facts about the prompt, and whether they say it left for good when it disappeared
  /// (`hasLeft`) and when it is read again while presented (`isGone`).
  static let presenceTable: [(String, PromptSession.Presence, hasLeft: Bool, isGone: Bool)] = [
    ("on screen", .inSight, false, false),
    ("under a sheet", .coveredBySheet, false, false),
    ("under a full-screen cover", .coveredFullScreen, false, false),
    ("being dismissed", .dismissed, true, false),
    (
      "removed from its parent",
      .init(isMovingFromParent: true, isInWindow: false, isCovered: false), true, false
    ),
    ("no longer presented", .notPresented, true, true),
    (
      "covered in a window that shows another root",
      .init(isInWindow: false, isCovered: true, isRootedInWindow: false), true, true
    ),
    (
      "in sight, presented from outside its window's hierarchy",
      .init(isInWindow: true, isCovered: false, isRootedInWindow: false), false, false
    ),
  ]

  @Test(
    "the facts that say the prompt left for good: dismissed, removed, no longer presented, or out of sight in a hierarchy its window no longer shows",
    arguments: presenceTable.map(\.0))
  func presenceRules(_ name: String) throws {
    let row = try #require(Self.presenceTable.first { $0.0 == name })
    #expect(row.1.hasLeft == row.hasLeft)
    #expect(row.1.isGone == row.isGone)
  }

  // MARK: Ended while covered

  @Test(
    "a covered prompt that the app cancels is hidden and dismissed once uncovered, never taking what covers it along"
  )
  func cancelWhileCovered() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.disappeared(.coveredFullScreen), []),
        // No dismissal now: the presenter would dismiss the passcode screen with the prompt.
        (.cancel, [.conceal]),
        (.cancel, []),
        (.appeared, [.dismiss(animated: true)]),
        (.disappeared(.dismissed), [.resume(.cancelled), .stopWatchingPresence]),
        (.dismissalFinished, []),
      ])
  }

  @Test("a prompt cancelled under a sheet is dismissed when the watch sees it uncovered")
  func cancelUnderSheet() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.presenceChecked(.coveredBySheet), []),
        (.cancel, [.conceal]),
        (.presenceChecked(.coveredBySheet), []),
        (.presenceChecked(.inSight), [.dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.cancelled), .stopWatchingPresence]),
      ])
  }

  @Test("a prompt cancelled while covered, then removed with what covers it, answers at once")
  func cancelWhileCoveredThenRemoved() {
    var session = PromptStory.session(text: "8")
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.disappeared(.coveredFullScreen), []),
        (.cancel, [.enableOkay(false), .conceal]),
        (.presenceChecked(.notPresented), [.resume(.cancelled), .stopWatchingPresence]),
        (.appeared, [.dismiss(animated: true), .startWatchingPresence]),
      ])
  }

  // MARK: One movement in

  @Test(
    "the prompt comes up with the keyboard in one movement: hidden until it has appeared, then fading in on the keyboard's own animation as its field rides up with the keys"
  )
  func oneMovement() {
    let slowKeyboard = KeyboardFrameChange(
      beginFrame: PromptStory.keyboardUp.beginFrame, endFrame: PromptStory.keyboardFrame,
      animationDuration: 0.4, animationCurve: 7)
    var session = PromptStory.session()
    session.play([
      // Presented without UIKit's cross-dissolve, and hidden meanwhile: nothing shows before
      // the keyboard moves.
      (
        .presentRequested(.init(isPresenterInWindow: true)),
        [.keepCallerWaiting, .enableOkay(false), .conceal, .present]
      ),
      (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
      (.laidOut, [.place(PromptStory.framesWithoutKeyboard, animation: nil)]),
      // Appeared: the field takes the keyboard...
      (.appeared, [.focusField]),
      // ...whose announcement gives the fade its duration and curve, and carries the field up
      // inside the keyboard's own animation.
      (
        .keyboardWillChangeFrame(slowKeyboard),
        [
          .reveal(slowKeyboard.animation),
          .place(PromptStory.framesAboveKeyboard, animation: slowKeyboard.animation),
        ]
      ),
      (.focusCallReturned, []),
      // The layout pass the keyboard's guide brings finds the parts placed: the movement goes on.
      (.laidOut, []),
    ])
  }

  @Test(
    "with a hardware keyboard, which announces no movement, the prompt fades in over the keyboard's usual time once the field took focus"
  )
  func noKeyboardMovement() {
    var session = PromptStory.session()
    session.play([
      (
        .presentRequested(.init(isPresenterInWindow: true)),
        [.keepCallerWaiting, .enableOkay(false), .conceal, .present]
      ),
      (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
      (.appeared, [.focusField]),
      (.focusCallReturned, [.reveal(PromptSession.revealAnimation)]),
      // A keyboard announced later moves the parts, and fades nothing in again.
      (
        .keyboardWillChangeFrame(PromptStory.keyboardUp),
        [.place(PromptStory.framesAboveKeyboard, animation: PromptStory.keyboardUp.animation)]
      ),
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
        [.keepCallerWaiting, .enableOkay(false), .conceal, .present]
      ),
      (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
      (.appeared, [.focusField]),
      (
        .keyboardWillChangeFrame(PromptStory.keyboardUp),
        [
          .reveal(PromptStory.keyboardUp.animation),
          .place(PromptStory.framesAboveKeyboard, animation: nil),
        ]
      ),
      (.laidOut, []),
    ])
  }

  @Test("presented without animation, the prompt is never hidden and leaves without animation")
  func withoutAnimation() {
    var session = PromptStory.session(text: "5")
    session.play([
      (
        .presentRequested(.init(isPresenterInWindow: true, isAnimated: false)),
        [.keepCallerWaiting, .enableOkay(true), .present]
      ),
      (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
      (.appeared, [.focusField]),
      (
        .keyboardWillChangeFrame(PromptStory.keyboardUp),
        [.place(PromptStory.framesAboveKeyboard, animation: PromptStory.keyboardUp.animation)]
      ),
      (.focusCallReturned, []),
      (.returnKey, [.enableOkay(false), .resignField, .dismiss(animated: false)]),
      (.dismissalFinished, [.resume(.accepted(text: "5")), .stopWatchingPresence]),
    ])
  }

  @Test("a keyboard of the app beside this one, in Split View, moves nothing")
  func otherAppsKeyboard() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.keyboardWillChangeFrame(PromptStory.otherAppsKeyboard), []),
        (.laidOut, []),
      ])
  }

  @Test(
    "the parts ride with the keys both ways: each keyboard announcement places them with its own animation in the same effect, no layout pass between, and a layout pass during the movement leaves it alone"
  )
  func partsRideWithTheKeys() {
    let keyboardDown = KeyboardFrameChange(
      beginFrame: PromptStory.keyboardFrame,
      endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), animationDuration: 0.25,
      animationCurve: 7)
    var session = PromptStory.session(text: "5")
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.laidOut, []),
        (.okay, [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        // The keyboard going down, announced inside `resignFirstResponder()`: the parts go down
        // with it while the prompt fades out, rather than jumping once the call has returned.
        (
          .keyboardWillChangeFrame(keyboardDown),
          [.place(PromptStory.framesWithoutKeyboard, animation: keyboardDown.animation)]
        ),
        (.laidOut, []),
      ])
  }

  @Test("a new text size (Dynamic Type) lays the prompt out again")
  func textSize() {
    var session = PromptStory.session()
    session.play(
      [(.textSizeChanged, [])] + PromptStory.opening() + [(.textSizeChanged, [.layOut])])
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
        (.dismissalFinished, [.resume(.accepted(text: "9")), .stopWatchingPresence]),
      ])
  }

  @Test(
    "Esc or ⌘. on a hardware keyboard cancels, even on valid text",
    arguments: PromptSession.KeyCommand.allCases)
  func hardwareEscape(_ key: PromptSession.KeyCommand) {
    var session = PromptStory.session(text: "12")
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.keyCommand(key), [.enableOkay(false), .resignField, .dismiss(animated: true)]),
        (.keyCommand(key), []),
        (.dismissalFinished, [.resume(.cancelled), .stopWatchingPresence]),
      ])
  }

  @Test("VoiceOver's escape gesture cancels, as Esc does")
  func voiceOverEscape() {
    var session = PromptStory.session()
    session.play(
      PromptStory.opening() + [
        (.escape, [.resignField, .dismiss(animated: true)]),
        (.disappeared(.dismissed), [.resume(.cancelled), .stopWatchingPresence]),
      ])
  }

  @Test(
    "VoiceOver hears that its escape gesture was handled only while the prompt is open, not while an ended one leaves"
  )
  func voiceOverEscapeAnswer() {
    var session = PromptStory.session()
    session.play(PromptStory.opening())
    #expect(session.handlesEscape)
    session.play([(.escape, [.resignField, .dismiss(animated: true)])])
    #expect(!session.handlesEscape, "the prompt is leaving: the gesture goes on")
    session.play([(.escape, [])])
    #expect(!session.handlesEscape)
  }

  @Test("Delete in an edit prompt ends it with a result the caller tells apart, whatever the text")
  func destructiveAction() {
    var session = PromptStory.session(text: "12", offersDestructiveAction: true)
    session.play(
      PromptStory.opening(okayEnabled: true) + [
        (.textChanged(""), [.enableOkay(false), .showError("This field cannot be empty.")]),
        (.destructiveAction, [.showError(nil), .resignField, .dismiss(animated: true)]),
        (.dismissalFinished, [.resume(.destructive), .stopWatchingPresence]),
      ])
    #expect(session.prompt.result?.acceptedText == nil)
  }

  @Test("a prompt that offers no destructive action ignores one")
  func noDestructiveAction() {
    var session = PromptStory.session(text: "12")
    session.play(PromptStory.opening(okayEnabled: true) + [(.destructiveAction, [])])
    #expect(session.phase == .onScreen)
  }

  @Test("the bar puts Cancel first, Okay last, and Delete in the middle, away from Okay")
  func barItems() {
    #expect(PromptStory.session().barItems == [.cancel, .space, .okay])
    #expect(
      PromptStory.session(offersDestructiveAction: true).barItems
        == [.cancel, .space, .destructiveAction, .space, .okay])
  }
}
