import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Key touch tracker")
struct KeyTouchTrackerTests {
  /// The calculator at 320 × 200: keys are 64 × 50; 7 is key 0 at (0, 0), 8 is key 1,
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

  @Test("each repeat of a held backspace clicks just before it deletes")
  func repeatClicksFirst() {
    var tracker = KeyTouchTracker()
    _ = tracker.touchBegan(at: Self.backspace, in: Self.keyboard)
    #expect(tracker.repeatFired() == [.keyRepeat(4), .press(4)])
    #expect(tracker.repeatFired() == [.keyRepeat(4), .press(4)])
  }

  @Test("a repeat that comes after the finger lifted, slid off or was blocked does nothing")
  func lateRepeat() {
    var lifted = KeyTouchTracker()
    _ = lifted.touchBegan(at: Self.backspace, in: Self.keyboard)
    _ = lifted.touchEnded(at: Self.backspace, in: Self.keyboard)
    #expect(lifted.repeatFired() == [])
    var slid = KeyTouchTracker()
    _ = slid.touchBegan(at: Self.backspace, in: Self.keyboard)
    _ = slid.touchMoved(to: Self.seven, in: Self.keyboard)
    #expect(slid.repeatFired() == [])
    var blocked = KeyTouchTracker()
    _ = blocked.touchBegan(at: Self.backspace, in: Self.keyboard)
    _ = blocked.block()
    #expect(blocked.repeatFired() == [])
    var tapped = KeyTouchTracker()
    _ = tapped.touchBegan(at: Self.seven, in: Self.keyboard)
    #expect(tapped.repeatFired() == [])
  }

  @Test("VoiceOver's activation goes down and presses at once, unless blocked or disabled")
  func accessibilityActivation() {
    var tracker = KeyTouchTracker()
    #expect(tracker.accessibilityActivated(0) == [.keyDown(0), .press(0)])
    #expect(tracker.accessibilityActivated(14, isEnabled: false) == [])
    _ = tracker.block()
    #expect(tracker.accessibilityActivated(0) == [])
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

  @Test("a second thumb going down presses the first thumb's key at once, in order")
  func secondThumbCommitsFirst() {
    var tracker = KeyTouchTracker()
    #expect(
      tracker.touchBegan(1, at: Self.seven, in: Self.keyboard) == [.highlight(0), .keyDown(0)])
    #expect(
      tracker.touchBegan(2, at: Self.eight, in: Self.keyboard) == [
        .press(0), .highlight(1), .keyDown(1),
      ])
    // The first thumb lifts after the second went down: its key was already pressed.
    #expect(tracker.touchEnded(1, at: Self.seven, in: Self.keyboard) == [])
    #expect(
      tracker.touchEnded(2, at: Self.eight, in: Self.keyboard) == [.press(1), .highlight(nil)])
  }

  @Test("an earlier finger's moves do nothing once a later finger took over")
  func earlierFingerMovesIgnored() {
    var tracker = KeyTouchTracker()
    _ = tracker.touchBegan(1, at: Self.seven, in: Self.keyboard)
    _ = tracker.touchBegan(2, at: Self.eight, in: Self.keyboard)
    #expect(tracker.touchMoved(1, to: Self.backspace, in: Self.keyboard) == [])
    #expect(tracker.touchCancelled(1) == [])
    #expect(tracker.highlightedKey == 1)
  }

  @Test("a second finger stops a held backspace without deleting again")
  func secondFingerStopsRepeat() {
    var tracker = KeyTouchTracker()
    _ = tracker.touchBegan(1, at: Self.backspace, in: Self.keyboard)
    #expect(
      tracker.touchBegan(2, at: Self.seven, in: Self.keyboard) == [
        .stopRepeating, .highlight(0), .keyDown(0),
      ])
  }

  @Test("three fingers in a row press every key, in the order they went down")
  func threeFingers() {
    var tracker = KeyTouchTracker()
    var pressed: [Int] = []
    func record(_ events: [KeyTouchEvent]) {
      for case .press(let key) in events { pressed.append(key) }
    }
    record(tracker.touchBegan(1, at: Self.seven, in: Self.keyboard))
    record(tracker.touchBegan(2, at: Self.eight, in: Self.keyboard))
    record(tracker.touchEnded(1, at: Self.seven, in: Self.keyboard))
    record(tracker.touchBegan(3, at: Self.seven, in: Self.keyboard))
    record(tracker.touchEnded(3, at: Self.seven, in: Self.keyboard))
    record(tracker.touchEnded(2, at: Self.eight, in: Self.keyboard))
    #expect(pressed == [0, 1, 0])
  }

  @Test("a blocked keyboard cancels the finger down and ignores touches until unblocked")
  func blocked() {
    var tracker = KeyTouchTracker()
    _ = tracker.touchBegan(1, at: Self.backspace, in: Self.keyboard)
    #expect(tracker.block() == [.stopRepeating, .highlight(nil)])
    #expect(tracker.touchEnded(1, at: Self.backspace, in: Self.keyboard) == [])
    #expect(tracker.touchBegan(2, at: Self.seven, in: Self.keyboard) == [])
    tracker.unblock()
    // The finger that went down while blocked still does nothing when it lifts.
    #expect(tracker.touchEnded(2, at: Self.seven, in: Self.keyboard) == [])
    #expect(
      tracker.touchBegan(3, at: Self.seven, in: Self.keyboard) == [.highlight(0), .keyDown(0)])
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
