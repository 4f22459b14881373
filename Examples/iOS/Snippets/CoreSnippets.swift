#if canImport(UIKit)
  import InputKit
  import UIKit

  /// README.md, "The core", as an app writes it: exact expressions and a validation rule's
  /// message. The values the comments promise are checked by
  /// `Tests/InputKitCoreTests/ReadmeExampleTests.swift`, as are the core articles' below.
  @MainActor
  func readmeCoreExample() {
    let evaluator = ExpressionEvaluator(locale: Locale(identifier: "de_DE"))
    _ = evaluator.evaluate("0,1+0,2")  // .success(0.3), exactly
    _ = evaluator.evaluate("50+10%")  // .success(55), as the iOS Calculator has it
    _ = evaluator.evaluate("12×")  // .failure: "A number is missing", at column 4
    let message = ValidationRule.evaluatesAsExpression().validate("12×")?.message(in: .german)
    _ = message  // "Es fehlt eine Zahl"
  }

  /// InputKitCore's landing page.
  @MainActor
  func coreLandingPageExample() {
    let evaluator = ExpressionEvaluator()
    _ = evaluator.evaluate("0.1+0.2")  // .success(0.3), exactly
    _ = evaluator.evaluate("1÷3×3")  // .success(1)
    _ = ResultFormatter(locale: Locale(identifier: "de_DE")).string(from: 1234.5)  // "1234,5"
    let rule = ValidationRule.evaluatesAsExpression()
    _ = rule.validate("12×")?.message(in: .english)  // "A number is missing"
  }

  /// InputKitCore's "Keyboard layouts": a layout from a file on a field, and one built in code.
  @MainActor
  func keyboardLayoutExamples(data: Data, amountField: UITextField) throws {
    let layout = try KeyboardLayout.decode(from: data)  // throws LayoutError
    amountField.inputView = CalculatorKeyboard(layout: layout)

    let answer = KeyboardLayout(
      id: "answer", columns: 2, rows: 1,
      keys: [
        Key(
          id: "yes", title: "Yes", style: .primary, action: .custom("yes"),
          placement: .grid(column: 0, row: 0)),
        Key(
          id: "no", title: "No", style: .function, action: .custom("no"),
          placement: .grid(column: 1, row: 0)),
      ])
    try answer.validate()  // overlaps, cells outside the grid, duplicate ids: a LayoutError
  }

  /// The route and the values of the "Localization" article's gate.
  enum Step: Hashable { case next }
  struct Order { var amount = "" }

  /// InputKitCore's "Localization": the language every text-producing API takes, the app's
  /// language, an app's own table, and an error's message.
  @MainActor
  func localizationExamples(items: [String]) {
    let prompt = TextPromptController(title: "Betrag", language: .german)  // "Abbrechen"
    let gate = NavigationGate<Step, Order>([.next: [.required(\.amount)]], language: .german)
    let configuration = ActivityOverlayConfiguration(language: .german)  // "Wird geladen …"
    _ = EditRejection(.tooLong(limit: 3)).message(in: .russian)  // "Не больше 3 символов."
    _ = (prompt, gate, configuration)

    _ = InterfaceLanguage.current  // .russian in a Russian app on a Russian device
    _ = InterfaceLanguage(locale: Locale(identifier: "pt_PT"))  // .brazilianPortuguese
    _ = InterfaceLanguage(locale: Locale(identifier: "sv_SE"))  // .english: no Swedish

    let strings = LocalizedStrings(table: "Items", language: .current, bundle: .main)
    _ = strings.string("itemCount", count: items.count, ["count": "\(items.count)"])

    if case .failure(let error) = ExpressionEvaluator().evaluate("1÷0") {
      _ = error.localizedDescription  // in InterfaceLanguage.current
      _ = error.message(in: .japanese)  // "0で割ることはできません"
    }
  }
#endif
