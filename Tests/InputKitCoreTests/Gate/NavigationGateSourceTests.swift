import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitValidation

/// The UIKit `push` and `present` paths and SwiftUI's gated links ask the gate only from a
/// screen on top and at rest: the device stories of a double tap.
@Suite("Navigation gate: where a transition starts")
struct NavigationGateSourceTests {
  enum Route: Hashable { case showDetail }
  typealias Gate = NavigationGate<Route, String>

  static let gate = Gate([.showDetail: [.required(\.self)]], language: .english)

  @Test(
    "a screen on top and at rest is asked as usual: a filled field proceeds, an empty one is refused"
  )
  func atRest() {
    let source = Gate.Source(isCovered: false, isInTransition: false)
    #expect(Self.gate.decide(.showDetail, values: "12", from: source) == .proceed("12"))
    #expect(Self.gate.decide(.showDetail, values: "", from: source)?.proceeds == false)
  }

  @Test(
    "a second tap once the first push or presentation has started is neither asked nor refused: nothing is made twice and no alert shows",
    arguments: [
      // The first push made the new screen the top of the stack, or a presentation covers it.
      Gate.Source(isCovered: true, isInTransition: false),
      // The push or presentation is still sliding in.
      Gate.Source(isCovered: false, isInTransition: true),
      Gate.Source(isCovered: true, isInTransition: true),
    ])
  func busy(source: Gate.Source) {
    #expect(Self.gate.decide(.showDetail, values: "12", from: source) == nil)
    #expect(Self.gate.decide(.showDetail, values: "", from: source) == nil)
  }

  @Test(
    "a SwiftUI link asks only while its screen is the stack's top: not once a push has grown the path past it",
    arguments: [
      (depth: 0, pathCount: 0, asks: true),
      (depth: 2, pathCount: 2, asks: true),
      // A second tap on the root's link after the first appended its route.
      (depth: 0, pathCount: 1, asks: false),
      (depth: 1, pathCount: 3, asks: false),

    ])
  func swiftUIStack(depth: Int, pathCount: Int, asks: Bool) {
    let source = Gate.Source(depth: depth, pathCount: pathCount)
    #expect((Self.gate.decide(.showDetail, values: "", from: source) != nil) == asks)
    #expect((Self.gate.decide(.showDetail, values: "12", from: source) != nil) == asks)
  }

  @Test(
    "a SwiftUI link whose screen appeared as a pop began asks from where the path is: its first tap after the pop pushes, its second while that push runs does not",
    arguments: [
      // The root appeared with the second level still in the path; the pop has ended since.
      (appeared: 1, pathCount: 0, depth: 0),
      (appeared: 0, pathCount: 1, depth: 0),
      (appeared: 2, pathCount: 2, depth: 2),
      (appeared: 3, pathCount: 1, depth: 1),
    ])
  func depthAfterPop(appeared: Int, pathCount: Int, depth: Int) {
    #expect(StackDepth.of(appeared: appeared, pathCount: pathCount) == depth)
  }

  @Test("after a pop, the first tap pushes and a second tap during that push is refused")
  func tapsAfterPop() {
    var depth = 1  // recorded as the pop began
    var path = 0
    depth = StackDepth.of(appeared: depth, pathCount: path)
    #expect(
      Self.gate.decide(.showDetail, values: "12", from: .init(depth: depth, pathCount: path)) != nil
    )
    path += 1
    depth = StackDepth.of(appeared: depth, pathCount: path)
    #expect(
      Self.gate.decide(.showDetail, values: "12", from: .init(depth: depth, pathCount: path)) == nil
    )
  }
}
