import Testing

@testable import InputKitCore

@Suite("Which of two views is drawn in front")
struct ViewTreePositionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var view: ViewTreePosition<String>
    var overlay: ViewTreePosition<String>
    var isInFront: Bool
  }

  static func at(_ indices: Int..., in root: String = "window") -> ViewTreePosition<String> {
    ViewTreePosition(root: root, indices: indices)
  }

  static let cases: [Case] = [
    Case(
      testDescription: "a later sibling is in front", view: at(0, 2), overlay: at(0, 1),
      isInFront: true),
    Case(
      testDescription: "an earlier sibling is behind", view: at(0, 1), overlay: at(0, 2),
      isInFront: false),
    Case(
      testDescription: "a view deep in a later branch is in front", view: at(1, 0, 0, 3),
      overlay: at(0, 5), isInFront: true),
    Case(
      testDescription: "a view deep in an earlier branch is behind, however late inside it",
      view: at(0, 9, 9), overlay: at(1), isInFront: false),
    Case(
      testDescription: "a view inside the overlay is not in front of it", view: at(0, 1, 0),
      overlay: at(0, 1), isInFront: false),
    Case(
      testDescription: "a view holding the overlay is not in front of it", view: at(0),
      overlay: at(0, 1), isInFront: false),
    Case(
      testDescription: "the overlay is not in front of itself", view: at(0, 1), overlay: at(0, 1),
      isInFront: false),
    Case(
      testDescription: "a view in another window is not in front", view: at(5, in: "other"),
      overlay: at(0), isInFront: false),
    Case(
      testDescription: "nothing is in front of an overlay not placed (its own root)",
      view: at(3, in: "window"), overlay: at(in: "overlay"), isInFront: false),
  ]

  @Test("a view is in front when its branch comes later where the paths part", arguments: cases)
  func inFront(_ test: Case) {
    #expect(test.view.isInFront(of: test.overlay) == test.isInFront)
  }
}
