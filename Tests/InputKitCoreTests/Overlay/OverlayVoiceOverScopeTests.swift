import Foundation
import Testing

@testable import InputKitCore

@Suite("What VoiceOver cannot reach while an overlay shows")
struct OverlayVoiceOverScopeTests {
  static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var coverage: OverlayCoverage
    var placement: OverlayPlacement
    var expected: OverlayVoiceOverScope
  }

  static let cases: [Case] = [
    Case(
      testDescription: "a view overlay in its host is modal among the host's content",
      coverage: .view, placement: .container(frame), expected: .overlaySiblings),
    Case(
      testDescription: "a screen overlay in the host's window is modal among the window's content",
      coverage: .screen, placement: .container(frame), expected: .overlaySiblings),
    Case(
      testDescription: "an overlay inside our keyboard is modal among the keys",
      coverage: .keyboard, placement: .insideKeyboard(frame), expected: .overlaySiblings),
    Case(
      testDescription: "a screen overlay above the keyboard, with no siblings, hides the window",
      coverage: .screen, placement: .aboveKeyboard(frame), expected: .hostWindow),
    Case(
      testDescription: "a keyboard overlay above the system keyboard hides nothing of the app",
      coverage: .keyboard, placement: .aboveKeyboard(frame), expected: .nothing),
    Case(
      testDescription: "an overlay beside a scroll view hides only the scroll view",
      coverage: .view, placement: .overScrollingContainer(frame), expected: .container),
  ]

  @Test("VoiceOver is kept from what the overlay covers, and no more", arguments: cases)
  func scope(_ example: Case) {
    #expect(example.coverage.voiceOverScope(placedAt: example.placement) == example.expected)
  }

  @Test("a screen overlay over the keyboard of a field in its window hides the app's window")
  func screenOverKeyboardHidesWindow() {
    let own = OverlayKeyboard.own(size: CGSize(width: 390, height: 291), accessoryHeight: 36)
    let arrangement = OverlayCoverage.screen.arrangement(
      in: OverlaySurroundings(
        containerBounds: Self.frame, keyboard: own, editingFieldIsCovered: true))
    #expect(OverlayCoverage.screen.voiceOverScope(placedAt: arrangement.placement) == .hostWindow)
  }
}
