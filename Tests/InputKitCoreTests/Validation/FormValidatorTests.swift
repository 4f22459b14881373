import Foundation
import Testing

@testable import InputKitCore

@Suite("Form validator")
struct FormValidatorTests {
  static func validator() throws -> FormValidator {
    FormValidator([
      FormField("name", rules: [.required, try .length(max: 5)]),
      FormField(
        "amount", rules: [.required, try .number(min: 0, locale: Locale(identifier: "en"))]),
      FormField("note", rules: [try .length(max: 3).allowingEmpty()]),
    ])
  }

  @Test("every failure of every field is reported, tied to its field, in declaration order")
  func allFailures() throws {
    let report = try Self.validator().validate(["name": "   ", "amount": "-1", "note": "long"])
    #expect(!report.isValid)
    #expect(
      report.failures.map { "\($0.field).\($0.failure.ruleID)" } == [
        "name.required", "amount.number", "note.length",
      ])
    #expect(report.invalidFields == ["name", "amount", "note"])
    #expect(report.failures(for: "amount").map(\.ruleID) == ["number"])
  }

  @Test("a field that fails several rules reports each of them")
  func severalRulesOneField() throws {
    let report = try Self.validator().validate(["name": "", "amount": "", "note": ""])
    #expect(report.failures(for: "amount").map(\.ruleID) == ["required", "number"])
    #expect(report.invalidFields == ["name", "amount"])
  }

  @Test("a field missing from the values is checked as empty text")
  func missingField() throws {
    let report = try Self.validator().validate(["amount": "3"])
    #expect(report.failures.map(\.field) == ["name"])
  }

  @Test("a valid form reports nothing")
  func valid() throws {
    let report = try Self.validator().validate(["name": "Tea", "amount": "2.5"])
    #expect(report.isValid)
    #expect(report.failures.isEmpty)
  }
}
