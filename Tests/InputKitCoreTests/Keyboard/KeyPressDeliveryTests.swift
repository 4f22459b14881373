import Foundation
import Testing

@testable import InputKitCore

@Suite("Key press delivery")
struct KeyPressDeliveryTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var action: KeyAction
    var returnBehavior: ReturnBehavior = .evaluate
    var start: String = "12+3|"
    var fieldAllowsReturn = true
    /// What the field did with the edit; only consulted when the press produced an edit.
    var outcome: TextDeliveryOutcome = .applied
    var buzzes = false
    /// The delegate events, summarised: `pressed KIND TEXT` or `rejected REASON`.
    var events: [String]
    var commits = false
    var resigns = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "a digit the field takes", action: .insert("5"), events: ["pressed edit 12+35"]),
    Case(
      name: "a digit the field's delegate refuses", action: .insert("5"),
      outcome: .refusedByDelegate, buzzes: true,
      events: ["rejected refusedByFieldDelegate", "pressed rejected 12+3"]),
    Case(
      name: "a digit a formatting delegate applied itself, answering false",
      action: .insert("5"), outcome: .appliedByDelegate, events: ["pressed edit 12+35"]),
    Case(
      name: "Return whose result a formatting delegate applied itself", action: .return,
      outcome: .appliedByDelegate, events: ["pressed edit 15"], commits: true),
    Case(
      name: "a digit for a field that went away", action: .insert("5"),
      outcome: .fieldUnavailable, events: ["pressed unchanged 12+3"]),
    Case(
      name: "a digit for a range the field no longer has", action: .insert("5"),
      outcome: .rangeUnavailable(.notFound), events: ["pressed unchanged 12+3"]),
    Case(
      name: "a second decimal separator", action: .insert("."), start: "1.5|", buzzes: true,
      events: ["rejected secondDecimalSeparator", "pressed rejected 1.5"]),
    Case(
      name: "Return evaluating", action: .return, events: ["pressed edit 15"], commits: true),
    Case(
      name: "Return the field refuses", action: .return, fieldAllowsReturn: false,
      events: ["pressed unchanged 12+3"]),
    Case(
      name: "Return whose result the field's delegate refuses", action: .return,
      outcome: .refusedByDelegate, buzzes: true,
      events: ["rejected refusedByFieldDelegate", "pressed rejected 12+3"]),
    Case(
      name: "Return on a value already evaluated", action: .return, start: "15|",
      events: ["pressed unchanged 15"], commits: true),
    Case(
      name: "Return on an expression that cannot be evaluated", action: .return, start: "1÷0|",
      buzzes: true, events: ["rejected notEvaluable", "pressed rejected 1÷0"]),
    Case(
      name: "Return resigning", action: .return, returnBehavior: .resign,
      events: ["pressed resign 12+3"], commits: true),
    Case(
      name: "Return the field refuses while resigning", action: .return,
      returnBehavior: .resign, fieldAllowsReturn: false, events: ["pressed unchanged 12+3"]),
    Case(
      name: "Return inserting a line break", action: .return, returnBehavior: .newline,
      start: "ab|", events: ["pressed edit ab\n"]),
    Case(
      name: "Return evaluating then leaving", action: .return,
      returnBehavior: .evaluateThenResign, events: ["pressed edit 15"], commits: true,
      resigns: true),
    Case(
      name: "Return evaluating then leaving, whose result the delegate refuses", action: .return,
      returnBehavior: .evaluateThenResign, outcome: .refusedByDelegate, buzzes: true,
      events: ["rejected refusedByFieldDelegate", "pressed rejected 12+3"]),
    Case(
      name: "Return evaluating then leaving a field already holding its value", action: .return,
      returnBehavior: .evaluateThenResign, start: "15|", events: ["pressed resign 15"],
      commits: true),
    Case(
      name: "Return evaluating then leaving an empty field", action: .return,
      returnBehavior: .evaluateThenResign, start: "|", events: ["pressed resign "],
      commits: true),
    Case(
      name: "Return evaluating then leaving an incomplete expression", action: .return,
      returnBehavior: .evaluateThenResign, start: "12×|", buzzes: true,
      events: ["rejected notEvaluable", "pressed rejected 12×"]),
    Case(
      name: "Return evaluating then leaving, refused by the field", action: .return,
      returnBehavior: .evaluateThenResign, fieldAllowsReturn: false,
      events: ["pressed unchanged 12+3"]),
    Case(
      name: "the = key", action: .evaluate, events: ["pressed edit 15"]),
    Case(
      name: "a cursor key", action: .moveCursor(-1), events: ["pressed selection 12+3"]),
    Case(
      name: "a non-Return key ignores the field's answer to Return", action: .insert("5"),
      fieldAllowsReturn: false, events: ["pressed edit 12+35"]),
  ]

  @Test(
    "after a press the keyboard buzzes only for a refusal, tells the delegate why, and commits only when Return did its work",
    arguments: cases)
  func delivery(of press: Case) {
    var processor = KeyPressProcessor.calculator(returnBehavior: press.returnBehavior)
    if press.returnBehavior == .newline { processor.rules = [] }
    let state = TextEditingState(marked: press.start)
    let result = processor.process(
      press.action, in: state, fieldAllowsReturn: press.fieldAllowsReturn)
    let outcome: TextDeliveryOutcome? =
      if case .edit = result.effect { press.outcome } else { nil }
    let delivery = processor.delivery(
      of: result, pressing: press.action, from: state, outcome: outcome,
      fieldAllowsReturn: press.fieldAllowsReturn, feedback: .standard)
    #expect(delivery.feedback == (press.buzzes ? [.notification(.error)] : []))
    #expect(delivery.delegateEvents.map(Self.summary) == press.events)
    #expect(delivery.commits == press.commits)
    #expect(delivery.resigns == press.resigns)
  }

  @Test("an edit the field's delegate refused is reported with the text and preview it left")
  func refusedEditKeepsThePreview() {
    let processor = KeyPressProcessor.calculator()
    let state = TextEditingState(marked: "12+3|")
    let result = processor.process(.insert("5"), in: state)
    let delivery = processor.delivery(
      of: result, pressing: .insert("5"), from: state, outcome: .refusedByDelegate,
      fieldAllowsReturn: true, feedback: .standard)
    let rejection = EditRejection(.refusedByFieldDelegate)
    #expect(
      delivery.delegateEvents == [
        .rejected(rejection),
        .pressed(KeyPressResult(effect: .rejected(rejection), state: state, preview: "15")),
      ])
  }

  @Test("silent feedback plays nothing, even for a refused edit")
  func silentRefusal() {
    let processor = KeyPressProcessor.calculator()
    let state = TextEditingState(marked: "1.5|")
    let delivery = processor.delivery(
      of: processor.process(.insert("."), in: state), pressing: .insert("."), from: state,
      outcome: nil, fieldAllowsReturn: true, feedback: .silent)
    #expect(delivery.feedback.isEmpty)
    #expect(delivery.delegateEvents.first == .rejected(EditRejection(.secondDecimalSeparator)))
  }

  static func summary(_ event: KeyPressDelivery.DelegateEvent) -> String {
    switch event {
    case .rejected(let rejection):
      if case .notEvaluable = rejection.reason { return "rejected notEvaluable" }
      return "rejected \(rejection.reason)"
    case .pressed(let result):
      let kind =
        switch result.effect {
        case .edit: "edit"
        case .selectionChanged: "selection"
        case .rejected: "rejected"
        case .resign: "resign"
        case .switchLayout: "switchLayout"
        case .custom: "custom"
        case .unchanged: "unchanged"
        }
      return "pressed \(kind) \(result.state.text)"
    }
  }
}
