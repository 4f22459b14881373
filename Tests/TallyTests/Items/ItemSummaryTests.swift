import Foundation
import InputKitCore
import Testing

@testable import Tally

@Suite("Item summary")
struct ItemSummaryTests {
  private static let russian = Locale(identifier: "ru_RU")
  private static let english = Locale(identifier: "en_US")

  private func items(_ texts: [String]) throws -> [Item] {
    var store = ItemStore()
    for text in texts { try store.add(text) }
    return store.items
  }

  /// The exact value of `text`, as the summary evaluates it.
  private func exact(_ text: String) throws -> ExpressionValue {
    try ExpressionEvaluator().value(of: text).get()
  }

  /// A number beyond `Decimal`'s range (about 10^165), typed in full: exact, yet out of range.
  private static let outOfRange = "1" + String(repeating: "0", count: 200)

  @Test("each row has its item's id, text and value, and the total sums the values")
  func rowsAndTotal() throws {
    let items = try items(["12+3", "0.1+0.2", "50+10%"])
    let summary = ItemSummary(items: items, locale: Self.english)
    #expect(summary.rows.map(\.id) == items.map(\.id))
    #expect(summary.rows.map(\.text) == ["12+3", "0.1+0.2", "50+10%"])
    #expect(
      summary.rows.map(\.value) == [
        .success(try exact("15")), .success(try exact("0.3")), .success(try exact("55")),
      ])
    #expect(summary.total == (try exact("70.3")))
  }

  @Test("texts are shown with the locale's separator while values stay the same")
  func localisedTexts() throws {
    let items = try items(["1.5+2", "3"])
    let summary = ItemSummary(items: items, locale: Self.russian)
    #expect(summary.rows.map(\.text) == ["1,5+2", "3"])
    #expect(summary.total == (try exact("6.5")))
  }

  @Test("an item without a value keeps its reason and does not count in the total")
  func itemWithoutValue() throws {
    let summary = ItemSummary(items: try items(["2", "1÷0", "12+"]), locale: Self.english)
    guard case .failure(let division) = summary.rows[1].value,
      case .failure(let missing) = summary.rows[2].value
    else {
      Issue.record("expected failures, got \(summary.rows.map(\.value))")
      return
    }
    #expect(division.kind == .divisionByZero)
    #expect(missing.kind == .missingOperand)
    #expect(summary.total == (try exact("2")))
  }

  @Test("an item beyond Decimal's range is out of range and does not count in the total")
  func outOfRangeItem() throws {
    let summary = ItemSummary(
      items: try items(["2", Self.outOfRange, "3"]), locale: Self.english)
    guard case .failure(let error) = summary.rows[1].value else {
      Issue.record("expected out of range, got \(summary.rows[1].value)")
      return
    }
    #expect(error.kind == .overflow)
    #expect(summary.total == (try exact("5")))
  }

  @Test("a total beyond Decimal's range is out of range, as a row would be")
  func outOfRangeTotal() throws {
    let large = "9" + String(repeating: "0", count: 164)
    let summary = ItemSummary(items: try items([large, large]), locale: Self.english)
    #expect(summary.rows.allSatisfy { (try? $0.value.get()) != nil })
    #expect(summary.total == nil)
  }

  @Test("rows and the total keep the exact value, so they are rounded once when formatted")
  func roundedOnce() throws {
    // 38 digits would round this to …4565, and 16 digits of that to …457: twice, and wrong.
    let text = "0.12345678901234564999999999999999999999999"
    let summary = ItemSummary(items: try items([text]), locale: Self.english)
    let formatter = ResultFormatter()
    let row = try summary.rows[0].value.get()
    #expect(formatter.string(from: row) == "0.1234567890123456")
    #expect(formatter.string(from: try #require(summary.total)) == "0.1234567890123456")
    #expect(summary.total == (try exact(text)))
  }

  @Test("the total is added exactly: 10^30, 1/3 and −10^30 total one third")
  func exactTotal() throws {
    let big = "1" + String(repeating: "0", count: 30)
    let summary = ItemSummary(items: try items([big, "1÷3", "−" + big]), locale: Self.english)
    let total = try #require(summary.total)
    #expect(ResultFormatter().string(from: total) == "0.3333333333333333")
    #expect(total == (try exact("1÷3")))
  }

  @Test("an empty list has no rows and a total of zero")
  func empty() {
    #expect(ItemSummary() == ItemSummary(items: [], locale: Self.english))
    #expect(ItemSummary().total == .zero)
  }

  @Test("an accepted prompt is stored with '.' and a cancelled one changes nothing")
  func applyCanonical() throws {
    var store = ItemStore()
    let added = try store.apply(
      .accepted(text: "1,5+2"), for: .add, locale: Self.russian)
    #expect(added?.text == "1.5+2")
    let id = try #require(added?.id)
    try store.apply(.accepted(text: "2,25"), for: .edit(id), locale: Self.russian)
    #expect(store.items.map(\.text) == ["2.25"])
    #expect(try store.apply(.cancelled, for: .edit(id), locale: Self.russian) == nil)
    #expect(store.items.map(\.text) == ["2.25"])
    #expect(
      throws: ItemStoreError.unknownID(ItemID(rawValue: 9))
    ) {
      try store.apply(
        .accepted(text: "1,5"), for: .edit(ItemID(rawValue: 9)), locale: Self.russian)
    }
  }

  @Test("updating one row at a time gives exactly the summary computed from scratch")
  func incrementalUpdates() throws {
    var store = ItemStore()
    var summary = ItemSummary(items: store.items, locale: Self.russian)
    let steps: [(String, Int?)] = [
      ("add", nil), ("add", nil), ("add", 0), ("replace", 1), ("remove", 0), ("add", 1),
      ("replace", 0), ("remove", 2), ("add", nil), ("add", 0), ("remove", 1), ("add", nil),
      ("replace", 2),
    ]
    let texts = [
      "1.5+2", Self.outOfRange, "1÷0", "1000000000000000000000000000000", "1÷3", "0.1+0.2",
      "50+10%", "(",
      "−1000000000000000000000000000000", "7×6", "−3",
      "0.12345678901234564999999999999999999999999",
    ]
    var next = 0
    for (step, position) in steps {
      let text = texts[next % texts.count]
      next += 1
      switch step {
      case "add":
        let item = try store.add(text, at: position)
        summary.insertRow(for: item, at: store.index(of: item.id)!, locale: Self.russian)
      case "replace":
        let id = store.items[position!].id
        try store.replace(id, with: text)
        summary.replaceRow(at: position!, with: store.items[position!], locale: Self.russian)
      default:
        try store.remove(store.items[position!].id)
        summary.removeRow(at: position!)
      }
      #expect(summary == ItemSummary(items: store.items, locale: Self.russian), "after \(step)")
    }
  }
}
