import Foundation
import Testing

@testable import InputKitCore

@Suite("Overlay in a view modifier")
struct OverlayModifierRenderingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var coverage: OverlayCoverage
    var overlayIsVisible: Bool
    var rendering: OverlayModifierRendering
    var disablesContent: Bool
  }

  static let cases: [Case] = [
    Case(
      testDescription:
        "a view overlay on screen is drawn over the view, whose fields take no input",
      coverage: .view, overlayIsVisible: true, rendering: .overContent, disablesContent: true),
    Case(
      testDescription: "a view overlay that is hidden or fading out leaves the view usable",
      coverage: .view, overlayIsVisible: false, rendering: .overContent, disablesContent: false),
    Case(
      testDescription:
        "a keyboard overlay goes to the platform's overlay and leaves the view enabled",
      coverage: .keyboard, overlayIsVisible: true, rendering: .platformOverlay,
      disablesContent: false),
    Case(
      testDescription:
        "a screen overlay goes to the platform's overlay and leaves the view enabled",
      coverage: .screen, overlayIsVisible: true, rendering: .platformOverlay,
      disablesContent: false),
    Case(
      testDescription: "a hidden screen overlay disables nothing",
      coverage: .screen, overlayIsVisible: false, rendering: .platformOverlay,
      disablesContent: false),
  ]

  @Test("a view modifier renders each coverage as the table says", arguments: cases)
  func rendering(_ example: Case) {
    let rendering = example.coverage.modifierRendering
    #expect(rendering == example.rendering)
    #expect(
      rendering.disablesContent(overlayIsVisible: example.overlayIsVisible)
        == example.disablesContent)
  }

  struct FieldCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var rendering = OverlayModifierRendering.overContent
    var field: CGRect
    var ends: Bool
  }

  static let content = CGRect(x: 0, y: 100, width: 390, height: 300)

  static let fieldCases: [FieldCase] = [
    FieldCase(
      testDescription: "a field inside the covered view ends editing",
      field: CGRect(x: 16, y: 120, width: 358, height: 44), ends: true),
    FieldCase(
      testDescription: "a field outside the covered view keeps its keyboard",
      field: CGRect(x: 16, y: 500, width: 358, height: 44), ends: false),
    FieldCase(
      testDescription: "a field mostly under the view counts as covered",
      field: CGRect(x: 16, y: 80, width: 358, height: 44), ends: true),
    FieldCase(
      testDescription: "a field mostly outside the view does not",
      field: CGRect(x: 16, y: 380, width: 358, height: 44), ends: false),
    FieldCase(
      testDescription: "a field given by a frame of negative size is measured as the same rect",
      field: CGRect(x: 374, y: 164, width: -358, height: -44), ends: true),
    FieldCase(
      testDescription: "a field of no size covers nothing",
      field: CGRect(x: 100, y: 200, width: 0, height: 0), ends: false),
    FieldCase(
      testDescription: "a field with a frame that is not finite covers nothing",
      field: CGRect(x: CGFloat.nan, y: 200, width: 100, height: 44), ends: false),
    FieldCase(
      testDescription: "a platform overlay never ends editing from the modifier",
      rendering: .platformOverlay, field: CGRect(x: 16, y: 120, width: 358, height: 44),
      ends: false),
  ]

  @Test(
    "the field being edited ends editing only under a panel drawn over its view",
    arguments: fieldCases)
  func endsEditing(_ example: FieldCase) {
    #expect(
      example.rendering.endsEditing(ofFieldAt: example.field, contentFrame: Self.content)
        == example.ends)
  }

  @Test("content of no size or not finite covers no field")
  func unusableContent() {
    let field = CGRect(x: 16, y: 120, width: 358, height: 44)
    for content in [CGRect.zero, CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 300), .null] {
      #expect(
        !OverlayModifierRendering.overContent.endsEditing(ofFieldAt: field, contentFrame: content))
    }
  }

  /// Every situation the arrangement decides from, with the field being edited inside the
  /// covered view and outside it.
  static let surroundings: [OverlaySurroundings] = {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 400)
    let keyboards: [OverlayKeyboard?] = [
      nil, .own(size: CGSize(width: 390, height: 291), accessoryHeight: 36),
      .system(frame: CGRect(x: 0, y: 508, width: 390, height: 336), docking: .docked),
      .system(frame: CGRect(x: 40, y: 300, width: 320, height: 250), docking: .floating),
    ]
    return keyboards.flatMap { keyboard in
      [true, false].flatMap { covered in
        [true, false].map { scene in
          OverlaySurroundings(
            containerBounds: bounds, keyboard: keyboard, editingFieldIsCovered: covered,
            canOpenWindowAboveKeyboard: scene)
        }
      }
    }
  }()

  @Test(
    "only a coverage that always stays in its view is drawn by the modifier itself",
    arguments: [OverlayCoverage.view, .keyboard, .screen])
  func drawnOverContentOnlyWhenItStaysInTheView(_ coverage: OverlayCoverage) {
    let alwaysInView =
      coverage.container == .hostView
      && Self.surroundings.allSatisfy { surroundings in
        if case .container = coverage.arrangement(in: surroundings).placement {
          true
        } else {
          false
        }
      }
    #expect((coverage.modifierRendering == .overContent) == alwaysInView)
  }
}
