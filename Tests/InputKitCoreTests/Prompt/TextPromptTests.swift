import Testing

@testable import InputKitCore

@Suite("Text prompt")
struct TextPromptTests {
  @Test("an add prompt opens empty with Okay disabled and no error shown yet")
  func opensQuietly() {
    let prompt = TextPrompt.addingItem()
    #expect(prompt.title == "Add new item")
    #expect(prompt.text.isEmpty)
    #expect(prompt.purpose == .add)
    #expect(!prompt.isOkayEnabled)
    #expect(prompt.errorMessage == nil)
    #expect(prompt.isOpen)
  }

  @Test("typing valid text enables Okay, and Okay accepts the text as typed for adding")
  func acceptsAdd() {
    var prompt = TextPrompt.addingItem()
    #expect(prompt.updateText(" 12+3 ") == .textChanged(isValid: true))
    #expect(prompt.isOkayEnabled)
    #expect(prompt.errorMessage == nil)
    #expect(prompt.pressOkay() == .finished(.accepted(text: " 12+3 ", purpose: .add)))
    #expect(prompt.result == .accepted(text: " 12+3 ", purpose: .add))
    #expect(!prompt.isOpen)
    #expect(!prompt.isOkayEnabled)
  }

  @Test("an edit prompt opens on the item's text and returns the id it was opened for")
  func acceptsEdit() {
    let item = Item(id: ItemID(rawValue: 7), text: "2×3")
    var prompt = TextPrompt.editing(item, language: .russian)
    #expect(prompt.title == "Изменить элемент")
    #expect(prompt.text == "2×3")
    #expect(prompt.isOkayEnabled)
    prompt.updateText("2×4")
    #expect(prompt.pressReturn() == .finished(.accepted(text: "2×4", purpose: .edit(item.id))))
  }

  @Test("Okay on invalid text keeps the prompt open and shows the error inline")
  func okayOnInvalid() {
    var prompt = TextPrompt.addingItem()
    let event = prompt.pressOkay()
    #expect(event == .refused(ValidationRule.required.validate("")!))
    #expect(prompt.isOpen)
    #expect(prompt.result == nil)
    #expect(prompt.errorMessage == "This field cannot be empty.")
  }

  @Test("Return obeys the same rule as Okay: blank text is refused, not accepted")
  func returnOnInvalid() {
    var prompt = TextPrompt.addingItem(language: .japanese)
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
    var prompt = TextPrompt.editing(Item(id: ItemID(rawValue: 1), text: "5"))
    #expect(prompt.errorMessage == nil)
    #expect(prompt.updateText("") == .textChanged(isValid: false))
    #expect(prompt.errorMessage == "This field cannot be empty.")
    #expect(prompt.updateText("6") == .textChanged(isValid: true))
    #expect(prompt.errorMessage == nil)
  }

  @Test("setting the same text again changes nothing and does not reveal the error")
  func unchangedText() {
    var prompt = TextPrompt.addingItem()
    #expect(prompt.updateText("") == .unchanged)
    #expect(prompt.errorMessage == nil)
  }

  @Test("several rules: the first failing rule's message is the one shown")
  func severalRules() throws {
    var prompt = TextPrompt(
      title: "Amount", purpose: .add, rules: [.required, try .length(max: 3)])
    prompt.updateText("12345")
    #expect(prompt.failures.map(\.ruleID) == ["length"])
    #expect(prompt.errorMessage == "Too long (maximum length 3).")
  }

  @Test("cancel ends the prompt whatever the text, and later presses are ignored")
  func cancel() {
    var prompt = TextPrompt.addingItem()
    prompt.updateText("typed but abandoned")
    #expect(prompt.cancel() == .finished(.cancelled))
    #expect(prompt.result == .cancelled)
    #expect(prompt.pressOkay() == .ignored)
    #expect(prompt.updateText("late") == .ignored)
    #expect(prompt.cancel() == .ignored)
    #expect(prompt.result == .cancelled)
    #expect(prompt.text == "typed but abandoned")
  }

  @Test("a second Okay after accepting does not accept twice")
  func doubleOkay() {
    var prompt = TextPrompt.addingItem()
    prompt.updateText("1")
    #expect(prompt.pressOkay() == .finished(.accepted(text: "1", purpose: .add)))
    #expect(prompt.pressOkay() == .ignored)
  }

  @Test(
    "the example app's prompt titles are localised",
    arguments: [
      (InterfaceLanguage.english, "Add new item", "Edit item"),
      (.russian, "Новый элемент", "Изменить элемент"),
      (.japanese, "新しい項目を追加", "項目を編集"),
    ])
  func titles(language: InterfaceLanguage, add: String, edit: String) {
    #expect(TextPrompt.addingItem(language: language).title == add)
    let item = Item(id: ItemID(rawValue: 1), text: "x")
    #expect(TextPrompt.editing(item, language: language).title == edit)
  }

  @Test("applying results to the store adds, replaces the captured item, or does nothing")
  func applyToStore() throws {
    var store = ItemStore()
    let first = try store.add("1+1")
    try store.add("2+2")
    var edit = TextPrompt.editing(first)
    edit.updateText("1+2")
    let editEvent = edit.pressOkay()
    // Another item is added while the prompt is open: the edit still lands on `first`.
    try store.add("3+3", at: 0)
    guard case .finished(let result) = editEvent else {
      Issue.record("the edit was not accepted")
      return
    }
    #expect(try store.apply(result) == Item(id: first.id, text: "1+2"))
    #expect(store.items.map(\.text) == ["3+3", "1+2", "2+2"])
    #expect(try store.apply(.cancelled) == nil)
    let added = try store.apply(.accepted(text: "4", purpose: .add))
    #expect(added?.id == ItemID(rawValue: 4))
    try store.remove(first.id)
    #expect(throws: ItemStoreError.unknownID(first.id)) {
      try store.apply(result)
    }
  }
}
