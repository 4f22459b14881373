import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitPromptCore

@Suite("Keyboard feedback")
struct KeyboardFeedbackTests {
  @Test(
    "the standard feedback clicks on presses and repeats, and buzzes an error on rejection",
    arguments: [
      (KeyboardFeedback.Moment.keyDown, [KeyboardFeedback.Cue.inputClick]),
      (.keyRepeat, [.inputClick]),
      (.editRejected, [.notification(.error)]),
    ])
  func standard(moment: KeyboardFeedback.Moment, cues: [KeyboardFeedback.Cue]) {
    #expect(KeyboardFeedback.standard.cues(for: moment) == cues)
  }

  @Test("silent feedback plays nothing for any event", arguments: KeyboardFeedback.Moment.allCases)
  func silent(moment: KeyboardFeedback.Moment) {
    #expect(KeyboardFeedback.silent.cues(for: moment).isEmpty)
  }

  @Test("turning clicks off keeps the haptics, and custom haptics replace the standard ones")
  func customised() {
    let quiet = KeyboardFeedback(playsInputClicks: false, pressHaptic: .impact(.light))
    #expect(quiet.cues(for: .keyDown) == [.impact(.light)])
    #expect(quiet.cues(for: .keyRepeat).isEmpty)
    let strong = KeyboardFeedback(
      pressHaptic: .impact(.rigid), rejectionHaptic: .notification(.warning))
    #expect(strong.cues(for: .keyDown) == [.inputClick, .impact(.rigid)])
    #expect(strong.cues(for: .editRejected) == [.notification(.warning)])
  }

  @Test("a haptic on every key press is off unless the app opts in, as the system's is")
  func keyPressHapticIsOptIn() {
    #expect(KeyboardFeedback.standard.pressHaptic == nil)
    #expect(!KeyboardFeedback.standard.cues(for: .keyDown).contains(.impact(.light)))
    #expect(
      KeyboardFeedback.withKeyPressHaptics.cues(for: .keyDown) == [.inputClick, .impact(.light)])
  }

  @Test("key-down prepares the rejection haptic; nothing else prepares anything")
  func preparation() {
    #expect(KeyboardFeedback.standard.cuesToPrepare(after: .keyDown) == [.notification(.error)])
    #expect(KeyboardFeedback.standard.cuesToPrepare(after: .keyRepeat).isEmpty)
    #expect(KeyboardFeedback.standard.cuesToPrepare(after: .editRejected).isEmpty)
    #expect(KeyboardFeedback.silent.cuesToPrepare(after: .keyDown).isEmpty)
  }
}
