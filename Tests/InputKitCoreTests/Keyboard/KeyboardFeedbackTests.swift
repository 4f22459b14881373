import Testing

@testable import InputKitCore

@Suite("Keyboard feedback")
struct KeyboardFeedbackTests {
  @Test(
    "the standard feedback clicks on presses and repeats, taps lightly on press, and buzzes an error on rejection",
    arguments: [
      (KeyboardFeedback.Event.keyDown, [KeyboardFeedback.Effect.inputClick, .impact(.light)]),
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
    let quiet = KeyboardFeedback(playsInputClicks: false)
    #expect(quiet.effects(for: .keyDown) == [.impact(.light)])
    #expect(quiet.effects(for: .keyRepeat).isEmpty)
    let strong = KeyboardFeedback(
      pressHaptic: .impact(.rigid), rejectionHaptic: .notification(.warning))
    #expect(strong.effects(for: .keyDown) == [.inputClick, .impact(.rigid)])
    #expect(strong.effects(for: .editRejected) == [.notification(.warning)])
  }
}
