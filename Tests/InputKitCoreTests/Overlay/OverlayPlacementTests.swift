import Foundation
import Testing

@testable import InputKitCore

@Suite("Overlay placement")
struct OverlayPlacementTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let keyboard = CGSize(width: 390, height: 291)
  static let systemKeyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var coverage: OverlayCoverage
    var ownKeyboard: CGSize?
    var accessory: CGFloat = 0
    var system: CGRect?
    var scrolls = false
    var expected: OverlayPlacement
  }

  static let cases: [Case] = [
    Case(
      testDescription: "the screen coverage fills its container whatever the keyboard",
      coverage: .screen, ownKeyboard: keyboard, system: systemKeyboard,
      expected: .container(container)),
    Case(
      testDescription: "the view coverage fills its container", coverage: .view,
      system: systemKeyboard, expected: .container(container)),
    Case(
      testDescription: "our keyboard on screen hosts the overlay over its keys and its bar",
      coverage: .keyboard, ownKeyboard: keyboard, accessory: 36, system: systemKeyboard,
      expected: .insideKeyboard(CGRect(x: 0, y: -36, width: 390, height: 327))),
    Case(
      testDescription: "the docked system keyboard gets the overlay in a window above it",
      coverage: .keyboard, system: systemKeyboard, expected: .aboveKeyboard(systemKeyboard)),
    Case(
      testDescription: "with no docked keyboard the overlay falls back to the container",
      coverage: .keyboard, expected: .container(container)),
    Case(
      testDescription: "a scroll view is covered from beside it, not from inside its content",
      coverage: .view, scrolls: true, expected: .overScrollingContainer(container)),
    Case(
      testDescription:
        "a keyboard overlay with no keyboard over a table view stays out of its content",
      coverage: .keyboard, scrolls: true, expected: .overScrollingContainer(container)),
    Case(
      testDescription: "a keyboard view of zero size is not on screen",
      coverage: .keyboard, ownKeyboard: .zero, expected: .container(container)),
    Case(
      testDescription: "a nonsense accessory height covers no bar",
      coverage: .keyboard, ownKeyboard: keyboard, accessory: -.infinity,
      expected: .insideKeyboard(CGRect(origin: .zero, size: keyboard))),
  ]

  @Test("the overlay is hosted where it covers what its coverage promises", arguments: cases)
  func placement(of example: Case) {
    let placement = example.coverage.placement(
      containerBounds: Self.container, ownKeyboardSize: example.ownKeyboard,
      accessoryHeight: example.accessory, systemKeyboardFrame: example.system,
      containerScrolls: example.scrolls)
    #expect(placement == example.expected)
  }

  @Test("only an overlay inside our keyboard blocks the keyboard's own touches")
  func blocking() {
    #expect(OverlayPlacement.insideKeyboard(.zero).blocksOwnKeyboard)
    #expect(!OverlayPlacement.aboveKeyboard(.zero).blocksOwnKeyboard)
    #expect(!OverlayPlacement.container(.zero).blocksOwnKeyboard)
  }

  @Test("placements of different kinds with the same frame differ")
  func equality() {
    #expect(OverlayPlacement.container(Self.container) != .aboveKeyboard(Self.container))
    #expect(OverlayPlacement.container(Self.container) == .container(Self.container))
  }
}
