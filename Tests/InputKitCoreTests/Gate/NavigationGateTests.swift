import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitShared
@testable import InputKitValidation

@Suite("Navigation gate")
struct NavigationGateTests {
  static func gate(_ language: InterfaceLanguage = .english) throws -> NavigationGate {
    NavigationGate(
      [
        "pushSecondViewController": NavigationRequirement(requiredFields: ["text"]),
        "showDetail": NavigationRequirement(
          requiredFields: ["expression"],
          rules: [
            FormField("amount", rules: [try .number(min: 1, locale: Locale(identifier: "en"))])
          ],
          message: "Pick an item first."),
      ], language: language)
  }

  @Test("a filled field lets the transition proceed and passes its text on as typed")
  func proceeds() throws {
    let decision = try Self.gate().decide(
      "pushSecondViewController", values: ["text": " Hello, World! ", "other": "x"])
    #expect(decision == .proceed(payload: ["text": " Hello, World! "]))
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
    for values in [["text": ""], ["text": "   "], [:]] {
      let decision = gate.decide("pushSecondViewController", values: values)
      guard case .refuse(let shown, let failures) = decision else {
        Issue.record("expected a refusal for \(values)")
        continue
      }
      #expect(shown == message)
      #expect(failures.map(\.field) == ["text"])
    }
  }

  @Test("a transition's own message replaces the default for empty fields")
  func customMessage() throws {
    let decision = try Self.gate().decide("showDetail", values: ["amount": "5"])
    guard case .refuse(let message, _) = decision else {
      Issue.record("expected a refusal")
      return
    }
    #expect(message == "Pick an item first.")
  }

  @Test("an extra rule's failure refuses with that rule's message, naming every wrong field")
  func extraRule() throws {
    let gate = try Self.gate(.russian)
    let decision = gate.decide("showDetail", values: ["expression": "12+3", "amount": "0"])
    #expect(
      decision
        == .refuse(
          message: "Введите число не меньше 1.",
          failures: [
            FieldFailure(
              field: "amount",
              failure: ValidationFailure(
                ruleID: "number",
                message: .localized(
                  table: "Validation", key: "number.tooSmall", arguments: ["min": "1"])))
          ]))
    let allWrong = gate.decide("showDetail", values: ["amount": "x"])
    guard case .refuse(_, let failures) = allWrong else {
      Issue.record("expected a refusal")
      return
    }
    #expect(failures.map(\.field) == ["expression", "amount"])
  }

  @Test("a valid transition with rules passes on every field it reads")
  func payloadOfRuleFields() throws {
    let decision = try Self.gate().decide(
      "showDetail", values: ["expression": "12+3", "amount": "15", "unrelated": "y"])
    #expect(decision == .proceed(payload: ["expression": "12+3", "amount": "15"]))
  }

  @Test("a transition the gate does not guard proceeds with nothing to pass on")
  func unknownTransition() throws {
    let gate = try Self.gate()
    #expect(gate.decide("showSettings", values: ["text": ""]) == .proceed(payload: [:]))
    #expect(!gate.guards("showSettings"))
    #expect(gate.guards("pushSecondViewController"))
  }
}
