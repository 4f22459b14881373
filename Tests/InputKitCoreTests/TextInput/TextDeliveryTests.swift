import Foundation
import Testing

@testable import InputKitCore

/// A field that behaves as the tests say UIKit does: which signals `replace` gives by itself,
/// what its delegate does, and what an `editingChanged` handler does to the text.
@MainActor
final class FakeDeliveryField: TextDeliveryField {
  let kind: TextFieldKind
  var text: String?
  var selection: Range<Int>?
  /// The signals UIKit gives by itself while replacing.
  var signalsUIKitGives: Set<TextChangeSignal> = []
  /// The delegate: `nil` agrees; otherwise it answers `false` after doing this to the text.
  var delegate: ((inout String) -> Void)?
  /// An `editingChanged` handler that rewrites the text.
  var reformat: ((String) -> String)?
  /// Everything that happened, in order.
  private(set) var log: [String] = []

  init(kind: TextFieldKind = .textField, text: String) {
    self.kind = kind
    self.text = text
  }

  var currentText: String? { text }

  func delegateAllows(_ edit: Edit) -> Bool {
    log.append("ask \(edit.range)")
    guard let delegate, var changed = text else { return true }
    delegate(&changed)
    text = changed
    return false
  }

  func replace(_ range: Range<Int>, with replacement: String) -> Set<TextChangeSignal>? {
    guard let current = text else { return nil }
    text = Edit(range: range, replacement: replacement).applied(to: current)
    log.append("replace")
    for signal in signalsUIKitGives.sorted(by: { "\($0)" < "\($1)" }) { receive(signal) }
    return signalsUIKitGives
  }

  func send(_ signal: TextChangeSignal) {
    log.append("send \(signal)")
    receive(signal)
  }

  func select(_ selection: Range<Int>) {
    log.append("select \(selection)")
    self.selection = selection
  }

  private func receive(_ signal: TextChangeSignal) {
    if signal == .editingChanged, let reformat, let current = text { text = reformat(current) }
  }
}

@Suite("Text delivery")
@MainActor
struct TextDeliveryTests {
  nonisolated static let edit = Edit(range: 2..<2, replacement: "5")
  nonisolated static let predicted = TextEditingState(text: "125", selection: 3..<3)

  @Test("the range is checked, the delegate asked, the text replaced, the caret placed, in order")
  func order() {
    let field = FakeDeliveryField(text: "12")
    field.signalsUIKitGives = [.editingChanged, .textDidChangeNotification]
    #expect(TextDelivery.deliver(Self.edit, predicting: Self.predicted, to: field) == .applied)
    #expect(field.log == ["ask 2..<2", "replace", "select 3..<3"])
    #expect(field.text == "125")
  }

  @Test("a stale range edits nothing and does not ask the delegate")
  func staleRange() {
    let field = FakeDeliveryField(text: "1")
    let outcome = TextDelivery.deliver(Self.edit, predicting: Self.predicted, to: field)
    #expect(outcome == .rangeUnavailable(.beyondText(location: 2, length: 0, utf16Count: 1)))
    #expect(field.log.isEmpty)
  }

  @Test("signals UIKit did not give are given once each; those it gave are not repeated")
  func missingSignalsAreSent() {
    let field = FakeDeliveryField(text: "12")
    field.signalsUIKitGives = [.textDidChangeNotification]
    _ = TextDelivery.deliver(Self.edit, predicting: Self.predicted, to: field)
    #expect(field.log == ["ask 2..<2", "replace", "send editingChanged", "select 3..<3"])
  }

  struct SignalCase: Sendable, CustomTestStringConvertible {
    var kind: TextFieldKind
    var observed: Set<TextChangeSignal>
    var missing: [TextChangeSignal]
    var testDescription: String { "\(kind) after \(observed.count) signals" }
  }

  nonisolated static let signalCases: [SignalCase] = [
    SignalCase(
      kind: .textField, observed: [], missing: [.editingChanged, .textDidChangeNotification]),
    SignalCase(
      kind: .textField, observed: [.editingChanged], missing: [.textDidChangeNotification]),
    SignalCase(
      kind: .textField, observed: [.editingChanged, .textDidChangeNotification], missing: []),
    SignalCase(
      kind: .textView, observed: [], missing: [.delegateDidChange, .textDidChangeNotification]),
    SignalCase(kind: .textView, observed: [.textDidChangeNotification], missing: []),
  ]

  @Test(
    "the signals still to give, per kind of field and per what UIKit gave", arguments: signalCases)
  func missing(of signals: SignalCase) {
    #expect(
      TextDelivery.missingSignals(for: signals.kind, observed: signals.observed) == signals.missing)
  }

  @Test("a text view that UIKit did not announce gets its delegate call and notification")
  func textView() {
    let field = FakeDeliveryField(kind: .textView, text: "12")
    _ = TextDelivery.deliver(Self.edit, predicting: Self.predicted, to: field)
    #expect(
      field.log == [
        "ask 2..<2", "replace", "send delegateDidChange", "send textDidChangeNotification",
        "select 3..<3",
      ])
  }

  @Test("an editingChanged handler that reformats the text keeps its own caret")
  func reformattedTextKeepsCaret() {
    let field = FakeDeliveryField(text: "12")
    field.reformat = { "$" + $0 }
    #expect(TextDelivery.deliver(Self.edit, predicting: Self.predicted, to: field) == .applied)
    #expect(field.text == "$125")
    #expect(field.selection == nil)
  }

  @Test("a delegate that formats the text itself and answers false applied the edit")
  func formattingDelegate() {
    let field = FakeDeliveryField(text: "12")
    field.delegate = { text in text = "125.00" }
    #expect(
      TextDelivery.deliver(Self.edit, predicting: Self.predicted, to: field) == .appliedByDelegate)
    #expect(field.log == ["ask 2..<2"])
    #expect(field.text == "125.00")
  }

  @Test("a delegate that answers false and leaves the text refused the edit")
  func refusingDelegate() {
    let field = FakeDeliveryField(text: "12")
    field.delegate = { _ in }
    #expect(
      TextDelivery.deliver(Self.edit, predicting: Self.predicted, to: field) == .refusedByDelegate)
    #expect(field.text == "12")
  }

  @Test("a field gone before the edit arrives is unavailable")
  func goneField() {
    let field = FakeDeliveryField(text: "12")
    field.text = nil
    #expect(
      TextDelivery.deliver(Self.edit, predicting: Self.predicted, to: field) == .fieldUnavailable)
  }

  @Test("a delete that changes nothing visible gives no signals")
  func noChangeNoSignals() {
    let field = FakeDeliveryField(text: "12")
    let edit = Edit(range: 0..<1, replacement: "1")
    _ = TextDelivery.deliver(
      edit, predicting: TextEditingState(text: "12", selection: 1..<1), to: field)
    #expect(field.log == ["ask 0..<1", "replace", "select 1..<1"])
  }
}
