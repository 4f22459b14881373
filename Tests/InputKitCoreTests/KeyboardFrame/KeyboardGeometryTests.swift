import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardFrame
@testable import InputKitOverlayCore
@testable import InputKitPromptCore
@testable import InputKitShared

@Suite("Keyboard geometry")
struct KeyboardGeometryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let screen: CGRect
    let view: CGRect
    let keyboard: CGRect
    let docking: KeyboardGeometry.Docking
    let overlap: CGRect?
  }

  static let phonePortrait = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let phoneLandscape = CGRect(x: 0, y: 0, width: 844, height: 390)
  static let padLandscape = CGRect(x: 0, y: 0, width: 1180, height: 820)
  static let padKeyboard = CGRect(x: 0, y: 422, width: 1180, height: 398)

  static let cases: [Case] = [
    Case(
      testDescription: "iPhone portrait, full-screen view", screen: phonePortrait,
      view: phonePortrait, keyboard: CGRect(x: 0, y: 508, width: 390, height: 336),
      docking: .docked, overlap: CGRect(x: 0, y: 508, width: 390, height: 336)),
    Case(
      testDescription: "iPhone landscape uses the landscape screen, no swapping",
      screen: phoneLandscape, view: phoneLandscape,
      keyboard: CGRect(x: 0, y: 181, width: 844, height: 209),
      docking: .docked, overlap: CGRect(x: 0, y: 181, width: 844, height: 209)),
    Case(
      testDescription: "a view below a navigation bar sees the keyboard in its own coordinates",
      screen: phonePortrait, view: CGRect(x: 0, y: 100, width: 390, height: 600),
      keyboard: CGRect(x: 0, y: 508, width: 390, height: 336),
      docking: .docked, overlap: CGRect(x: 0, y: 408, width: 390, height: 192)),
    Case(
      testDescription: "iPad split view, left app: only its half is covered",
      screen: padLandscape, view: CGRect(x: 0, y: 0, width: 590, height: 820),
      keyboard: padKeyboard, docking: .docked,
      overlap: CGRect(x: 0, y: 422, width: 590, height: 398)),
    Case(
      testDescription: "iPad split view, right app: the keyboard starts left of the view",
      screen: padLandscape, view: CGRect(x: 594, y: 0, width: 586, height: 820),
      keyboard: padKeyboard, docking: .docked,
      overlap: CGRect(x: 0, y: 422, width: 586, height: 398)),
    Case(
      testDescription: "Stage Manager window smaller than and offset within the screen",
      screen: padLandscape, view: CGRect(x: 100, y: 80, width: 700, height: 500),
      keyboard: padKeyboard, docking: .docked,
      overlap: CGRect(x: 0, y: 342, width: 700, height: 158)),
    Case(
      testDescription: "Stage Manager window entirely above the keyboard is not covered",
      screen: padLandscape, view: CGRect(x: 100, y: 40, width: 600, height: 300),
      keyboard: padKeyboard, docking: .docked, overlap: nil),
    Case(
      testDescription: "a floating iPad keyboard covers nothing", screen: padLandscape,
      view: padLandscape, keyboard: CGRect(x: 420, y: 300, width: 320, height: 260),
      docking: .floating, overlap: nil),
    Case(
      testDescription: "an undocked keyboard a little above the bottom edge covers nothing",
      screen: padLandscape, view: padLandscape,
      keyboard: CGRect(x: 0, y: 300, width: 1180, height: 398),
      docking: .floating, overlap: nil),
    Case(
      testDescription: "a docked keyboard whose converted frame is off by a rounding error",
      screen: phonePortrait, view: phonePortrait,
      keyboard: CGRect(x: 0, y: 508, width: 390, height: 335.75),
      docking: .docked, overlap: CGRect(x: 0, y: 508, width: 390, height: 335.75)),
    Case(
      testDescription: "hardware keyboard: only the accessory bar on screen is covered",
      screen: phonePortrait, view: phonePortrait,
      keyboard: CGRect(x: 0, y: 789, width: 390, height: 336),
      docking: .docked, overlap: CGRect(x: 0, y: 789, width: 390, height: 55)),
    Case(
      testDescription: "a keyboard hidden below the screen covers nothing", screen: phonePortrait,
      view: phonePortrait, keyboard: CGRect(x: 0, y: 844, width: 390, height: 336),
      docking: .hidden, overlap: nil),
    Case(
      testDescription: "a zero keyboard frame covers nothing", screen: phonePortrait,
      view: phonePortrait, keyboard: .zero, docking: .hidden, overlap: nil),
    Case(
      testDescription: "a null keyboard frame covers nothing", screen: phonePortrait,
      view: phonePortrait, keyboard: .null, docking: .hidden, overlap: nil),
  ]

  @Test("the keyboard covers exactly the visible part of a docked keyboard", arguments: cases)
  func overlap(_ example: Case) {
    let geometry = KeyboardGeometry(screenBounds: example.screen)
    #expect(geometry.docking(ofKeyboardFrame: example.keyboard) == example.docking)
    let view = example.view
    #expect(
      geometry.overlap(
        ofKeyboardFrame: example.keyboard,
        inViewWithBounds: CGRect(origin: .zero, size: view.size),
        converting: { $0.offsetBy(dx: -view.minX, dy: -view.minY) }) == example.overlap)
  }

  @Test("in a scaled view the keyboard is converted, not just moved, before it is clipped")
  func scaledConversion() {
    let geometry = KeyboardGeometry(screenBounds: Self.padLandscape)
    // A view at (100, 80), drawn at half size: 700 × 500 points of its own on 350 × 250 of screen.
    let covered = geometry.overlap(
      ofKeyboardFrame: CGRect(x: 0, y: 230, width: 1180, height: 590),
      inViewWithBounds: CGRect(x: 0, y: 0, width: 700, height: 500),
      converting: {
        CGRect(
          x: ($0.minX - 100) * 2, y: ($0.minY - 80) * 2, width: $0.width * 2,
          height: $0.height * 2)
      })
    #expect(covered == CGRect(x: 0, y: 300, width: 700, height: 200))
  }

  @Test("the visible part of a keyboard is what lies on the screen")
  func visiblePart() {
    let geometry = KeyboardGeometry(screenBounds: Self.phonePortrait)
    #expect(
      geometry.visibleFrame(ofKeyboardFrame: CGRect(x: 0, y: 789, width: 390, height: 336))
        == CGRect(x: 0, y: 789, width: 390, height: 55))
    #expect(
      geometry.visibleFrame(ofKeyboardFrame: CGRect(x: 0, y: 900, width: 390, height: 336))
        == .zero)
  }

  @Test(
    "in a Stage Manager window narrower than the keyboard, a keyboard overlay covers the window down to the keys and the field ends editing: the keys beyond the window cannot be covered from it"
  )
  func keyboardCoverageEndToEnd() {
    let window = CGRect(x: 100, y: 80, width: 700, height: 500)
    let change = KeyboardFrameChange(
      beginFrame: CGRect(x: 0, y: 820, width: 1180, height: 398), endFrame: Self.padKeyboard,
      animationDuration: 0.25, animationCurve: 7)
    let bounds = CGRect(origin: .zero, size: window.size)
    var host = OverlaySurroundings(
      frameInWindow: bounds, windowBounds: bounds, screenBounds: Self.padLandscape)
    host.editingField = (.zero, true)
    host.convertFromScreen = { $0.offsetBy(dx: -window.minX, dy: -window.minY) }
    var session = OverlaySession<ManualClock.Instant>(coverage: .keyboard)
    _ = session.handle(.keyboardChanged(change), at: .init(sinceStart: .zero), in: host)
    let arranged = session.arrangement(in: host, following: nil)
    #expect(arranged?.placement == .place(.host, CGRect(x: 0, y: 0, width: 700, height: 342)))
    #expect(arranged?.endsEditing == CGRect(x: 0, y: 342, width: 700, height: 158))
  }
}

@Suite("Keyboard frame from the layout guide")
struct KeyboardLayoutGuideFrameTests {
  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test(
    "a guide frame is docked at the bottom, floating away from it, none as the strip",
    arguments: [
      (CGRect(x: 0, y: 508, width: 390, height: 336), 34, KeyboardGeometry.Docking.docked),
      (CGRect(x: 0, y: 810, width: 390, height: 34), 34, .hidden),
      (CGRect(x: 0, y: 810.2, width: 390, height: 34.3), 34, .hidden),
      (CGRect(x: 40, y: 300, width: 320, height: 250), 34, .floating),
      (CGRect(x: 0, y: 900, width: 390, height: 300), 34, .hidden),
      (.zero, 0, .hidden),
      (CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), 34, .hidden),
      (CGRect(x: 0, y: 508, width: 390, height: 336), CGFloat.infinity, .docked),
    ] as [(CGRect, CGFloat, KeyboardGeometry.Docking)])
  func guideFrames(guide: CGRect, safeBottom: CGFloat, expected: KeyboardGeometry.Docking) {
    #expect(
      KeyboardGeometry.docking(
        ofLayoutGuideFrame: guide, containerBounds: Self.container,
        safeAreaBottomInset: safeBottom) == expected)
  }

  @Test(
    "the prompt reads the guide as the overlay does: docked, the safe-area strip, floating, zero",
    arguments: [
      (
        CGRect(x: 0, y: 508, width: 390, height: 336),
        PromptLayout.Keyboard.docked(CGRect(x: 0, y: 508, width: 390, height: 336))
      ),
      (CGRect(x: 0, y: 810, width: 390, height: 34), .none),
      (
        CGRect(x: 40, y: 300, width: 320, height: 250),
        .floating(CGRect(x: 40, y: 300, width: 320, height: 250))
      ),
      (.zero, .none),
    ] as [(CGRect, PromptLayout.Keyboard)])
  func promptAgrees(guide: CGRect, expected: PromptLayout.Keyboard) {
    let prompt = PromptLayout.Keyboard(
      layoutGuideFrame: guide, containerBounds: Self.container,
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(prompt == expected)
  }
}
