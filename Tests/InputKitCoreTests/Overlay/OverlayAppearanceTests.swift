import Foundation
import Testing

@testable import InputKitCore

@Suite("Overlay appearance and coverage")
struct OverlayAppearanceTests {
  @Test(
    "the default look is the classic prompt's: black 0.85, white stroke 0.25, 8 pt inset, 5 pt corners"
  )
  func classicLook() {
    let look = OverlayAppearance.standard
    #expect(look.background == InterfaceColor(red: 0, green: 0, blue: 0, alpha: 0.85))
    #expect(look.stroke == InterfaceColor(red: 1, green: 1, blue: 1, alpha: 0.25))
    #expect(look.inset == 8)
    #expect(look.cornerRadius == 5)
    #expect(look.fadeDuration == .milliseconds(250))
    #expect(look.strokeWidth == 1)
    #expect(look.shieldTint == InterfaceColor(white: 0, alpha: 0.2))
  }

  @Test("the panel sits 8 pt inside the overlay and never turns inside out")
  func panelFrame() {
    let look = OverlayAppearance.standard
    #expect(
      look.panelFrame(in: CGRect(x: 0, y: 508, width: 390, height: 336))
        == CGRect(x: 8, y: 516, width: 374, height: 320))
    #expect(look.panelFrame(in: CGRect(x: 0, y: 0, width: 10, height: 30)).width == 0)
  }

  @Test("a screen overlay's panel stays inside the safe area")
  func panelInSafeArea() {
    let panel = OverlayAppearance.standard.panelFrame(
      in: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    #expect(panel == CGRect(x: 8, y: 55, width: 374, height: 747))
  }

  @Test("fading stops under Reduce Motion and with a zero fade duration")
  func fades() {
    #expect(ActivityOverlayConfiguration().fades)
    #expect(!ActivityOverlayConfiguration(reducesMotion: true).fades)
    var instant = OverlayAppearance.standard
    instant.fadeDuration = .zero
    #expect(!ActivityOverlayConfiguration(appearance: instant).fades)
  }

  struct CoverageCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let coverage: OverlayCoverage
    let keyboard: CGRect?
    let expected: CGRect
  }

  static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test(
    "the overlay covers the container, or exactly the keyboard's part of it",
    arguments: [
      CoverageCase(
        testDescription: "screen ignores the keyboard", coverage: .screen,
        keyboard: CGRect(x: 0, y: 508, width: 390, height: 336), expected: container),
      CoverageCase(
        testDescription: "view covers the view", coverage: .view, keyboard: nil,
        expected: container),
      CoverageCase(
        testDescription: "keyboard is exactly the keyboard frame", coverage: .keyboard,
        keyboard: CGRect(x: 0, y: 508, width: 390, height: 336),
        expected: CGRect(x: 0, y: 508, width: 390, height: 336)),
      CoverageCase(
        testDescription: "keyboard is clipped to the container", coverage: .keyboard,
        keyboard: CGRect(x: -100, y: 700, width: 1180, height: 398),
        expected: CGRect(x: 0, y: 700, width: 390, height: 144)),
      CoverageCase(
        testDescription: "no keyboard falls back to the whole container", coverage: .keyboard,
        keyboard: nil, expected: container),
      CoverageCase(
        testDescription: "a keyboard outside the container falls back too", coverage: .keyboard,
        keyboard: CGRect(x: 0, y: 900, width: 390, height: 300), expected: container),
    ])
  func coverageFrame(_ example: CoverageCase) {
    #expect(
      example.coverage.overlayFrame(
        containerBounds: Self.container, keyboardFrame: example.keyboard) == example.expected)
  }
}
