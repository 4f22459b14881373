import Foundation
import InputKitCore
import Testing

@testable import Tally

@Suite("Item store")
struct ItemStoreTests {
  @Test("added items get increasing ids that are never reused after a removal")
  func idsAreStable() throws {
    var store = ItemStore()
    let a = try store.add("1")
    let b = try store.add("2")
    #expect([a.id, b.id] == [ItemID(rawValue: 1), ItemID(rawValue: 2)])
    #expect(try store.remove(b.id) == b)
    let c = try store.add("3")
    #expect(c.id == ItemID(rawValue: 3))
    #expect(store.items == [a, c])
  }

  @Test("add can insert at any position from the start to the end")
  func addAt() throws {
    var store = ItemStore()
    try store.add("b")
    try store.add("a", at: 0)
    try store.add("c", at: 2)
    #expect(store.items.map(\.text) == ["a", "b", "c"])
  }

  @Test("replace keeps the item's id and position and returns what it was")
  func replace() throws {
    var store = ItemStore()
    try store.add("x")
    let item = try store.add("12+3")
    #expect(try store.replace(item.id, with: "12+4") == item)
    #expect(store.items.map(\.text) == ["x", "12+4"])
    #expect(store.item(withID: item.id)?.text == "12+4")
    #expect(store.index(of: item.id) == 1)
  }

  @Test(
    "move puts the item at the destination, as a table view's reordering reports it",
    arguments: [
      (0, 2, ["b", "c", "a"]), (2, 0, ["c", "a", "b"]), (1, 1, ["a", "b", "c"]),
      (1, 2, ["a", "c", "b"]),
    ])
  func move(from source: Int, to destination: Int, expected: [String]) throws {
    var store = ItemStore()
    for text in ["a", "b", "c"] { try store.add(text) }
    let ids = Dictionary(uniqueKeysWithValues: store.items.map { ($0.text, $0.id) })
    try store.move(from: source, to: destination)
    #expect(store.items.map(\.text) == expected)
    #expect(store.items.allSatisfy { ids[$0.text] == $0.id })
  }

  @Test("unknown ids and bad positions are clear errors that change nothing")
  func errors() throws {
    var store = ItemStore()
    try store.add("a")
    let before = store
    let ghost = ItemID(rawValue: 42)
    #expect(throws: ItemStoreError.unknownID(ghost)) { try store.replace(ghost, with: "b") }
    #expect(throws: ItemStoreError.unknownID(ghost)) { try store.remove(ghost) }
    #expect(throws: ItemStoreError.indexOutOfRange(index: 1, count: 1)) {
      try store.move(from: 1, to: 0)
    }
    #expect(throws: ItemStoreError.indexOutOfRange(index: -1, count: 1)) {
      try store.move(from: 0, to: -1)
    }
    #expect(throws: ItemStoreError.indexOutOfRange(index: 2, count: 1)) {
      try store.add("b", at: 2)
    }
    #expect(throws: ItemStoreError.indexOutOfRange(index: Int.min, count: 1)) {
      try store.add("b", at: Int.min)
    }
    #expect(store == before)
  }

  @Test("when every id has been handed out, adding is an error, not an overflow trap")
  func idsExhausted() throws {
    let json = #"{"version": 1, "nextID": 18446744073709551615, "items": []}"#
    var store = try ItemStoreFile.decode(Data(json.utf8)).get()
    #expect(throws: ItemStoreError.idsExhausted) { try store.add("x") }
    #expect(store.items.isEmpty)
  }

  @Test(
    "store errors read correctly in each language",
    arguments: [
      (
        ItemStoreError.unknownID(ItemID(rawValue: 3)), InterfaceLanguage.english,
        "There is no item with id 3."
      ),
      (.unknownID(ItemID(rawValue: 3)), .russian, "Элемента с идентификатором 3 нет."),
      (.unknownID(ItemID(rawValue: 3)), .japanese, "ID 3 の項目はありません。"),
      (
        .indexOutOfRange(index: 5, count: 2), .english,
        "Position 5 is outside the list (items: 2)."
      ),
      (.indexOutOfRange(index: 5, count: 2), .russian, "Позиция 5 вне списка (элементов: 2)."),
      (.indexOutOfRange(index: 5, count: 2), .japanese, "位置 5 はリストの範囲外です（項目数: 2）。"),
      (.idsExhausted, .english, "No more item ids are available."),
      (.idsExhausted, .russian, "Идентификаторы элементов закончились."),
      (.idsExhausted, .japanese, "使用できる項目 ID がなくなりました。"),
    ])
  func messages(error: ItemStoreError, language: InterfaceLanguage, expected: String) {
    #expect(error.message(in: language) == expected)
  }
}
