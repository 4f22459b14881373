import Testing

@testable import InputKitCore
@testable import InputKitPromptCore
@testable import InputKitValidation

@Suite("Text prompt")
struct TextPromptTests {
  @Test("a prompt opens empty with Okay disabled and no error shown yet")
  func opensQuietly() {
    let prompt = TextPrompt(title: "Amount")
    #expect(prompt.title == "Amount")
    #expect(prompt.text.isEmpty)
    #expect(!prompt.isOkayEnabled)
    #expect(prompt.errorMessage == nil)
    #expect(prompt.isOpen)
  }

  @Test("typing valid text enables Okay, and Okay accepts the text as typed")
  func acceptsAdd() {
    var prompt = TextPrompt(title: "Amount")
    #expect(prompt.updateText(" 12+3 ") == .textChanged(isValid: true))
    #expect(prompt.isOkayEnabled)
    #expect(prompt.errorMessage == nil)
    #expect(prompt.pressOkay() == .finished(.accepted(text: " 12+3 ")))
    #expect(prompt.result == .accepted(text: " 12+3 "))
    #expect(!prompt.isOpen)
    #expect(!prompt.isOkayEnabled)
  }

  @Test("a prompt opened on text is valid at once, and Return accepts the edited text")
  func acceptsEdit() {
    var prompt = TextPrompt(title: "Amount", text: "2×3", language: .russian)
    #expect(prompt.text == "2×3")
    #expect(prompt.isOkayEnabled)
    prompt.updateText("2×4")
    #expect(prompt.pressReturn() == .finished(.accepted(text: "2×4")))
    #expect(prompt.result?.acceptedText == "2×4")
  }

  @Test("Okay on invalid text keeps the prompt open and shows the error inline")
  func okayOnInvalid() {
    var prompt = TextPrompt(title: "Amount")
    let event = prompt.pressOkay()
    #expect(event == .refused(ValidationRule.required.validate("")!))
    #expect(prompt.isOpen)
    #expect(prompt.result == nil)
    #expect(prompt.errorMessage == "This field cannot be empty.")
  }

  @Test("Return obeys the same rule as Okay: blank text is refused, not accepted")
  func returnOnInvalid() {
    var prompt = TextPrompt(title: "金額", language: .japanese)
    prompt.updateText("   ")
    #expect(!prompt.isOkayEnabled)
    guard case .refused(let failure) = prompt.pressReturn() else {
      Issue.record("Return on blank text was not refused")
      return
    }
    #expect(failure.ruleID == "required")
    #expect(prompt.isOpen)
    #expect(prompt.errorMessage == "この項目は空にできません。")
  }

  @Test("the error shows once the text was edited, and goes away when the text is fixed")
  func errorFollowsEdits() {
    var prompt = TextPrompt(title: "Amount", text: "5")
    #expect(prompt.errorMessage == nil)
    #expect(prompt.updateText("") == .textChanged(isValid: false))
    #expect(prompt.errorMessage == "This field cannot be empty.")
    #expect(prompt.updateText("6") == .textChanged(isValid: true))
    #expect(prompt.errorMessage == nil)
  }

  @Test("setting the same text again changes nothing and does not reveal the error")
  func unchangedText() {
    var prompt = TextPrompt(title: "Amount")
    #expect(prompt.updateText("") == .unchanged)
    #expect(prompt.errorMessage == nil)
  }

  @Test("several rules: the first failing rule's message is the one shown")
  func severalRules() throws {
    var prompt = TextPrompt(
      title: "Amount", rules: [.required, try .length(max: 3)])
    prompt.updateText("12345")
    #expect(prompt.failures.map(\.ruleID) == ["length"])
    #expect(prompt.errorMessage == "Too long (maximum length 3).")
  }

  @Test("cancel ends the prompt whatever the text, and later presses are ignored")
  func cancel() {
    var prompt = TextPrompt(title: "Amount")
    prompt.updateText("typed but abandoned")
    #expect(prompt.cancel() == .finished(.cancelled))
    #expect(prompt.result == .cancelled)
    #expect(prompt.result?.acceptedText == nil)
    #expect(prompt.pressOkay() == .ignored)
    #expect(prompt.updateText("late") == .ignored)
    #expect(prompt.cancel() == .ignored)
    #expect(prompt.result == .cancelled)
    #expect(prompt.text == "typed but abandoned")
  }

  @Test("a second Okay after accepting does not accept twice")
  func doubleOkay() {
    var prompt = TextPrompt(title: "Amount")
    prompt.updateText("1")
    #expect(prompt.pressOkay() == .finished(.accepted(text: "1")))
    #expect(prompt.pressOkay() == .ignored)
  }

  @Test(
    "an unfinished expression's error waits for Okay while the person types; others show at once")
  func unfinishedExpressionWaitsForOkay() {
    var prompt = TextPrompt(
      title: "Amount", rules: [.required, .evaluatesAsExpression()], language: .english)
    prompt.updateText("12×")
    #expect(!prompt.isOkayEnabled)
    #expect(prompt.errorMessage == nil)
    prompt.updateText("12×(3")
    #expect(prompt.errorMessage == nil)
    #expect(prompt.pressOkay() != .finished(.accepted(text: "12×(3")))
    #expect(prompt.errorMessage != nil)
    // The next edit goes back to typing: an unfinished text is quiet again.
    prompt.updateText("12×(3+")
    #expect(prompt.errorMessage == nil)
    prompt.updateText("1÷0")
    #expect(prompt.errorMessage != nil)
  }

  @Test("only a missing operand or an open parenthesis counts as unfinished input")
  func incompleteFailures() {
    let rule = ValidationRule.evaluatesAsExpression()
    #expect([rule].failures(for: "12×").first?.isIncompleteInput == true)
    #expect([rule].failures(for: "(1+2").first?.isIncompleteInput == true)
    #expect([rule].failures(for: "1÷0").first?.isIncompleteInput == false)
    #expect([ValidationRule.required].failures(for: "").first?.isIncompleteInput == false)
  }

  @Test("the escape gesture cancels the prompt, even on valid text, and only once")
  func escapeCancels() {
    var prompt = TextPrompt(title: "Amount", text: "12")
    #expect(prompt.isOkayEnabled)
    #expect(prompt.escape() == .finished(.cancelled))
    #expect(prompt.result == .cancelled)
    #expect(prompt.escape() == .ignored)
    #expect(prompt.pressOkay() == .ignored)
    #expect(prompt.result == .cancelled)
  }

  @Test("Okay shows the app's title, else Okay in the prompt's language")
  func okayTitle() {
    #expect(TextPrompt(title: "Amount", language: .russian).okayTitle("Save") == "Save")
    #expect(TextPrompt(title: "Amount", language: .russian).okayTitle(nil) == "ОК")
    #expect(TextPrompt(title: "Amount", language: .english).okayTitle(nil) == "Okay")
  }
}
