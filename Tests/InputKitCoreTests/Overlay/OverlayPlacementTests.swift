import Foundation
import Testing

@testable import InputKitCore

@Suite("Overlay arrangement")
struct OverlayPlacementTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let keyboardSize = CGSize(width: 390, height: 291)
  static let own = OverlayKeyboard.own(size: keyboardSize, accessoryHeight: 36)
  static let ownFrame = CGRect(origin: .zero, size: keyboardSize)
  static let barFrame = CGRect(x: 0, y: 0, width: 390, height: 36)
  static let dockedFrame = CGRect(x: 0, y: 508, width: 390, height: 336)
  static let docked = OverlayKeyboard.system(frame: dockedFrame, docking: .docked)
  static let floatingFrame = CGRect(x: 40, y: 300, width: 320, height: 250)
  static let floating = OverlayKeyboard.system(frame: floatingFrame, docking: .floating)

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var coverage: OverlayCoverage
    var keyboard: OverlayKeyboard?
    var fieldCovered = true
    var canOpenWindow = true
    var scrollView = false
    var hasSuperview = true
    var expected: OverlayArrangement
  }

  static let cases: [Case] = [
    // The keyboard coverage: input to the covered keyboard is blocked, nothing else is.
    Case(
      testDescription:
        "our keyboard hosts a keyboard overlay in its bounds, its bar a shield of its own, blocked",
      coverage: .keyboard, keyboard: own,
      expected: OverlayArrangement(
        placement: .insideKeyboard(ownFrame), blocksOwnKeyboard: true,
        accessoryBarShield: barFrame)),
    Case(
      testDescription: "a keyboard overlay covers our keyboard wherever the field is",
      coverage: .keyboard, keyboard: own, fieldCovered: false,
      expected: OverlayArrangement(
        placement: .insideKeyboard(ownFrame), blocksOwnKeyboard: true,
        accessoryBarShield: barFrame)),
    Case(
      testDescription: "our keyboard with no accessory bar gets no bar shield",
      coverage: .keyboard, keyboard: .own(size: keyboardSize, accessoryHeight: 0),
      expected: OverlayArrangement(placement: .insideKeyboard(ownFrame), blocksOwnKeyboard: true)),
    Case(
      testDescription: "a docked system keyboard gets the overlay in a window above it",
      coverage: .keyboard, keyboard: docked,
      expected: OverlayArrangement(placement: .aboveKeyboard(dockedFrame))),
    Case(
      testDescription: "with no window scene a keyboard overlay falls back to the container",
      coverage: .keyboard, keyboard: docked, canOpenWindow: false,
      expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription: "a floating keyboard is not covered: the container is",
      coverage: .keyboard, keyboard: floating,
      expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription: "with no keyboard a keyboard overlay falls back to the container",
      coverage: .keyboard, expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription: "a keyboard view of zero size is not on screen",
      coverage: .keyboard, keyboard: .own(size: .zero, accessoryHeight: 0),
      expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription: "a nonsense accessory height covers no bar",
      coverage: .keyboard, keyboard: .own(size: keyboardSize, accessoryHeight: -.infinity),
      expected: OverlayArrangement(
        placement: .insideKeyboard(CGRect(origin: .zero, size: keyboardSize)),
        blocksOwnKeyboard: true)),
    // The screen coverage covers the keyboard too while the field is in the window.
    Case(
      testDescription: "a screen overlay goes above our keyboard and blocks its keys",
      coverage: .screen, keyboard: own,
      expected: OverlayArrangement(placement: .aboveKeyboard(container), blocksOwnKeyboard: true)),
    Case(
      testDescription: "a screen overlay goes above the system keyboard, docked or floating",
      coverage: .screen, keyboard: floating,
      expected: OverlayArrangement(placement: .aboveKeyboard(container))),
    Case(
      testDescription: "with no window scene a screen overlay shields our keyboard from inside",
      coverage: .screen, keyboard: own, canOpenWindow: false,
      expected: OverlayArrangement(
        placement: .container(container), blocksOwnKeyboard: true,
        shield: .insideKeyboard(ownFrame), accessoryBarShield: barFrame)),
    Case(
      testDescription: "with no window scene the system keyboard cannot be covered",
      coverage: .screen, keyboard: docked, canOpenWindow: false,
      expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription: "a screen overlay leaves a keyboard typing into another window alone",
      coverage: .screen, keyboard: own, fieldCovered: false,
      expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription: "a screen overlay with no keyboard stays in the window",
      coverage: .screen, expected: OverlayArrangement(placement: .container(container))),
    // The view coverage blocks the keyboard only for a field inside the view.
    Case(
      testDescription: "a view overlay over the field being edited blocks and shields our keys",
      coverage: .view, keyboard: own,
      expected: OverlayArrangement(
        placement: .container(container), blocksOwnKeyboard: true,
        shield: .insideKeyboard(ownFrame), accessoryBarShield: barFrame)),
    Case(
      testDescription: "a view overlay over the field shields the system keyboard from above",
      coverage: .view, keyboard: docked,
      expected: OverlayArrangement(
        placement: .container(container), shield: .aboveKeyboard(dockedFrame))),
    Case(
      testDescription: "with no window scene a view overlay cannot shield the system keyboard",
      coverage: .view, keyboard: docked, canOpenWindow: false,
      expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription: "a view overlay leaves a field outside the view typing",
      coverage: .view, keyboard: own, fieldCovered: false,
      expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription: "a view overlay leaves the system keyboard of a field outside alone",
      coverage: .view, keyboard: docked, fieldCovered: false,
      expected: OverlayArrangement(placement: .container(container))),
    // Scroll views.
    Case(
      testDescription: "a scroll view is covered from beside it, not from inside its content",
      coverage: .view, scrollView: true,
      expected: OverlayArrangement(placement: .overScrollingContainer(container))),
    Case(
      testDescription: "a scroll view with no superview is covered from inside",
      coverage: .view, scrollView: true, hasSuperview: false,
      expected: OverlayArrangement(placement: .container(container))),
    Case(
      testDescription:
        "a keyboard overlay with no keyboard over a table view stays out of its content",
      coverage: .keyboard, scrollView: true,
      expected: OverlayArrangement(placement: .overScrollingContainer(container))),
    Case(
      testDescription: "a view overlay over a table view still shields the keyboard",
      coverage: .view, keyboard: docked, scrollView: true,
      expected: OverlayArrangement(
        placement: .overScrollingContainer(container), shield: .aboveKeyboard(dockedFrame))),
  ]

  @Test("the overlay covers and blocks what its coverage promises", arguments: cases)
  func arrangement(of example: Case) {
    let surroundings = OverlaySurroundings(
      containerBounds: Self.container, containerIsScrollView: example.scrollView,
      containerHasSuperview: example.hasSuperview, keyboard: example.keyboard,
      editingFieldIsCovered: example.fieldCovered,
      canOpenWindowAboveKeyboard: example.canOpenWindow)
    #expect(example.coverage.arrangement(in: surroundings) == example.expected)
  }

  @Test("a screen overlay measures against the window, the others against the host view")
  func containers() {
    #expect(OverlayCoverage.screen.container == .hostWindow)
    #expect(OverlayCoverage.view.container == .hostView)
    #expect(OverlayCoverage.keyboard.container == .hostView)
  }

  @Test("the overlay follows the keyboard's animation only within one host")
  func smoothMoves() {
    let frame = Self.dockedFrame
    #expect(OverlayPlacement.aboveKeyboard(frame).movesSmoothly(from: .aboveKeyboard(.zero)))
    #expect(OverlayPlacement.container(frame).movesSmoothly(from: .container(.zero)))
    #expect(OverlayPlacement.insideKeyboard(frame).movesSmoothly(from: .insideKeyboard(.zero)))
    #expect(!OverlayPlacement.aboveKeyboard(frame).movesSmoothly(from: .container(frame)))
    #expect(!OverlayPlacement.aboveKeyboard(frame).movesSmoothly(from: nil))
    #expect(
      !OverlayPlacement.overScrollingContainer(frame).movesSmoothly(
        from: .overScrollingContainer(frame)))
  }

  @Test("nothing hosted over our keyboard reaches outside its bounds or its bar's")
  func ownKeyboardPartsStayInTheirHosts() {
    for coverage in [OverlayCoverage.keyboard, .screen, .view] {
      for scene in [true, false] {
        let arrangement = coverage.arrangement(
          in: OverlaySurroundings(
            containerBounds: Self.container, keyboard: Self.own, editingFieldIsCovered: true,
            canOpenWindowAboveKeyboard: scene))
        for case .insideKeyboard(let frame)? in [arrangement.placement, arrangement.shield] {
          #expect(Self.ownFrame.contains(frame))
        }
        if let bar = arrangement.accessoryBarShield { #expect(Self.barFrame.contains(bar)) }
      }
    }
  }

  @Test("placements of different kinds with the same frame differ")
  func equality() {
    #expect(OverlayPlacement.container(Self.container) != .aboveKeyboard(Self.container))
    #expect(OverlayPlacement.container(Self.container) == .container(Self.container))
  }
}
