import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardFrame
@testable import InputKitPromptCore
@testable import InputKitShared

@Suite("Prompt layout around any keyboard")
struct PromptLayoutKeyboardTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    var safeArea = EdgeInsets(top: 47, bottom: 34)
    let keyboard: PromptLayout.Keyboard
    var measurements = PromptLayout.Measurements(title: 22, errorLine: 18, field: 36)
    var appearance = PromptAppearance(
      spacing: 8, sideMargin: 16, minimumFieldHeight: 44, reservedErrorLines: 1)
    let title: CGRect
    let error: CGRect
    let field: CGRect
    var titleHidden = false
    let placement: PromptLayout.Placement
  }

  static let portraitKeyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
  static let landscapeSafeArea = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
  static let iPad = CGRect(x: 0, y: 0, width: 1024, height: 768)
  static let iPadSafeArea = EdgeInsets(top: 24, bottom: 20)

  /// Title 22 pt, one reserved 18 pt error line, a 36 pt field raised to the 44 pt minimum,
  /// 8 pt gaps and 16 pt side margins, unless a case says otherwise.
  static let cases: [Case] = [
    Case(
      testDescription: "tall container, docked keyboard: title, error line, field right above it",
      keyboard: .docked(portraitKeyboard),
      title: CGRect(x: 16, y: 400, width: 358, height: 22),
      error: CGRect(x: 16, y: 430, width: 358, height: 18),
      field: CGRect(x: 16, y: 456, width: 358, height: 44), placement: .aboveKeyboard),
    Case(
      testDescription: "no keyboard: the stack sits above the safe area's bottom",
      keyboard: .none,
      title: CGRect(x: 16, y: 702, width: 358, height: 22),
      error: CGRect(x: 16, y: 732, width: 358, height: 18),
      field: CGRect(x: 16, y: 758, width: 358, height: 44), placement: .aboveSafeAreaBottom),
    Case(
      testDescription: "a longer error grows its line upward; the field stays where it was",
      keyboard: .docked(portraitKeyboard),
      measurements: PromptLayout.Measurements(title: 22, errorText: 40, errorLine: 18, field: 36),
      title: CGRect(x: 16, y: 378, width: 358, height: 22),
      error: CGRect(x: 16, y: 408, width: 358, height: 40),
      field: CGRect(x: 16, y: 456, width: 358, height: 44), placement: .aboveKeyboard),
    Case(
      testDescription: "no reserved error line and no error: no double gap above the field",
      keyboard: .docked(portraitKeyboard),
      appearance: PromptAppearance(
        spacing: 8, sideMargin: 16, minimumFieldHeight: 44, reservedErrorLines: 0),
      title: CGRect(x: 16, y: 426, width: 358, height: 22),
      error: CGRect(x: 16, y: 456, width: 358, height: 0),
      field: CGRect(x: 16, y: 456, width: 358, height: 44), placement: .aboveKeyboard),
    Case(
      testDescription: "short landscape container: everything fits above a low keyboard",
      bounds: landscape, safeArea: landscapeSafeArea,
      keyboard: .docked(CGRect(x: 0, y: 190, width: 844, height: 200)),
      title: CGRect(x: 63, y: 82, width: 718, height: 22),
      error: CGRect(x: 63, y: 112, width: 718, height: 18),
      field: CGRect(x: 63, y: 138, width: 718, height: 44), placement: .aboveKeyboard),
    Case(
      testDescription: "short container: the title gives way, the error line keeps its room",
      bounds: landscape, safeArea: landscapeSafeArea,
      keyboard: .docked(CGRect(x: 0, y: 90, width: 844, height: 300)),
      title: CGRect(x: 63, y: 12, width: 718, height: 0),
      error: CGRect(x: 63, y: 12, width: 718, height: 18),
      field: CGRect(x: 63, y: 38, width: 718, height: 44), titleHidden: true,
      placement: .aboveKeyboard),
    Case(
      testDescription: "shorter still: the error line gives way next, the field keeps its height",
      bounds: landscape, safeArea: landscapeSafeArea,
      keyboard: .docked(CGRect(x: 0, y: 60, width: 844, height: 330)),
      title: CGRect(x: 63, y: 8, width: 718, height: 0),
      error: CGRect(x: 63, y: 8, width: 718, height: 0),
      field: CGRect(x: 63, y: 8, width: 718, height: 44), titleHidden: true,
      placement: .aboveKeyboard),
    Case(
      testDescription:
        "a keyboard reaching into the status bar leaves nothing, inside the safe area",
      keyboard: .docked(CGRect(x: 0, y: 10, width: 390, height: 834)),
      title: CGRect(x: 16, y: 47, width: 358, height: 0),
      error: CGRect(x: 16, y: 47, width: 358, height: 0),
      field: CGRect(x: 16, y: 47, width: 358, height: 0), titleHidden: true,
      placement: .aboveKeyboard),
    Case(
      testDescription:
        "a hardware keyboard's accessory bar above the home indicator: right above it",
      keyboard: .docked(CGRect(x: 0, y: 789, width: 390, height: 55)),
      title: CGRect(x: 16, y: 681, width: 358, height: 22),
      error: CGRect(x: 16, y: 711, width: 358, height: 18),
      field: CGRect(x: 16, y: 737, width: 358, height: 44), placement: .aboveKeyboard),
    Case(
      testDescription: "no gaps and no error line: the title on the field, the field on the keys",
      bounds: CGRect(x: 0, y: 0, width: 320, height: 480), safeArea: .zero,
      keyboard: .docked(CGRect(x: 0, y: 220, width: 320, height: 260)),
      measurements: PromptLayout.Measurements(title: 30, errorLine: 18, field: 30),
      appearance: PromptAppearance(
        spacing: 0, sideMargin: 0, minimumFieldHeight: 30, reservedErrorLines: 0),
      title: CGRect(x: 0, y: 160, width: 320, height: 30),
      error: CGRect(x: 0, y: 190, width: 320, height: 0),
      field: CGRect(x: 0, y: 190, width: 320, height: 30), placement: .aboveKeyboard),
    Case(
      testDescription: "a docked frame below the safe area's bottom: the safe area wins",
      keyboard: .docked(CGRect(x: 0, y: 820, width: 390, height: 24)),
      title: CGRect(x: 16, y: 702, width: 358, height: 22),
      error: CGRect(x: 16, y: 732, width: 358, height: 18),
      field: CGRect(x: 16, y: 758, width: 358, height: 44), placement: .aboveSafeAreaBottom),
    Case(
      testDescription: "undocked iPad keyboard with room above it: the stack sits right above it",
      bounds: iPad, safeArea: iPadSafeArea,
      keyboard: .floating(CGRect(x: 0, y: 300, width: 1024, height: 300)),
      title: CGRect(x: 16, y: 192, width: 992, height: 22),
      error: CGRect(x: 16, y: 222, width: 992, height: 18),
      field: CGRect(x: 16, y: 248, width: 992, height: 44), placement: .aboveKeyboard),
    Case(
      testDescription: "floating keyboard near the top: the stack goes right below it",
      bounds: iPad, safeArea: iPadSafeArea,
      keyboard: .floating(CGRect(x: 300, y: 30, width: 320, height: 260)),
      title: CGRect(x: 16, y: 298, width: 992, height: 22),
      error: CGRect(x: 16, y: 328, width: 992, height: 18),
      field: CGRect(x: 16, y: 354, width: 992, height: 44), placement: .belowKeyboard),
    Case(
      testDescription: "split keyboard covering almost all: the larger free space, field in view",
      bounds: iPad, safeArea: iPadSafeArea,
      keyboard: .floating(CGRect(x: 0, y: 60, width: 1024, height: 660)),
      title: CGRect(x: 16, y: 24, width: 992, height: 0),
      error: CGRect(x: 16, y: 24, width: 992, height: 0),
      field: CGRect(x: 16, y: 24, width: 992, height: 28), titleHidden: true,
      placement: .aboveKeyboard),
    Case(
      testDescription: "floating keyboard below the safe area: as if there were none",
      bounds: iPad, safeArea: iPadSafeArea,
      keyboard: .floating(CGRect(x: 300, y: 752, width: 320, height: 10)),
      title: CGRect(x: 16, y: 640, width: 992, height: 22),
      error: CGRect(x: 16, y: 670, width: 992, height: 18),
      field: CGRect(x: 16, y: 696, width: 992, height: 44), placement: .aboveSafeAreaBottom),
    Case(
      testDescription: "huge Dynamic Type in a tall container: everything still fits",
      keyboard: .docked(portraitKeyboard),
      measurements: PromptLayout.Measurements(title: 180, errorLine: 60, field: 80),
      title: CGRect(x: 16, y: 164, width: 358, height: 180),
      error: CGRect(x: 16, y: 352, width: 358, height: 60),
      field: CGRect(x: 16, y: 420, width: 358, height: 80), placement: .aboveKeyboard),
    Case(
      testDescription: "huge Dynamic Type in landscape: the title gives way, field and error stay",
      bounds: landscape, safeArea: landscapeSafeArea,
      keyboard: .docked(CGRect(x: 0, y: 190, width: 844, height: 200)),
      measurements: PromptLayout.Measurements(title: 180, errorLine: 60, field: 80),
      title: CGRect(x: 63, y: 34, width: 718, height: 0),
      error: CGRect(x: 63, y: 34, width: 718, height: 60),
      field: CGRect(x: 63, y: 102, width: 718, height: 80), titleHidden: true,
      placement: .aboveKeyboard),
    Case(
      testDescription: "a field taller than the room gets all of it and stays inside",
      keyboard: .docked(portraitKeyboard),
      measurements: PromptLayout.Measurements(
        title: 22, errorLine: 18, field: .greatestFiniteMagnitude),
      title: CGRect(x: 16, y: 47, width: 358, height: 0),
      error: CGRect(x: 16, y: 47, width: 358, height: 0),
      field: CGRect(x: 16, y: 47, width: 358, height: 453), titleHidden: true,
      placement: .aboveKeyboard),
    Case(
      testDescription: "zero-sized container: zero frames at the origin, nothing shown",
      bounds: .zero, safeArea: .zero, keyboard: .none,
      title: .zero, error: .zero, field: .zero, titleHidden: true,
      placement: .aboveSafeAreaBottom),
    Case(
      testDescription: "container of NaN size counts as empty, below the safe area's top",
      bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844), keyboard: .none,
      title: CGRect(x: 0, y: 47, width: 0, height: 0),
      error: CGRect(x: 0, y: 47, width: 0, height: 0),
      field: CGRect(x: 0, y: 47, width: 0, height: 0), titleHidden: true,
      placement: .aboveSafeAreaBottom),
    Case(
      testDescription: "negative measurements count as zero: the field keeps its minimum",
      keyboard: .docked(portraitKeyboard),
      measurements: PromptLayout.Measurements(title: -5, errorLine: -3, field: -10),
      title: CGRect(x: 16, y: 456, width: 358, height: 0),
      error: CGRect(x: 16, y: 456, width: 358, height: 0),
      field: CGRect(x: 16, y: 456, width: 358, height: 44), placement: .aboveKeyboard),
    Case(
      testDescription: "NaN and infinite measurements count as zero",
      keyboard: .docked(portraitKeyboard),
      measurements: PromptLayout.Measurements(
        title: .nan, errorText: .infinity, errorLine: .nan, field: -.infinity),
      title: CGRect(x: 16, y: 456, width: 358, height: 0),
      error: CGRect(x: 16, y: 456, width: 358, height: 0),
      field: CGRect(x: 16, y: 456, width: 358, height: 44), placement: .aboveKeyboard),
    Case(
      testDescription: "a NaN keyboard frame counts as no keyboard",
      keyboard: .docked(CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)),
      title: CGRect(x: 16, y: 702, width: 358, height: 22),
      error: CGRect(x: 16, y: 732, width: 358, height: 18),
      field: CGRect(x: 16, y: 758, width: 358, height: 44), placement: .aboveSafeAreaBottom),
    Case(
      testDescription: "negative and infinite safe-area insets count as zero",
      bounds: CGRect(x: 0, y: 0, width: 390, height: 500),
      safeArea: EdgeInsets(top: -20, left: .infinity, bottom: .nan, right: -4), keyboard: .none,
      title: CGRect(x: 16, y: 392, width: 358, height: 22),
      error: CGRect(x: 16, y: 422, width: 358, height: 18),
      field: CGRect(x: 16, y: 448, width: 358, height: 44), placement: .aboveSafeAreaBottom),
  ]

  @Test("the prompt keeps clear of the keyboard and gives way title first", arguments: cases)
  func layout(_ example: Case) {
    let layout = PromptLayout(
      containerBounds: example.bounds, safeAreaInsets: example.safeArea,
      keyboard: example.keyboard, measurements: example.measurements,
      appearance: example.appearance)
    #expect(layout.titleFrame == example.title)
    #expect(layout.messageFrame == example.error)
    #expect(layout.fieldFrame == example.field)
    #expect(layout.isTitleHidden == example.titleHidden)
    #expect(layout.placement == example.placement)
    // Whatever the case: top to bottom, never overlapping, never over the keyboard.
    #expect(layout.titleFrame.maxY <= layout.messageFrame.minY)
    #expect(layout.messageFrame.maxY <= layout.fieldFrame.minY)
    switch example.keyboard {
    case .docked(let frame), .floating(let frame):
      // Compared by edges: a NaN frame is no keyboard, and a zero-height field shows nothing.
      let field = layout.fieldFrame
      #expect(
        field.height == 0 || !frame.minY.isFinite || field.maxY <= frame.minY
          || field.minY >= frame.maxY)
    case .none:
      break
    }
  }

  /// The terminal demo's prompt, one point per cell: a two-row title block (the Okay / Cancel
  /// bar and the title), two reserved message rows, a one-row field, no gaps and no margins,
  /// below a one-row header.
  static let terminal = PromptAppearance(
    spacing: 0, sideMargin: 0, minimumFieldHeight: 1, reservedErrorLines: 2)
  static let terminalParts = PromptLayout.Measurements(title: 2, errorLine: 1, field: 1)

  static let terminalCases: [Case] = [
    Case(
      testDescription: "terminal 80×24, keyboard from row 12: everything right above it",
      bounds: CGRect(x: 0, y: 0, width: 80, height: 24), safeArea: EdgeInsets(top: 1),
      keyboard: .docked(CGRect(x: 0, y: 12, width: 80, height: 12)),
      measurements: terminalParts, appearance: terminal,
      title: CGRect(x: 0, y: 7, width: 80, height: 2),
      error: CGRect(x: 0, y: 9, width: 80, height: 2),
      field: CGRect(x: 0, y: 11, width: 80, height: 1), placement: .aboveKeyboard),
    Case(
      testDescription: "terminal 40×10, keyboard from row 6: the prompt just fits under the header",
      bounds: CGRect(x: 0, y: 0, width: 40, height: 10), safeArea: EdgeInsets(top: 1),
      keyboard: .docked(CGRect(x: 0, y: 6, width: 40, height: 4)),
      measurements: terminalParts, appearance: terminal,
      title: CGRect(x: 0, y: 1, width: 40, height: 2),
      error: CGRect(x: 0, y: 3, width: 40, height: 2),
      field: CGRect(x: 0, y: 5, width: 40, height: 1), placement: .aboveKeyboard),
    Case(
      testDescription: "terminal 40×5 without a keyboard: the title block gives way whole",
      bounds: CGRect(x: 0, y: 0, width: 40, height: 5), safeArea: EdgeInsets(top: 1),
      keyboard: .none, measurements: terminalParts, appearance: terminal,
      title: CGRect(x: 0, y: 2, width: 40, height: 0),
      error: CGRect(x: 0, y: 2, width: 40, height: 2),
      field: CGRect(x: 0, y: 4, width: 40, height: 1), titleHidden: true,
      placement: .aboveSafeAreaBottom),
    Case(
      testDescription: "terminal 5×3: the message block shrinks to a row, the field stays",
      bounds: CGRect(x: 0, y: 0, width: 5, height: 3), safeArea: EdgeInsets(top: 1),
      keyboard: .none, measurements: terminalParts, appearance: terminal,
      title: CGRect(x: 0, y: 1, width: 5, height: 0),
      error: CGRect(x: 0, y: 1, width: 5, height: 1),
      field: CGRect(x: 0, y: 2, width: 5, height: 1), titleHidden: true,
      placement: .aboveSafeAreaBottom),
    Case(
      testDescription: "terminal of one row: nothing below the header, nothing outside",
      bounds: CGRect(x: 0, y: 0, width: 80, height: 1), safeArea: EdgeInsets(top: 1),
      keyboard: .none, measurements: terminalParts, appearance: terminal,
      title: CGRect(x: 0, y: 1, width: 80, height: 0),
      error: CGRect(x: 0, y: 1, width: 80, height: 0),
      field: CGRect(x: 0, y: 1, width: 80, height: 0), titleHidden: true,
      placement: .aboveSafeAreaBottom),
  ]

  @Test(
    "the terminal's cells follow the same rules: the title block gives way whole, then the message rows",
    arguments: terminalCases)
  func terminalCells(_ example: Case) {
    layout(example)
  }

  @Test("rotating re-lays out from converted frames: landscape is not portrait with swapped sides")
  func rotation() throws {
    let portraitScreen = Self.phone
    let landscapeScreen = Self.landscape
    let portraitKeyboard = try #require(
      KeyboardGeometry(screenBounds: portraitScreen).overlap(
        ofKeyboardFrame: Self.portraitKeyboard, inViewWithBounds: portraitScreen,
        converting: { $0 }))
    let landscapeKeyboard = try #require(
      KeyboardGeometry(screenBounds: landscapeScreen).overlap(
        ofKeyboardFrame: CGRect(x: 0, y: 190, width: 844, height: 200),
        inViewWithBounds: landscapeScreen, converting: { $0 }))
    let parts = PromptLayout.Measurements(title: 22, errorLine: 18, field: 36)
    let portrait = PromptLayout(
      containerBounds: portraitScreen, safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      keyboard: .docked(portraitKeyboard), measurements: parts)
    let landscape = PromptLayout(
      containerBounds: landscapeScreen, safeAreaInsets: Self.landscapeSafeArea,
      keyboard: .docked(landscapeKeyboard), measurements: parts)
    #expect(portrait.fieldFrame == CGRect(x: 16, y: 456, width: 358, height: 44))
    #expect(landscape.fieldFrame == CGRect(x: 63, y: 138, width: 718, height: 44))
  }

  @Test("an error appearing moves nothing: its line was reserved")
  func errorAppearingMovesNothing() {
    let quiet = PromptLayout(
      containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34), keyboard: .docked(Self.portraitKeyboard),
      measurements: PromptLayout.Measurements(title: 22, errorText: 0, errorLine: 18, field: 36))
    let withError = PromptLayout(
      containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34), keyboard: .docked(Self.portraitKeyboard),
      measurements: PromptLayout.Measurements(title: 22, errorText: 18, errorLine: 18, field: 36))
    #expect(withError == quiet)
  }

  @Test("labels are measured at the column's width: safe area less the side margins")
  func columnWidth() {
    let appearance = PromptAppearance(sideMargin: 16)
    #expect(
      PromptLayout.columnWidth(
        containerBounds: Self.landscape, safeAreaInsets: Self.landscapeSafeArea,
        appearance: appearance) == 718)
    #expect(
      PromptLayout.columnWidth(
        containerBounds: CGRect(x: 0, y: 0, width: 20, height: 100), safeAreaInsets: .zero,
        appearance: appearance) == 0)
    #expect(
      PromptLayout.columnWidth(
        containerBounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100),
        safeAreaInsets: .zero, appearance: appearance) == 0)
  }

  struct GuideCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    var safeArea = EdgeInsets(top: 47, bottom: 34)
    let guide: CGRect
    let keyboard: PromptLayout.Keyboard
  }

  static let guideCases: [GuideCase] = [
    GuideCase(
      testDescription: "the strip below the safe area is no keyboard",
      guide: CGRect(x: 0, y: 810, width: 390, height: 34), keyboard: .none),
    GuideCase(
      testDescription: "a frame down to the bottom edge is a docked keyboard",
      guide: CGRect(x: 0, y: 508, width: 390, height: 336),
      keyboard: .docked(CGRect(x: 0, y: 508, width: 390, height: 336))),
    GuideCase(
      testDescription: "a hardware keyboard's bar, taller than the strip, is docked",
      guide: CGRect(x: 0, y: 789, width: 390, height: 55),
      keyboard: .docked(CGRect(x: 0, y: 789, width: 390, height: 55))),
    GuideCase(
      testDescription: "a bottom within rounding of the edge still counts as docked",
      guide: CGRect(x: 0, y: 508, width: 390, height: 335.7),
      keyboard: .docked(CGRect(x: 0, y: 508, width: 390, height: 335.7))),
    GuideCase(
      testDescription: "an undocked keyboard away from the bottom is floating",
      bounds: iPad, safeArea: iPadSafeArea, guide: CGRect(x: 0, y: 300, width: 1024, height: 300),
      keyboard: .floating(CGRect(x: 0, y: 300, width: 1024, height: 300))),
    GuideCase(
      testDescription: "the small floating keyboard is floating",
      bounds: iPad, safeArea: iPadSafeArea, guide: CGRect(x: 352, y: 200, width: 320, height: 260),
      keyboard: .floating(CGRect(x: 352, y: 200, width: 320, height: 260))),
    GuideCase(
      testDescription: "an empty frame is no keyboard", guide: .zero, keyboard: .none),
    GuideCase(
      testDescription: "a NaN frame is no keyboard",
      guide: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300), keyboard: .none),
    GuideCase(
      testDescription: "a frame outside the container is no keyboard",
      guide: CGRect(x: 0, y: 900, width: 390, height: 300), keyboard: .none),
  ]

  @Test("the keyboard layout guide's frame tells docked, floating and none", arguments: guideCases)
  func guide(_ example: GuideCase) {
    let keyboard = PromptLayout.Keyboard(
      layoutGuideFrame: example.guide, containerBounds: example.bounds,
      safeAreaInsets: example.safeArea)
    #expect(keyboard == example.keyboard)
  }

  struct ChangeCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let screen: CGRect
    let view: CGRect
    let end: CGRect
    let keyboard: PromptLayout.Keyboard?
  }

  static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let stageManagerWindow = CGRect(x: 100, y: 50, width: 700, height: 500)

  static let changeCases: [ChangeCase] = [
    ChangeCase(
      testDescription: "a docked keyboard over a full-screen view",
      screen: phone, view: phone, end: CGRect(x: 0, y: 508, width: 390, height: 336),
      keyboard: .docked(CGRect(x: 0, y: 508, width: 390, height: 336))),
    ChangeCase(
      testDescription: "a keyboard leaving the screen is none",
      screen: phone, view: phone, end: CGRect(x: 0, y: 844, width: 390, height: 336),
      keyboard: PromptLayout.Keyboard.none),
    ChangeCase(
      testDescription: "a docked keyboard over a Stage Manager window covers its bottom",
      screen: iPad, view: stageManagerWindow, end: CGRect(x: 0, y: 468, width: 1024, height: 300),
      keyboard: .docked(CGRect(x: 0, y: 418, width: 700, height: 82))),
    ChangeCase(
      testDescription: "a floating keyboard, in the window's coordinates",
      screen: iPad, view: stageManagerWindow, end: CGRect(x: 352, y: 200, width: 320, height: 260),
      keyboard: .floating(CGRect(x: 252, y: 150, width: 320, height: 260))),
    ChangeCase(
      testDescription: "a floating keyboard beside the window is none",
      screen: iPad, view: CGRect(x: 0, y: 0, width: 300, height: 150),
      end: CGRect(x: 352, y: 200, width: 320, height: 260), keyboard: PromptLayout.Keyboard.none),
    ChangeCase(
      testDescription: "a keyboard leaving past the screen's side is none",
      screen: phone, view: phone, end: CGRect(x: 390, y: 508, width: 390, height: 336),
      keyboard: PromptLayout.Keyboard.none),
    ChangeCase(
      testDescription: "a docked keyboard below a Stage Manager window covers nothing: none",
      screen: iPad, view: CGRect(x: 100, y: 50, width: 700, height: 300),
      end: CGRect(x: 0, y: 468, width: 1024, height: 300), keyboard: PromptLayout.Keyboard.none),
    ChangeCase(
      testDescription: "the zero frame UIKit reports for a floating keyboard says nothing",
      screen: iPad, view: iPad, end: .zero, keyboard: nil),
    ChangeCase(
      testDescription: "an empty frame away from the origin says nothing",
      screen: phone, view: phone, end: CGRect(x: 0, y: 844, width: 390, height: 0),
      keyboard: nil),
    ChangeCase(
      testDescription: "a NaN frame says nothing",
      screen: phone, view: phone, end: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 336),
      keyboard: nil),
    ChangeCase(
      testDescription: "a NaN view frame says nothing",
      screen: phone, view: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844),
      end: CGRect(x: 0, y: 508, width: 390, height: 336), keyboard: nil),
    ChangeCase(
      testDescription: "a zero screen says nothing",
      screen: .zero, view: phone, end: CGRect(x: 0, y: 508, width: 390, height: 336),
      keyboard: nil),
  ]

  @Test("a keyboard notification's end frame becomes the prompt's keyboard", arguments: changeCases)
  func frameChange(_ example: ChangeCase) {
    let change = KeyboardFrameChange(
      beginFrame: .zero, endFrame: example.end, animationDuration: 0.25, animationCurve: 7)
    let keyboard = PromptLayout.Keyboard(
      frameChange: change, viewFrame: example.view, screenBounds: example.screen)
    #expect(keyboard == example.keyboard)
  }

  @Test("layouts that differ only in a hidden title or the placement are different")
  func hashing() {
    let layout = PromptLayout(
      containerBounds: Self.phone, safeAreaInsets: .zero, keyboard: .none,
      measurements: PromptLayout.Measurements(title: 22, errorLine: 18, field: 44))
    var hidden = layout
    hidden.isTitleHidden = true
    var below = layout
    below.placement = .belowKeyboard
    #expect(hidden != layout && below != layout && hidden != below)
  }

  struct NotifiedCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    var screen = phone
    var view = phone
    /// The notification's end frame, screen coordinates; `nil` before the first notification.
    let end: CGRect?
    let guide: PromptLayout.Keyboard
    let keyboard: PromptLayout.Keyboard
  }

  static let floatingOnIPad = CGRect(x: 352, y: 200, width: 320, height: 260)

  /// At will-change time the guide may still show the keyboard's old frame.
  static let notifiedCases: [NotifiedCase] = [
    NotifiedCase(
      testDescription: "notification says hidden (end frame below the screen), guide still docked",
      end: CGRect(x: 0, y: 844, width: 390, height: 336), guide: .docked(portraitKeyboard),
      keyboard: .none),
    NotifiedCase(
      testDescription: "notification says hidden (end frame beside the screen), guide still docked",
      end: CGRect(x: -390, y: 508, width: 390, height: 336), guide: .docked(portraitKeyboard),
      keyboard: .none),
    NotifiedCase(
      testDescription:
        "notification says hidden, guide floating: undocking is announced as a hide, the guide wins",
      screen: iPad, view: iPad, end: CGRect(x: 0, y: 768, width: 1024, height: 300),
      guide: .floating(floatingOnIPad), keyboard: .floating(floatingOnIPad)),
    NotifiedCase(
      testDescription: "notification says hidden with the frame reported for undocking in portrait",
      screen: CGRect(x: 0, y: 0, width: 768, height: 1024),
      view: CGRect(x: 0, y: 0, width: 768, height: 1024),
      end: CGRect(x: 0, y: 1024, width: 768, height: 304),
      guide: .floating(floatingOnIPad), keyboard: .floating(floatingOnIPad)),
    NotifiedCase(
      testDescription: "docked keyboard below a Stage Manager window, guide still docked over it",
      screen: iPad, view: CGRect(x: 100, y: 50, width: 700, height: 300),
      end: CGRect(x: 0, y: 468, width: 1024, height: 300),
      guide: .docked(CGRect(x: 0, y: 200, width: 700, height: 100)), keyboard: .none),
    NotifiedCase(
      testDescription: "floating zero frame, guide floating: the guide's floating keyboard",
      screen: iPad, view: iPad, end: .zero, guide: .floating(floatingOnIPad),
      keyboard: .floating(floatingOnIPad)),
    NotifiedCase(
      testDescription: "floating zero frame, guide still docked: the guide is all there is",
      end: .zero, guide: .docked(portraitKeyboard), keyboard: .docked(portraitKeyboard)),
    NotifiedCase(
      testDescription: "floating zero frame, guide none: none",
      screen: iPad, view: iPad, end: .zero, guide: .none, keyboard: .none),
    NotifiedCase(
      testDescription: "notification says docked, guide still none: the notification's keyboard",
      end: portraitKeyboard, guide: .none, keyboard: .docked(portraitKeyboard)),
    NotifiedCase(
      testDescription:
        "notification says floating, guide still docked: the notification's keyboard",
      screen: iPad, view: iPad, end: floatingOnIPad,
      guide: .docked(CGRect(x: 0, y: 468, width: 1024, height: 300)),
      keyboard: .floating(floatingOnIPad)),
    NotifiedCase(
      testDescription: "NaN end frame, guide floating: the guide's",
      screen: iPad, view: iPad, end: CGRect(x: CGFloat.nan, y: 0, width: 320, height: 260),
      guide: .floating(floatingOnIPad), keyboard: .floating(floatingOnIPad)),
    NotifiedCase(
      testDescription: "before the first notification: the guide's",
      end: nil, guide: .docked(portraitKeyboard), keyboard: .docked(portraitKeyboard)),
  ]

  @Test(
    "what the notification says wins over the guide, hidden included; a zero frame defers to it",
    arguments: notifiedCases)
  func notifiedAndGuide(_ example: NotifiedCase) {
    let notified = example.end.flatMap { end in
      PromptLayout.Keyboard(
        frameChange: KeyboardFrameChange(
          beginFrame: .zero, endFrame: end, animationDuration: 0.25, animationCurve: 7),
        viewFrame: example.view, screenBounds: example.screen)
    }
    #expect(PromptLayout.Keyboard(notified: notified, guide: example.guide) == example.keyboard)
  }

  @Test(
    "the notification wins over the guide, but nil, or none against a floating guide, leaves it to the guide",
    arguments: [
      (nil, PromptLayout.Keyboard.none, PromptLayout.Keyboard.none),
      (nil, .docked(portraitKeyboard), .docked(portraitKeyboard)),
      (nil, .floating(portraitKeyboard), .floating(portraitKeyboard)),
      (PromptLayout.Keyboard.none, .floating(portraitKeyboard), .floating(portraitKeyboard)),
      (PromptLayout.Keyboard.none, .docked(portraitKeyboard), .none),
      (.docked(portraitKeyboard), .none, .docked(portraitKeyboard)),
      (
        .docked(portraitKeyboard), .docked(CGRect(x: 0, y: 600, width: 390, height: 244)),
        .docked(portraitKeyboard)
      ),
      (.floating(portraitKeyboard), .none, .floating(portraitKeyboard)),
    ] as [(PromptLayout.Keyboard?, PromptLayout.Keyboard, PromptLayout.Keyboard)])
  func combining(
    notified: PromptLayout.Keyboard?, guide: PromptLayout.Keyboard,
    expected: PromptLayout.Keyboard
  ) {
    #expect(PromptLayout.Keyboard(notified: notified, guide: guide) == expected)
  }

  @Test("a scaled container gets the keyboard through its conversion, clipped to its bounds")
  func scaledContainer() {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    let change = KeyboardFrameChange(
      beginFrame: .zero, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
      animationDuration: 0.25, animationCurve: 7, isLocal: true)
    // A container scaled by 2 about the screen's origin: screen points are half its points.
    let keyboard = PromptLayout.Keyboard(
      frameChange: change, viewBounds: CGRect(x: 0, y: 0, width: 780, height: 1688),
      screenBounds: screen,
      converting: {
        CGRect(x: $0.minX * 2, y: $0.minY * 2, width: $0.width * 2, height: $0.height * 2)
      })
    #expect(keyboard == .docked(CGRect(x: 0, y: 1016, width: 780, height: 672)))
  }
}
