import Testing

@testable import InputKitCore

@Suite("Blocking the accessory bar")
struct AccessoryBarBlockingTests {
  typealias Blocking = AccessoryBarBlocking<String>

  enum Step: Sendable {
    case block(String?, isEnabled: Bool)
    case unblock
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var steps: [Step]
    var expected: [[Blocking.Change]]
  }

  static let cases: [Case] = [
    Case(
      testDescription: "a blocked bar is given back enabled",
      steps: [.block("A", isEnabled: true), .unblock],
      expected: [[.disable("A")], [.restore("A", isEnabled: true)]]),
    Case(
      testDescription: "a bar the app had turned off stays off",
      steps: [.block("A", isEnabled: false), .unblock],
      expected: [[.disable("A")], [.restore("A", isEnabled: false)]]),
    Case(
      testDescription: "a new field's bar is blocked and the old one given back",
      steps: [.block("A", isEnabled: true), .block("B", isEnabled: true), .unblock],
      expected: [
        [.disable("A")], [.restore("A", isEnabled: true), .disable("B")],
        [.restore("B", isEnabled: true)],
      ]),
    Case(
      testDescription: "blocking the same bar again changes nothing",
      steps: [.block("A", isEnabled: true), .block("A", isEnabled: false), .unblock],
      expected: [[.disable("A")], [], [.restore("A", isEnabled: true)]]),
    Case(
      testDescription: "a field without a bar gives the old bar back",
      steps: [.block("A", isEnabled: true), .block(nil, isEnabled: true), .unblock],
      expected: [[.disable("A")], [.restore("A", isEnabled: true)], []]),
    Case(
      testDescription: "unblocking twice, or with nothing blocked, changes nothing",
      steps: [.unblock, .block("A", isEnabled: true), .unblock, .unblock],
      expected: [[], [.disable("A")], [.restore("A", isEnabled: true)], []]),
  ]

  @Test("the bar blocked is the bar given back, as it was", arguments: cases)
  func steps(_ example: Case) {
    var blocking = Blocking()
    var changes: [[Blocking.Change]] = []
    for step in example.steps {
      switch step {
      case .block(let bar, let isEnabled): changes.append(blocking.block(bar, isEnabled: isEnabled))
      case .unblock: changes.append(blocking.unblock())
      }
    }
    #expect(changes == example.expected)
  }
}
