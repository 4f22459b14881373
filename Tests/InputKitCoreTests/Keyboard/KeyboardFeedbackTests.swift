import Testing

@testable import InputKitCore

@Suite("Keyboard feedback")
struct KeyboardFeedbackTests {
  @Test(
    "the standard feedback clicks on presses and repeats, and buzzes an error on rejection",
    arguments: [
      (KeyboardFeedback.Event.keyDown, [KeyboardFeedback.Effect.inputClick]),
      (.keyRepeat, [.inputClick]),
      (.editRejected, [.notification(.error)]),
    ])
  func standard(event: KeyboardFeedback.Event, effects: [KeyboardFeedback.Effect]) {
    #expect(KeyboardFeedback.standard.effects(for: event) == effects)
  }

  @Test("silent feedback plays nothing for any event", arguments: KeyboardFeedback.Event.allCases)
  func silent(event: KeyboardFeedback.Event) {
    #expect(KeyboardFeedback.silent.effects(for: event).isEmpty)
  }

  @Test("turning clicks off keeps the haptics, and custom haptics replace the standard ones")
  func customised() {
    let quiet = KeyboardFeedback(playsInputClicks: false, pressHaptic: .impact(.light))
    #expect(quiet.effects(for: .keyDown) == [.impact(.light)])
    #expect(quiet.effects(for: .keyRepeat).isEmpty)
    let strong = KeyboardFeedback(
      pressHaptic: .impact(.rigid), rejectionHaptic: .notification(.warning))
    #expect(strong.effects(for: .keyDown) == [.inputClick, .impact(.rigid)])
    #expect(strong.effects(for: .editRejected) == [.notification(.warning)])
  }

  @Test("a haptic on every key press is off unless the app opts in, as the system's is")
  func keyPressHapticIsOptIn() {
    #expect(KeyboardFeedback.standard.pressHaptic == nil)
    #expect(!KeyboardFeedback.standard.effects(for: .keyDown).contains(.impact(.light)))
    #expect(
      KeyboardFeedback.withKeyPressHaptics.effects(for: .keyDown) == [.inputClick, .impact(.light)])
  }

  @Test("key-down prepares the rejection haptic; nothing else prepares anything")
  func preparation() {
    #expect(KeyboardFeedback.standard.effectsToPrepare(after: .keyDown) == [.notification(.error)])
    #expect(KeyboardFeedback.standard.effectsToPrepare(after: .keyRepeat).isEmpty)
    #expect(KeyboardFeedback.standard.effectsToPrepare(after: .editRejected).isEmpty)
    #expect(KeyboardFeedback.silent.effectsToPrepare(after: .keyDown).isEmpty)
  }
}
