import Foundation
import Testing

@testable import InputKitCore

@Suite("Overlay when its host leaves the window")
struct OverlayHostLeavingTests {
  static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var coverage: OverlayCoverage
    var placement: OverlayPlacement
    var stays: Bool
  }

  static let cases: [Case] = [
    Case(
      testDescription: "a view overlay inside its host goes and comes back with it",
      coverage: .view, placement: .container(frame), stays: true),
    Case(
      testDescription: "a keyboard overlay fallen back into its host goes with it",
      coverage: .keyboard, placement: .container(frame), stays: true),
    Case(
      testDescription: "a screen overlay in the host's window would stay over the next screen",
      coverage: .screen, placement: .container(frame), stays: false),
    Case(
      testDescription: "an overlay inside our keyboard is taken out",
      coverage: .keyboard, placement: .insideKeyboard(frame), stays: false),
    Case(
      testDescription: "an overlay in the window above the keyboard is taken out",
      coverage: .screen, placement: .aboveKeyboard(frame), stays: false),
    Case(
      testDescription: "an overlay beside a scroll view is taken out of the reused superview",
      coverage: .view, placement: .overScrollingContainer(frame), stays: false),
    Case(
      testDescription: "a keyboard overlay beside a table view is taken out too",
      coverage: .keyboard, placement: .overScrollingContainer(frame), stays: false),
  ]

  @Test("only an overlay inside its host stays when the host leaves its window", arguments: cases)
  func hostLeaving(_ example: Case) {
    #expect(
      example.coverage.staysWhenHostLeavesWindow(placedAt: example.placement) == example.stays)
  }
}
