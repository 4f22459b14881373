import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore

@Suite("Hiding one view from VoiceOver for several overlays")
struct VoiceOverHidingCountTests {
  typealias Count = VoiceOverHidingCount<String>

  /// What a step asks of the view: hide it now, or give it back hidden or not.
  enum Change: Hashable, Sendable {
    case hide
    case restore(isHidden: Bool)
  }

  enum Step: Sendable {
    /// An overlay hides the view, which is hidden (`true`) or not as it is now.
    case hide(String, isHidden: Bool)
    case release(String)
    case forget(String)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var steps: [Step]
    var expected: [Change?]
  }

  static let cases: [Case] = [
    Case(
      testDescription: "one overlay hides the view and gives it back as it was",
      steps: [.hide("W", isHidden: false), .release("W")],
      expected: [.hide, .restore(isHidden: false)]),
    Case(
      testDescription: "a view the app had hidden stays hidden",
      steps: [.hide("W", isHidden: true), .release("W")],
      expected: [.hide, .restore(isHidden: true)]),
    Case(
      testDescription: "two overlays: the view stays hidden until the last one leaves",
      steps: [
        .hide("W", isHidden: false), .hide("W", isHidden: true), .release("W"), .release("W"),
      ],
      expected: [.hide, nil, nil, .restore(isHidden: false)]),
    Case(
      testDescription: "the first overlay may be the last to leave",
      steps: [
        .hide("W", isHidden: false), .hide("W", isHidden: true), .release("W"),
        .hide("W", isHidden: true), .release("W"), .release("W"),
      ],
      expected: [.hide, nil, nil, nil, nil, .restore(isHidden: false)]),
    Case(
      testDescription: "different views are counted apart",
      steps: [
        .hide("W", isHidden: false), .hide("S", isHidden: true), .release("W"), .release("S"),
      ],
      expected: [.hide, .hide, .restore(isHidden: false), .restore(isHidden: true)]),
    Case(
      testDescription: "releasing a view no overlay hides changes nothing",
      steps: [.release("W"), .hide("W", isHidden: false), .release("W"), .release("W")],
      expected: [nil, .hide, .restore(isHidden: false), nil]),
    Case(
      testDescription: "a forgotten view (gone) is hidden afresh, as it is then",
      steps: [
        .hide("W", isHidden: false), .forget("W"), .hide("W", isHidden: true), .release("W"),
      ],
      expected: [.hide, nil, .hide, .restore(isHidden: true)]),
  ]

  @Test("the first overlay saves the view's state and the last gives it back", arguments: cases)
  func steps(_ example: Case) {
    var count = Count()
    var changes: [Change?] = []
    for step in example.steps {
      switch step {
      case .hide(let view, let isHidden):
        changes.append(count.hide(view, isHidden: isHidden).map { _ in .hide })
      case .release(let view): changes.append(count.release(view).map { .restore(isHidden: $0) })
      case .forget(let view):
        count.forget(view)
        changes.append(nil)
      }
    }
    #expect(changes == example.expected)
  }
}
