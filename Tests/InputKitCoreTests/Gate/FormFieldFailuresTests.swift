import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitValidation

@Suite("A form's failures")
struct FormFieldFailuresTests {
  static func fields() throws -> [FormField] {
    [
      FormField("name", rules: [.required, try .length(max: 5)]),
      FormField(
        "amount", rules: [.required, try .number(min: 0, locale: Locale(identifier: "en"))]),
      FormField("note", rules: [try .length(max: 3).allowingEmpty()]),
    ]
  }

  static func failures(_ values: [String: String]) throws -> [FieldFailure] {
    NavigationGate.failures(of: try fields(), in: values)
  }

  /// The names of the fields that failed, each once, in declaration order.
  static func invalidFields(_ failures: [FieldFailure]) -> [String] {
    var seen: Set<String> = []
    return failures.map(\.field).filter { seen.insert($0).inserted }
  }

  @Test("every failure of every field is reported, tied to its field, in declaration order")
  func allFailures() throws {
    let failures = try Self.failures(["name": "   ", "amount": "-1", "note": "long"])
    #expect(!failures.isEmpty)
    #expect(
      failures.map { "\($0.field).\($0.failure.ruleID)" } == [
        "name.required", "amount.number", "note.length",
      ])
    #expect(Self.invalidFields(failures) == ["name", "amount", "note"])
    #expect(failures.filter { $0.field == "amount" }.map(\.failure.ruleID) == ["number"])
  }

  @Test("a field that fails several rules reports each of them")
  func severalRulesOneField() throws {
    let failures = try Self.failures(["name": "", "amount": "", "note": ""])
    #expect(
      failures.filter { $0.field == "amount" }.map(\.failure.ruleID) == ["required", "number"])
    #expect(Self.invalidFields(failures) == ["name", "amount"])
  }

  @Test("a field missing from the values is checked as empty text")
  func missingField() throws {
    let failures = try Self.failures(["amount": "3"])
    #expect(failures.map(\.field) == ["name"])
  }

  @Test("a valid form reports nothing")
  func valid() throws {
    let failures = try Self.failures(["name": "Tea", "amount": "2.5"])
    #expect(failures.isEmpty)
  }
}
