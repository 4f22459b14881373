import Foundation
import Testing

@testable import InputKitCore

@Suite("Prompt layout")
struct PromptLayoutTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let bounds: CGRect
    let safeArea: EdgeInsets
    let keyboard: CGRect?
    let spacing: CGFloat
    var fieldHeight: CGFloat = 36
    let title: CGRect
    let field: CGRect
    var fits = true
  }

  /// A 30 pt title over a 36 pt field; the classic prompt's own field was 30 pt.
  static let cases: [Case] = [
    Case(
      testDescription: "classic: 320×480, keyboard and toolbar from y 220, no spacing",
      bounds: CGRect(x: 0, y: 0, width: 320, height: 480), safeArea: .zero,
      keyboard: CGRect(x: 0, y: 220, width: 320, height: 260), spacing: 0, fieldHeight: 30,
      title: CGRect(x: 0, y: 160, width: 320, height: 30),
      field: CGRect(x: 0, y: 190, width: 320, height: 30)),
    Case(
      testDescription: "iPhone portrait with status bar and home indicator",
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34),
      keyboard: CGRect(x: 0, y: 508, width: 390, height: 336), spacing: 8,
      title: CGRect(x: 0, y: 426, width: 390, height: 30),
      field: CGRect(x: 0, y: 464, width: 390, height: 36)),
    Case(
      testDescription: "no keyboard: above the bottom of the safe area",
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34), keyboard: nil, spacing: 8,
      title: CGRect(x: 0, y: 728, width: 390, height: 30),
      field: CGRect(x: 0, y: 766, width: 390, height: 36)),
    Case(
      testDescription: "iPhone landscape: inside the side insets, above the keyboard",
      bounds: CGRect(x: 0, y: 0, width: 844, height: 390),
      safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      keyboard: CGRect(x: 0, y: 181, width: 844, height: 209), spacing: 8,
      title: CGRect(x: 47, y: 99, width: 750, height: 30),
      field: CGRect(x: 47, y: 137, width: 750, height: 36)),
    Case(
      testDescription: "hardware keyboard accessory bar above the home indicator",
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34),
      keyboard: CGRect(x: 0, y: 789, width: 390, height: 55), spacing: 8,
      title: CGRect(x: 0, y: 707, width: 390, height: 30),
      field: CGRect(x: 0, y: 745, width: 390, height: 36)),
    Case(
      testDescription: "a keyboard lower than the safe area's bottom: the safe area wins",
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34),
      keyboard: CGRect(x: 0, y: 824, width: 390, height: 20), spacing: 8,
      title: CGRect(x: 0, y: 728, width: 390, height: 30),
      field: CGRect(x: 0, y: 766, width: 390, height: 36)),
    Case(
      testDescription: "Stage Manager window, keyboard overlap already in window coordinates",
      bounds: CGRect(x: 0, y: 0, width: 700, height: 500), safeArea: EdgeInsets(top: 24),
      keyboard: CGRect(x: 0, y: 342, width: 700, height: 158), spacing: 8,
      title: CGRect(x: 0, y: 260, width: 700, height: 30),
      field: CGRect(x: 0, y: 298, width: 700, height: 36)),
    Case(
      testDescription: "no room above a tall keyboard without a status bar: the title shrinks",
      bounds: CGRect(x: 0, y: 0, width: 844, height: 390), safeArea: .zero,
      keyboard: CGRect(x: 0, y: 80, width: 844, height: 310), spacing: 8,
      title: CGRect(x: 0, y: 0, width: 844, height: 28),
      field: CGRect(x: 0, y: 36, width: 844, height: 36), fits: false),
    Case(
      testDescription: "with a status bar the title stays below it even when squeezed",
      bounds: CGRect(x: 0, y: 0, width: 844, height: 390), safeArea: EdgeInsets(top: 20),
      keyboard: CGRect(x: 0, y: 80, width: 844, height: 310), spacing: 8,
      title: CGRect(x: 0, y: 20, width: 844, height: 8),
      field: CGRect(x: 0, y: 36, width: 844, height: 36), fits: false),
    Case(
      testDescription: "a keyboard reaching into the status bar leaves nothing but stays inside",
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeArea: EdgeInsets(top: 47),
      keyboard: CGRect(x: 0, y: 10, width: 390, height: 834), spacing: 8,
      title: CGRect(x: 0, y: 47, width: 390, height: 0),
      field: CGRect(x: 0, y: 47, width: 390, height: 0), fits: false),
  ]

  @Test("title and field sit right above the keyboard, inside the safe area", arguments: cases)
  func layout(_ example: Case) {
    let fieldHeight = example.fieldHeight
    let layout = PromptLayout(
      containerBounds: example.bounds, safeAreaInsets: example.safeArea,
      keyboardFrame: example.keyboard, titleHeight: 30, fieldHeight: fieldHeight,
      spacing: example.spacing)
    #expect(layout.titleFrame == example.title)
    #expect(layout.fieldFrame == example.field)
    #expect(layout.fits(titleHeight: 30, fieldHeight: fieldHeight) == example.fits)
    let safe = example.safeArea.inset(example.bounds)
    #expect(safe.contains(layout.fieldFrame) || layout.fieldFrame.height == 0)
    #expect(layout.titleFrame.maxY <= layout.fieldFrame.minY)
    #expect(layout.messageFrame.height == 0)
  }

  struct MessageCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let bounds: CGRect
    let safeArea: EdgeInsets
    let keyboard: CGRect?
    let heights: (title: CGFloat, message: CGFloat, field: CGFloat)
    let spacing: CGFloat
    let title: CGRect
    let message: CGRect
    let field: CGRect
    let fits: Bool
  }

  static let messageCases: [MessageCase] = [
    MessageCase(
      testDescription: "iPhone portrait: title, message and field spaced out above the keyboard",
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeArea: EdgeInsets(top: 47, bottom: 34),
      keyboard: CGRect(x: 0, y: 508, width: 390, height: 336), heights: (30, 20, 36),
      spacing: 8,
      title: CGRect(x: 0, y: 398, width: 390, height: 30),
      message: CGRect(x: 0, y: 436, width: 390, height: 20),
      field: CGRect(x: 0, y: 464, width: 390, height: 36), fits: true),
    MessageCase(
      testDescription: "terminal cells: 80×24 below a one-row header, keyboard from row 6",
      bounds: CGRect(x: 0, y: 0, width: 80, height: 24), safeArea: EdgeInsets(top: 1),
      keyboard: CGRect(x: 0, y: 6, width: 80, height: 18), heights: (2, 2, 1), spacing: 0,
      title: CGRect(x: 0, y: 1, width: 80, height: 2),
      message: CGRect(x: 0, y: 3, width: 80, height: 2),
      field: CGRect(x: 0, y: 5, width: 80, height: 1), fits: true),
    MessageCase(
      testDescription: "no keyboard: the message sits above the field at the safe area's bottom",
      bounds: CGRect(x: 0, y: 0, width: 40, height: 10), safeArea: EdgeInsets(top: 1),
      keyboard: nil, heights: (1, 2, 1), spacing: 0,
      title: CGRect(x: 0, y: 6, width: 40, height: 1),
      message: CGRect(x: 0, y: 7, width: 40, height: 2),
      field: CGRect(x: 0, y: 9, width: 40, height: 1), fits: true),
    MessageCase(
      testDescription: "squeezed: the title gives way before the message",
      bounds: CGRect(x: 0, y: 0, width: 844, height: 390), safeArea: .zero,
      keyboard: CGRect(x: 0, y: 80, width: 844, height: 310), heights: (30, 20, 36),
      spacing: 8,
      title: CGRect(x: 0, y: 0, width: 844, height: 0),
      message: CGRect(x: 0, y: 8, width: 844, height: 20),
      field: CGRect(x: 0, y: 36, width: 844, height: 36), fits: false),
    MessageCase(
      testDescription: "squeezed further: the message shrinks too, the field keeps its place",
      bounds: CGRect(x: 0, y: 0, width: 844, height: 390), safeArea: .zero,
      keyboard: CGRect(x: 0, y: 60, width: 844, height: 330), heights: (30, 20, 36),
      spacing: 8,
      title: CGRect(x: 0, y: 0, width: 844, height: 0),
      message: CGRect(x: 0, y: 0, width: 844, height: 8),
      field: CGRect(x: 0, y: 16, width: 844, height: 36), fits: false),
  ]

  @Test(
    "an inline message sits between the title and the field and outlasts the title",
    arguments: messageCases)
  func message(_ example: MessageCase) {
    let layout = PromptLayout(
      containerBounds: example.bounds, safeAreaInsets: example.safeArea,
      keyboardFrame: example.keyboard, titleHeight: example.heights.title,
      fieldHeight: example.heights.field, messageHeight: example.heights.message,
      spacing: example.spacing)
    #expect(layout.titleFrame == example.title)
    #expect(layout.messageFrame == example.message)
    #expect(layout.fieldFrame == example.field)
    #expect(
      layout.fits(
        titleHeight: example.heights.title, fieldHeight: example.heights.field,
        messageHeight: example.heights.message) == example.fits)
    #expect(layout.titleFrame.maxY <= layout.messageFrame.minY)
    #expect(layout.messageFrame.maxY <= layout.fieldFrame.minY)
  }

  @Test("rotating re-lays out from converted frames: landscape is not portrait with swapped sides")
  func rotation() {
    let screenPortrait = CGRect(x: 0, y: 0, width: 390, height: 844)
    let screenLandscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    let portraitKeyboard = KeyboardGeometry(screenBounds: screenPortrait).overlap(
      ofKeyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336), withViewFrame: screenPortrait)
    let landscapeKeyboard = KeyboardGeometry(screenBounds: screenLandscape).overlap(
      ofKeyboardFrame: CGRect(x: 0, y: 181, width: 844, height: 209),
      withViewFrame: screenLandscape)
    let portrait = PromptLayout(
      containerBounds: screenPortrait, safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      keyboardFrame: portraitKeyboard, titleHeight: 30, fieldHeight: 36, spacing: 8)
    let landscape = PromptLayout(
      containerBounds: screenLandscape,
      safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
      keyboardFrame: landscapeKeyboard, titleHeight: 30, fieldHeight: 36, spacing: 8)
    #expect(portrait.fieldFrame == CGRect(x: 0, y: 464, width: 390, height: 36))
    #expect(landscape.fieldFrame == CGRect(x: 47, y: 137, width: 750, height: 36))
  }
}
