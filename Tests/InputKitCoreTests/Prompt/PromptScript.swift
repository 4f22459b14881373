import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitKeyboardFrame
@testable import InputKitOverlayCore
@testable import InputKitPromptCore
@testable import InputKitShared
@testable import InputKitValidation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A device story told to a ``PromptSession``: each event UIKit reports, and exactly the
/// effects the session must answer it with.
typealias PromptScript = [(PromptSession.Event, [PromptSession.Effect])]

extension PromptSession {
  /// Plays `script` in `host`'s surroundings, expecting each step's effects exactly, in order.
  mutating func play(
    _ script: PromptScript, host: PromptStory.Host = PromptStory.Host(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, (event, expected)) in script.enumerated() {
      let effects = handle(event, host: host)
      #expect(
        effects == expected, "step \(index + 1), \(event)", sourceLocation: sourceLocation)
    }
  }
}

/// The pieces most stories share.
enum PromptStory {
  /// UIKit as the session reads it: the prompt's surroundings now, by default a layout pass of
  /// the prompt covering the whole screen.
  struct Host: PromptHost {
    var surroundings = PromptStory.layoutPass
  }

  /// A phone in portrait: 390 × 844 points.
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The system keyboard docked at the bottom, 336 points tall.
  static let keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)
  /// The keyboard coming up, as UIKit announces it: 0.25 s on the keyboard's curve.
  static let keyboardUp = KeyboardFrameChange(
    beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336), endFrame: keyboardFrame,
    animationDuration: 0.25, animationCurve: 7)
  /// The same keyboard as reported to the app beside this one in Split View.
  static let otherAppsKeyboard = KeyboardFrameChange(
    beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336), endFrame: keyboardFrame,
    animationDuration: 0.25, animationCurve: 7, isLocal: false)
  /// The parts at the default text size, with no message.
  static let measurements = PromptSession.Measurements(title: 22, errorLine: 18, field: 44)
  /// A layout pass of the prompt covering the whole screen.
  static let layoutPass = PromptSurroundings(
    containerBounds: screen, safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
    keyboardGuideFrame: CGRect(x: 0, y: 810, width: 390, height: 34), screenBounds: screen,
    screenInContainer: screen, measurements: measurements)
  /// Where the parts go with the keyboard up: the field 8 points above it, the reserved error
  /// line above the field, the title above that.
  static let framesAboveKeyboard = PromptSession.Frames(
    title: CGRect(x: 16, y: 400, width: 358, height: 22),
    message: CGRect(x: 16, y: 422, width: 358, height: 0),
    error: CGRect(x: 16, y: 430, width: 358, height: 18),
    field: CGRect(x: 16, y: 456, width: 358, height: 44), isHeadingHidden: false)
  /// Where the parts go before any keyboard: above the safe area's bottom.
  static let framesWithoutKeyboard = PromptSession.Frames(
    title: CGRect(x: 16, y: 702, width: 358, height: 22),
    message: CGRect(x: 16, y: 724, width: 358, height: 0),
    error: CGRect(x: 16, y: 732, width: 358, height: 18),
    field: CGRect(x: 16, y: 758, width: 358, height: 44), isHeadingHidden: false)

  /// The prompt is asked for, taken by UIKit (which is then watched), and appears: the field
  /// takes the keyboard, which UIKit announces while the field becomes first responder, and the
  /// prompt fades in on the keyboard's animation as its parts ride up with it, placed inside
  /// that animation. Okay starts as `okayEnabled`.
  static func opening(okayEnabled: Bool = false) -> PromptScript {
    [
      (
        .presentRequested(.init(isPresenterInWindow: true)),
        [.keepCallerWaiting, .enableOkay(okayEnabled), .conceal, .present]
      ),
      (.presentCallReturned(isBeingPresented: true), [.startWatchingPresence]),
      (.appeared, [.focusField]),
      (
        .keyboardWillChangeFrame(keyboardUp),
        [
          .reveal(keyboardUp.animation),
          .place(framesAboveKeyboard, animation: keyboardUp.animation),
        ]
      ),
      (.focusCallReturned, []),
    ]
  }

  /// A session on a fresh "Amount" prompt, optionally opened on `text`.
  static func session(
    text: String = "", rules: [ValidationRule] = [.required],
    offersDestructiveAction: Bool = false
  ) -> PromptSession {
    PromptSession(
      prompt: TextPrompt(title: "Amount", text: text, rules: rules, language: .english),
      offersDestructiveAction: offersDestructiveAction)
  }
}
