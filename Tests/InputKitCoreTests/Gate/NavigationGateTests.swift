import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitShared
@testable import InputKitValidation

@Suite("Navigation gate")
struct NavigationGateTests {
  enum Route: String, Hashable {
    case pushSecondViewController, showDetail, showSettings
  }

  /// What the screen holds: the app's own type, handed on whole.
  struct Entry: Equatable {
    var text = ""
    var expression = ""
    var amount = ""
  }

  static func gate(_ language: InterfaceLanguage = .english) throws -> NavigationGate<Route, Entry>
  {
    NavigationGate(
      [
        .pushSecondViewController: [.required(\.text)],
        .showDetail: [
          .required(\.expression, message: "Pick an item first."),
          .rule(\.amount, try .number(min: 1, locale: Locale(identifier: "en"))),
        ],
      ], language: language)
  }

  @Test("a filled field lets the transition proceed and passes the values on as typed")
  func proceeds() throws {
    let entry = Entry(text: " Hello, World! ", amount: "x")
    let decision = try Self.gate().decide(.pushSecondViewController, values: entry)
    #expect(decision == .proceed(entry))
    #expect(decision.proceeds)
  }

  @Test(
    "an empty or blank field refuses with the default message in each language",
    arguments: [
      (InterfaceLanguage.english, "Please enter some text in the text field"),
      (.russian, "Пожалуйста, введите текст в текстовое поле"),
      (.japanese, "テキストフィールドにテキストを入力してください"),
    ])
  func refusesEmpty(language: InterfaceLanguage, message: String) throws {
    let gate = try Self.gate(language)
    for text in ["", "   ", "\n\t"] {
      let decision = gate.decide(.pushSecondViewController, values: Entry(text: text))
      guard case .refuse(let shown, let failures) = decision else {
        Issue.record("expected a refusal for \(text.debugDescription)")
        continue
      }
      #expect(shown == message)
      #expect(failures.map(\.field) == [\Entry.text])
      #expect(failures.map(\.failure.ruleID) == ["required"])
    }
  }

  @Test("a requirement's own message replaces the default for an empty field")
  func customMessage() throws {
    let decision = try Self.gate().decide(.showDetail, values: Entry(amount: "5"))
    guard case .refuse(let message, _) = decision else {
      Issue.record("expected a refusal")
      return
    }
    #expect(message == "Pick an item first.")
  }

  @Test("a rule's failure refuses with that rule's message, naming every wrong field")
  func extraRule() throws {
    let gate = try Self.gate(.russian)
    let decision = gate.decide(.showDetail, values: Entry(expression: "12+3", amount: "0"))
    #expect(
      decision
        == .refuse(
          message: "Введите число не меньше 1.",
          failures: [
            .init(
              \Entry.amount,
              .localized(table: "Validation", key: "number.tooSmall", arguments: ["min": "1"]),
              ruleID: "number")
          ]))
    let allWrong = gate.decide(.showDetail, values: Entry(amount: "x"))
    guard case .refuse(_, let failures) = allWrong else {
      Issue.record("expected a refusal")
      return
    }
    #expect(failures.map(\.field) == [\Entry.expression, \Entry.amount])
  }

  @Test("a valid transition with rules passes on the values whole")
  func payloadOfRuleFields() throws {
    let entry = Entry(text: "unrelated", expression: "12+3", amount: "15")
    #expect(try Self.gate().decide(.showDetail, values: entry) == .proceed(entry))
  }

  @Test("a route the gate does not guard proceeds with the values")
  func unknownTransition() throws {
    let gate = try Self.gate()
    #expect(gate.decide(.showSettings, values: Entry()) == .proceed(Entry()))
    #expect(!gate.guards(.showSettings))
    #expect(gate.guards(.pushSecondViewController))
  }

  @Test(
    "a storyboard segue is decided by its identifier; one that names no route, or none, proceeds",
    arguments: [
      ("pushSecondViewController", false), ("showSettings", true), ("unknownSegue", true),
      (nil, true),
    ] as [(String?, Bool)])
  func segue(identifier: String?, proceeds: Bool) throws {
    let decision = try Self.gate().decide(segue: identifier, values: Entry())
    #expect(decision.proceeds == proceeds)
    #expect(try Self.gate().decide(segue: identifier, values: Entry(text: "1")).proceeds)
  }
}
