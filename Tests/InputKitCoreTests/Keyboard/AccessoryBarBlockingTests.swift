import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Blocking the accessory bar")
struct AccessoryBarBlockingTests {
  typealias Blocking = AccessoryBarBlocking<String>

  enum Step: Sendable {
    case block(String?, isEnabled: Bool, isHidden: Bool = false)
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
      expected: [[.disable("A")], [.restore("A", isEnabled: true, isHidden: false)]]),
    Case(
      testDescription: "a bar the app had turned off stays off",
      steps: [.block("A", isEnabled: false), .unblock],
      expected: [[.disable("A")], [.restore("A", isEnabled: false, isHidden: false)]]),
    Case(
      testDescription: "a bar VoiceOver could reach is hidden from it, then shown again",
      steps: [.block("A", isEnabled: true, isHidden: false), .unblock],
      expected: [[.disable("A")], [.restore("A", isEnabled: true, isHidden: false)]]),
    Case(
      testDescription: "a bar the app had hidden from VoiceOver stays hidden",
      steps: [.block("A", isEnabled: true, isHidden: true), .unblock],
      expected: [[.disable("A")], [.restore("A", isEnabled: true, isHidden: true)]]),
    Case(
      testDescription: "each bar gets back its own interaction and VoiceOver state",
      steps: [
        .block("A", isEnabled: false, isHidden: true),
        .block("B", isEnabled: true, isHidden: false),
        .unblock,
      ],
      expected: [
        [.disable("A")], [.restore("A", isEnabled: false, isHidden: true), .disable("B")],
        [.restore("B", isEnabled: true, isHidden: false)],
      ]),
    Case(
      testDescription: "blocking the same bar again keeps the state saved first",
      steps: [
        .block("A", isEnabled: true, isHidden: false),
        .block("A", isEnabled: false, isHidden: true),
        .unblock,
      ],
      expected: [[.disable("A")], [], [.restore("A", isEnabled: true, isHidden: false)]]),
    Case(
      testDescription: "a new field's bar is blocked and the old one given back",
      steps: [.block("A", isEnabled: true), .block("B", isEnabled: true), .unblock],
      expected: [
        [.disable("A")], [.restore("A", isEnabled: true, isHidden: false), .disable("B")],
        [.restore("B", isEnabled: true, isHidden: false)],
      ]),
    Case(
      testDescription: "blocking the same bar again changes nothing",
      steps: [.block("A", isEnabled: true), .block("A", isEnabled: false), .unblock],
      expected: [[.disable("A")], [], [.restore("A", isEnabled: true, isHidden: false)]]),
    Case(
      testDescription: "a field without a bar gives the old bar back",
      steps: [.block("A", isEnabled: true), .block(nil, isEnabled: true), .unblock],
      expected: [[.disable("A")], [.restore("A", isEnabled: true, isHidden: false)], []]),
    Case(
      testDescription: "unblocking twice, or with nothing blocked, changes nothing",
      steps: [.unblock, .block("A", isEnabled: true), .unblock, .unblock],
      expected: [[], [.disable("A")], [.restore("A", isEnabled: true, isHidden: false)], []]),
  ]

  @Test(
    "the bar blocked is the bar given back, as it was, to touches and to VoiceOver",
    arguments: cases)
  func steps(_ example: Case) {
    var blocking = Blocking()
    var changes: [[Blocking.Change]] = []
    for step in example.steps {
      switch step {
      case .block(let bar, let isEnabled, let isHidden):
        changes.append(blocking.block(bar, isEnabled: isEnabled, isHiddenFromVoiceOver: isHidden))
      case .unblock: changes.append(blocking.unblock())
      }
    }
    #expect(changes == example.expected)
  }
}
