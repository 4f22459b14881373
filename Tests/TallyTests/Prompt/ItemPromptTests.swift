import InputKitCore
import Testing

@testable import Tally

@Suite("Item prompts")
struct ItemPromptTests {
  @Test("the add prompt opens empty, and the edit prompt on the item's text")
  func opening() {
    let add = TextPrompt.addingItem()
    #expect(add.text.isEmpty)
    #expect(!add.isOkayEnabled)
    let edit = TextPrompt.editing(Item(id: ItemID(rawValue: 7), text: "2×3"))
    #expect(edit.text == "2×3")
    #expect(edit.isOkayEnabled)
  }

  @Test(
    "the item prompts' titles are localised",
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
    let purpose = ItemPromptPurpose.edit(first.id)
    edit.updateText("1+2")
    let editEvent = edit.pressOkay()
    // Another item is added while the prompt is open: the edit still lands on `first`.
    try store.add("3+3", at: 0)
    guard case .finished(let result) = editEvent else {
      Issue.record("the edit was not accepted")
      return
    }
    #expect(try store.apply(result, for: purpose) == Item(id: first.id, text: "1+2"))
    #expect(store.items.map(\.text) == ["3+3", "1+2", "2+2"])
    #expect(try store.apply(.cancelled, for: .add) == nil)
    #expect(try store.apply(.cancelled, for: purpose) == nil)
    let added = try store.apply(.accepted(text: "4"), for: .add)
    #expect(added?.id == ItemID(rawValue: 4))
    try store.remove(first.id)
    #expect(throws: ItemStoreError.unknownID(first.id)) {
      try store.apply(result, for: purpose)
    }
  }
}
