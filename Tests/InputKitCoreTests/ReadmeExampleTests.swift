import Foundation
import InputKitCore
import Testing

/// What the comments of README.md's and the core articles' examples promise. The examples
/// themselves are type-checked as an app's code in `Examples/iOS/Snippets/CoreSnippets.swift`
/// (`scripts/doc-snippets` finds every line of them there).
@Suite("README example")
struct ReadmeExampleTests {
  @Test("the README's core example gives what its comments say")
  func readmeExample() throws {
    let evaluator = ExpressionEvaluator(locale: Locale(identifier: "de_DE"))
    #expect(evaluator.evaluate("0,1+0,2") == .success(try #require(Decimal(string: "0.3"))))
    #expect(evaluator.evaluate("50+10%") == .success(55))
    guard case .failure(let error) = evaluator.evaluate("12×") else {
      Issue.record("12× must fail")
      return
    }
    #expect(error.message(in: .english) == "A number is missing")
    #expect("12×".distance(from: "12×".startIndex, to: error.range.lowerBound) + 1 == 4)
    let message = ValidationRule.evaluatesAsExpression().validate("12×")?.message(in: .german)
    #expect(message == "Es fehlt eine Zahl")
  }

  @Test("the core's landing-page example gives what its comments say")
  func landingPageExample() throws {
    let evaluator = ExpressionEvaluator()
    #expect(evaluator.evaluate("0.1+0.2") == .success(try #require(Decimal(string: "0.3"))))
    #expect(evaluator.evaluate("1÷3×3") == .success(1))
    #expect(ResultFormatter(locale: Locale(identifier: "de_DE")).string(from: 1234.5) == "1234,5")
    let rule = ValidationRule.evaluatesAsExpression()
    #expect(rule.validate("12×")?.message(in: .english) == "A number is missing")
  }

  @Test("the keyboard layouts article's file decodes, and its layout in code is valid")
  func keyboardLayoutsExample() throws {
    let layout = try KeyboardLayout.decode(from: try Self.block("json", of: "KeyboardLayouts.md"))
    #expect(layout.id == "sendPad")
    #expect(layout.key(withID: "send")?.accessibilityLabel == "Send the list")
    // The article's layout in code: two keys side by side, valid; one on the other is not.
    let keys = [("yes", "Yes", KeyStyle.primary), ("no", "No", .function)].enumerated().map {
      column, key in
      Key(
        id: key.0, title: key.1, style: key.2, action: .custom(key.0),
        placement: .grid(column: column, row: 0))
    }
    let answer = KeyboardLayout(id: "answer", columns: 2, rows: 1, keys: keys)
    try answer.validate()
    var overlapping = answer
    overlapping.keys[1].placement = .grid(column: 0, row: 0)
    #expect(throws: LayoutError.self) { try overlapping.validate() }
  }

  @Test("the localization article's examples give what their comments say")
  func localizationExample() {
    #expect(ActivityOverlayConfiguration(language: .german).loadingMessage == "Wird geladen …")
    #expect(TextPrompt(title: "Betrag", language: .german).language == .german)
    #expect(EditRejection(.tooLong(limit: 3)).message(in: .russian) == "Не больше 3 символов.")
    #expect(InterfaceLanguage(locale: Locale(identifier: "pt_PT")) == .brazilianPortuguese)
    #expect(InterfaceLanguage(locale: Locale(identifier: "sv_SE")) == .english)
    if case .failure(let error) = ExpressionEvaluator().evaluate("1÷0") {
      #expect(error.localizedDescription == error.message(in: .current))
      #expect(error.message(in: .japanese) == "0で割ることはできません")
    } else {
      Issue.record("1÷0 must fail")
    }
    let gate = NavigationGate<Step, Order>([.next: [.required(\.amount)]], language: .german)
    guard case .refuse(let message, _) = gate.decide(.next, values: Order()) else {
      Issue.record("an empty amount must be refused")
      return
    }
    #expect(message.hasPrefix("Bitte"))
  }

  /// The route and the values of the localization article's gate.
  enum Step: Hashable { case next }
  struct Order { var amount = "" }

  /// The first `language` code block of the article `name` in `catalogue`.
  static func block(
    _ language: String, of name: String,
    in catalogue: String = "InputKitKeyboard/InputKitKeyboard.docc"
  ) throws -> Data {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/\(catalogue)/\(name)")
    let lines = try String(contentsOf: article, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0 == "```\(language)" })
    let end = try #require(lines[(start + 1)...].firstIndex { $0 == "```" })
    return Data(lines[(start + 1)..<end].joined(separator: "\n").utf8)
  }
}
