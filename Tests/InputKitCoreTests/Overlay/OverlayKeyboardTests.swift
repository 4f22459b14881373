import Foundation
import Testing

@testable import InputKitCore

@Suite("The keyboard an overlay sees")
struct OverlayKeyboardTests {
  static let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
  /// A Split View window on the right half of an iPad.
  static let window = CGRect(x: 512, y: 0, width: 512, height: 1366)
  static let dockedOnScreen = CGRect(x: 0, y: 1000, width: 1024, height: 366)

  /// The window is only moved on the screen, as windows are.
  static func intoWindow(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: -window.minX, dy: -window.minY)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var change: KeyboardFrameChange?
    var guide: CGRect?
    var safeBottom: CGFloat = 20
    var host = CGRect(x: 0, y: 0, width: 512, height: 1366)
    var expected: OverlayKeyboard?
  }

  static func change(to end: CGRect, isLocal: Bool = true) -> KeyboardFrameChange {
    KeyboardFrameChange(
      beginFrame: .zero, endFrame: end, animationDuration: 0.25, animationCurve: 7,
      isLocal: isLocal)
  }

  static let cases: [Case] = [
    Case(
      testDescription: "a docked keyboard is its part of the window, in window coordinates",
      change: change(to: dockedOnScreen),
      expected: .system(frame: CGRect(x: 0, y: 1000, width: 512, height: 366), docking: .docked)),
    Case(
      testDescription: "another app's keyboard is never ours to cover",
      change: change(to: dockedOnScreen, isLocal: false), expected: nil),
    Case(
      testDescription: "a floating keyboard over the window is seen as floating",
      change: change(to: CGRect(x: 600, y: 400, width: 320, height: 250)),
      expected: .system(frame: CGRect(x: 88, y: 400, width: 320, height: 250), docking: .floating)
    ),
    Case(
      testDescription: "a floating keyboard over the other half covers nothing of this window",
      change: change(to: CGRect(x: 40, y: 400, width: 320, height: 250)), expected: nil),
    Case(
      testDescription: "a keyboard gone below the screen is no keyboard",
      change: change(to: CGRect(x: 0, y: 1366, width: 1024, height: 366)), expected: nil),
    Case(
      testDescription: "a heard notification wins over the layout guide",
      change: change(to: CGRect(x: 0, y: 1366, width: 1024, height: 366)),
      guide: CGRect(x: 0, y: 1000, width: 512, height: 366), expected: nil),
    Case(
      testDescription: "before any notification the layout guide shows a docked keyboard",
      guide: CGRect(x: 0, y: 1000, width: 512, height: 366),
      expected: .system(frame: CGRect(x: 0, y: 1000, width: 512, height: 366), docking: .docked)),
    Case(
      testDescription: "a guide no taller than the safe area shows no keyboard",
      guide: CGRect(x: 0, y: 1346, width: 512, height: 20), expected: nil),
    Case(
      testDescription: "before any notification a guide away from the host's bottom is floating",
      guide: CGRect(x: 96, y: 600, width: 320, height: 250),
      expected: .system(frame: CGRect(x: 96, y: 600, width: 320, height: 250), docking: .floating)
    ),
    Case(
      testDescription: "a guide at the bottom of a host above the window's bottom is docked",
      guide: CGRect(x: 0, y: 700, width: 512, height: 300),
      host: CGRect(x: 0, y: 0, width: 512, height: 1000),
      expected: .system(frame: CGRect(x: 0, y: 700, width: 512, height: 300), docking: .docked)),
    Case(testDescription: "nothing heard and no guide is no keyboard", expected: nil),
  ]

  @Test("the system keyboard is read from the notification, else from the guide", arguments: cases)
  func system(_ example: Case) {
    let keyboard = OverlayKeyboard.system(
      lastChange: example.change, windowFrame: Self.window, screenBounds: Self.screen,
      converting: Self.intoWindow, layoutGuideFrame: { example.guide }, hostFrame: example.host,
      safeAreaBottomInset: example.safeBottom)
    #expect(keyboard == example.expected)
  }

  @Test("the layout guide is not read once a notification was heard")
  func guideUnread() {
    var reads = 0
    _ = OverlayKeyboard.system(
      lastChange: Self.change(to: Self.dockedOnScreen), windowFrame: Self.window,
      screenBounds: Self.screen, converting: Self.intoWindow,
      layoutGuideFrame: {
        reads += 1
        return nil
      }, hostFrame: Self.window, safeAreaBottomInset: 0)
    #expect(reads == 0)
  }

  @Test("the keyboard is converted into the window by the renderer's conversion, not translated")
  func converted() {
    // A window drawn at half size: a translation alone would make the keyboard twice too big.
    let keyboard = OverlayKeyboard.system(
      lastChange: Self.change(to: Self.dockedOnScreen), windowFrame: Self.window,
      screenBounds: Self.screen,
      converting: {
        CGRect(x: $0.minX / 2, y: $0.minY / 2, width: $0.width / 2, height: $0.height / 2)
      },
      layoutGuideFrame: { nil }, hostFrame: Self.window, safeAreaBottomInset: 0)
    #expect(
      keyboard == .system(frame: CGRect(x: 0, y: 500, width: 512, height: 183), docking: .docked))
  }
}
