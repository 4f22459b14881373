import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardFrame

@Suite("Following the keyboard's animation")
struct KeyboardAnimationTests {
  static func change(duration: TimeInterval, curve: Int) -> KeyboardFrameChange {
    KeyboardFrameChange(
      beginFrame: .zero, endFrame: .zero, animationDuration: duration, animationCurve: curve)
  }

  @Test(
    "the keyboard's duration and curve become animation options",
    arguments: [
      (0.25, 7, KeyboardAnimation(duration: 0.25, curveOptions: 7 << 16)),
      (0.4, 3, KeyboardAnimation(duration: 0.4, curveOptions: 3 << 16)),
      (0.25, 0, KeyboardAnimation(duration: 0.25, curveOptions: 0)),
      (0.25, -1, KeyboardAnimation(duration: 0.25, curveOptions: 0)),
      (0.25, 16, KeyboardAnimation(duration: 0.25, curveOptions: 0)),
      (0.25, Int.max, KeyboardAnimation(duration: 0.25, curveOptions: 0)),
    ] as [(TimeInterval, Int, KeyboardAnimation)])
  func animates(duration: TimeInterval, curve: Int, expected: KeyboardAnimation) {
    #expect(Self.change(duration: duration, curve: curve).animation == expected)
  }

  @Test(
    "a keyboard that does not animate is followed without animation",
    arguments: [0, -0.25, .nan, .infinity] as [TimeInterval])
  func jumps(duration: TimeInterval) {
    #expect(Self.change(duration: duration, curve: 7).animation == nil)
  }

  @Test("another app's keyboard differs from ours")
  func locality() {
    let ours = Self.change(duration: 0.25, curve: 7)
    var theirs = ours
    theirs.isLocal = false
    #expect(ours != theirs)
  }
}

@Suite("Reading a keyboard frame notification")
struct KeyboardFrameNotificationTests {
  static let end = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test("a notification with only an end frame is this app's keyboard, not animating, from there")
  func onlyTheEndFrame() {
    let change = KeyboardFrameChange(
      notifiedEnd: Self.end, begin: nil, duration: nil, curve: nil, isLocal: nil)
    #expect(
      change
        == KeyboardFrameChange(
          beginFrame: Self.end, endFrame: Self.end, animationDuration: 0, animationCurve: 0,
          isLocal: true))
    #expect(change?.animation == nil)
  }

  @Test("every value the notification gives is taken as given")
  func everyValue() {
    let begin = CGRect(x: 0, y: 844, width: 390, height: 336)
    let change = KeyboardFrameChange(
      notifiedEnd: Self.end, begin: begin, duration: 0.25, curve: 7, isLocal: false)
    #expect(
      change
        == KeyboardFrameChange(
          beginFrame: begin, endFrame: Self.end, animationDuration: 0.25, animationCurve: 7,
          isLocal: false))
  }

  @Test("a notification without an end frame is no change")
  func noEndFrame() {
    #expect(
      KeyboardFrameChange(
        notifiedEnd: nil, begin: Self.end, duration: 0.25, curve: 7, isLocal: true)
        == nil)
  }
}
