import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitValidation

/// A form's failures, as a screen marks its wrong fields from a refusal.
@Suite("A form's failures")
struct NavigationGateFailuresTests {
  struct Order: Equatable {
    var name = ""
    var amount = ""
    var note = ""
    var delivery: Date?
    var pickup: Date?
  }

  enum Route: Hashable { case checkout }

  static func gate() throws -> NavigationGate<Route, Order> {
    NavigationGate(
      [
        .checkout: [
          .rule(\.name, .required, try .length(max: 5)),
          .rule(\.amount, .required, try .number(min: 0, locale: Locale(identifier: "en"))),
          .rule(\.note, try .length(max: 3).allowingEmpty()),
        ]
      ], language: .english)
  }

  static func failures(_ order: Order) throws -> [NavigationGate<Route, Order>.Failure] {
    guard case .refuse(_, let failures) = try gate().decide(.checkout, values: order) else {
      return []
    }
    return failures
  }

  /// A failure as `field.rule`, the field named as a screen would name it.
  static func named(_ failure: NavigationGate<Route, Order>.Failure) -> String {
    let names: [PartialKeyPath<Order>: String] = [
      \.name: "name", \.amount: "amount", \.note: "note",
    ]
    return "\(names[failure.field] ?? "?").\(failure.failure.ruleID)"
  }

  @Test("every failure of every field is reported, tied to its field, in declaration order")
  func allFailures() throws {
    let failures = try Self.failures(Order(name: "   ", amount: "-1", note: "long"))
    #expect(failures.map(Self.named) == ["name.required", "amount.number", "note.length"])
    #expect(failures.filter { $0.field == \Order.amount }.map(\.failure.ruleID) == ["number"])
  }

  @Test("a field that fails several rules reports each of them")
  func severalRulesOneField() throws {
    let failures = try Self.failures(Order())
    #expect(
      failures.filter { $0.field == \Order.amount }.map(\.failure.ruleID) == ["required", "number"])
    #expect(failures.map(Self.named) == ["name.required", "amount.required", "amount.number"])
  }

  @Test("a field the form never filled in is checked as the empty text it holds")
  func untouchedField() throws {
    let failures = try Self.failures(Order(amount: "3"))
    #expect(failures.map(Self.named) == ["name.required"])
  }

  @Test("a valid form reports nothing")
  func valid() throws {
    #expect(try Self.failures(Order(name: "Tea", amount: "2.5")).isEmpty)
  }

  @Test("a field with no value is refused by required, and a value passes")
  func requiredOptional() {
    let gate = NavigationGate<Route, Order>(
      [.checkout: [.required(\.delivery, message: "Pick a day.")]], language: .english)
    #expect(
      gate.decide(.checkout, values: Order())
        == .refuse(
          message: "Pick a day.",
          failures: [.init(\Order.delivery, "Pick a day.", ruleID: "required")]))
    #expect(gate.decide(.checkout, values: Order(delivery: .distantFuture)).proceeds)
  }

  @Test("a custom requirement compares fields and names the one to mark")
  func custom() {
    let gate = NavigationGate<Route, Order>(
      [
        .checkout: [
          .custom { order in
            guard let delivery = order.delivery, let pickup = order.pickup, pickup < delivery
            else { return nil }
            return .init(\.pickup, "Pick up after the delivery.")
          }
        ]
      ], language: .english)
    let early = Order(delivery: .distantFuture, pickup: .distantPast)
    #expect(
      gate.decide(.checkout, values: early)
        == .refuse(
          message: "Pick up after the delivery.",
          failures: [.init(\Order.pickup, "Pick up after the delivery.")]))
    #expect(gate.decide(.checkout, values: Order(delivery: .distantPast)).proceeds)
  }
}
