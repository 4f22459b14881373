import Foundation
import Testing

@testable import InputKitCore

@Suite("Key touch tracker")
struct KeyTouchTrackerTests {
  /// The seed's calculator at 320 × 200: keys are 64 × 50; 7 is key 0 at (0, 0), 8 is key 1,
  /// backspace is key 4 at (256, 0), return is key 14 at (256, 100).
  static let keyboard = try! KeyboardLayout.calculator.layOut(
    in: KeyboardMetrics(size: CGSize(width: 320, height: 200)))
  static let seven = CGPoint(x: 30, y: 25)
  static let eight = CGPoint(x: 90, y: 25)
  static let backspace = CGPoint(x: 290, y: 25)
  static let returnKey = CGPoint(x: 290, y: 150)
  static let outside = CGPoint(x: 400, y: 25)

  @Test("a tap highlights the key, plays key-down, and presses it when the finger lifts")
  func tap() {
    var tracker = KeyTouchTracker()
    #expect(tracker.touchBegan(at: Self.seven, in: Self.keyboard) == [.highlight(0), .keyDown(0)])
    #expect(tracker.touchEnded(at: Self.seven, in: Self.keyboard) == [.press(0), .highlight(nil)])
    #expect(tracker.highlightedKey == nil)
  }

  @Test("sliding from key to key moves the highlight and presses the key lifted on")
  func slide() {
    var tracker = KeyTouchTracker()
    _ = tracker.touchBegan(at: Self.seven, in: Self.keyboard)
    #expect(tracker.touchMoved(to: CGPoint(x: 40, y: 30), in: Self.keyboard) == [])
    #expect(tracker.touchMoved(to: Self.eight, in: Self.keyboard) == [.highlight(1)])
    #expect(tracker.touchEnded(at: Self.eight, in: Self.keyboard) == [.press(1), .highlight(nil)])
  }

  @Test("lifting outside the keyboard presses nothing")
  func liftOutside() {
    var tracker = KeyTouchTracker()
    _ = tracker.touchBegan(at: Self.seven, in: Self.keyboard)
    #expect(tracker.touchMoved(to: Self.outside, in: Self.keyboard) == [.highlight(nil)])
    #expect(tracker.touchEnded(at: Self.outside, in: Self.keyboard) == [.highlight(nil)])
  }

  @Test("backspace presses when it goes down, repeats while held, and is not pressed again on lift")
  func backspaceHold() {
    var tracker = KeyTouchTracker()
    #expect(
      tracker.touchBegan(at: Self.backspace, in: Self.keyboard) == [
        .highlight(4), .keyDown(4), .press(4), .startRepeating(4),
      ])
    #expect(tracker.repeatingKey == 4)
    #expect(
      tracker.touchEnded(at: Self.backspace, in: Self.keyboard) == [
        .stopRepeating, .highlight(nil),
      ])
  }

  @Test("sliding off a held backspace stops its repeats")
  func backspaceSlideOff() {
    var tracker = KeyTouchTracker()
    _ = tracker.touchBegan(at: Self.backspace, in: Self.keyboard)
    let events = tracker.touchMoved(to: CGPoint(x: 230, y: 25), in: Self.keyboard)
    #expect(events == [.stopRepeating, .highlight(3)])
    #expect(
      tracker.touchEnded(at: CGPoint(x: 230, y: 25), in: Self.keyboard) == [
        .press(3), .highlight(nil),
      ])
  }

  @Test("a cancelled touch presses nothing and stops a repeat")
  func cancelled() {
    var tracker = KeyTouchTracker()
    _ = tracker.touchBegan(at: Self.backspace, in: Self.keyboard)
    #expect(tracker.touchCancelled() == [.stopRepeating, .highlight(nil)])
    _ = tracker.touchBegan(at: Self.seven, in: Self.keyboard)
    #expect(tracker.touchCancelled() == [.highlight(nil)])
  }

  @Test("a disabled return key is neither highlighted nor pressed")
  func disabledKey() {
    var tracker = KeyTouchTracker()
    let enabled: (Key) -> Bool = { key in key.action != .return }
    #expect(
      tracker.touchBegan(at: Self.returnKey, in: Self.keyboard, isEnabled: enabled) == [
        .highlight(nil)
      ])
    #expect(
      tracker.touchEnded(at: Self.returnKey, in: Self.keyboard, isEnabled: enabled) == [
        .highlight(nil)
      ])
  }

  @Test(
    "backspace and cursor keys repeat when held; keys that type or finish do not",
    arguments: [
      (KeyAction.deleteBackward, true), (.moveCursor(-1), true), (.insert("7"), false),
      (.return, false), (.clear, false), (.evaluate, false), (.switchLayout("x"), false),
      (.custom("x"), false),
    ])
  func repeating(action: KeyAction, repeats: Bool) {
    #expect(action.repeatsWhenHeld == repeats)
  }
}
