import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitValidation

/// The UIKit `push` and `present` paths ask the gate only from a screen on top and at rest: the
/// device stories of a double tap.
@Suite("Navigation gate: where a transition starts")
struct NavigationGateSourceTests {
  static let gate = NavigationGate(
    ["showDetail": NavigationRequirement(requiredFields: ["text"])], language: .english)

  @Test(
    "a screen on top and at rest is asked as usual: a filled field proceeds, an empty one is refused"
  )
  func atRest() {
    let source = NavigationGate.Source(isCovered: false, isInTransition: false)
    #expect(
      Self.gate.decide("showDetail", values: ["text": "12"], from: source)
        == .proceed(payload: ["text": "12"]))
    #expect(
      Self.gate.decide("showDetail", values: [:], from: source)?.proceeds == false)
  }

  @Test(
    "a second tap once the first push or presentation has started is neither asked nor refused: nothing is made twice and no alert shows",
    arguments: [
      // The first push made the new screen the top of the stack, or a presentation covers it.
      NavigationGate.Source(isCovered: true, isInTransition: false),
      // The push or presentation is still sliding in.
      NavigationGate.Source(isCovered: false, isInTransition: true),
      NavigationGate.Source(isCovered: true, isInTransition: true),
    ])
  func busy(source: NavigationGate.Source) {
    #expect(Self.gate.decide("showDetail", values: ["text": "12"], from: source) == nil)
    #expect(Self.gate.decide("showDetail", values: [:], from: source) == nil)
  }
}
