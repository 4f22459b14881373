import Foundation
import InputKitCore
import Testing

@testable import Tally

@Suite("Tally strings")
struct TallyStringsTests {
  @Test(
    "the send report counts items in the grammar of each language",
    arguments: [
      (InterfaceLanguage.english, 1, "Sent 1 item, total 5."),
      (.english, 2, "Sent 2 items, total 5."),
      (.russian, 1, "Отправлена 1 запись, итого 5."),
      (.russian, 3, "Отправлено 3 записи, итого 5."),
      (.russian, 12, "Отправлено 12 записей, итого 5."),
      (.japanese, 1, "1 件を送信しました。合計 5。"),
    ])
  func sentReport(language: InterfaceLanguage, count: Int, expected: String) {
    let strings = LocalizedStrings.tally("Demo", language: language)
    #expect(strings.string("status.sent", count: count, ["total": "5"]) == expected)
  }

  @Test("the tally's strings come from its own bundle, not the library's")
  func ownBundle() {
    #expect(
      LocalizedStrings.tally("Prompt", language: .english).string("addItem.title") == "Add new item"
    )
    #expect(
      LocalizedStrings(table: "Prompt", language: .english).string("addItem.title")
        == "addItem.title")
  }
}

@Suite("Tally errors in apps' error handling")
struct TallyErrorTests {
  @Test("store errors describe themselves in the app's language, file errors name the file")
  func localizedDescriptions() {
    let unknown = ItemStoreError.unknownID(ItemID(rawValue: 3))
    #expect(unknown.localizedDescription == unknown.message(in: .current))
    #expect(unknown.message(in: .german) == "Es gibt keinen Eintrag mit der ID 3.")
    let file = ItemStoreFileError.writeFailed(
      file: URL(fileURLWithPath: "/data/tally.json"), reason: "disk full")
    #expect(file.localizedDescription == file.message(in: .current))
    #expect(file.localizedDescription.contains("/data/tally.json"))
  }
}
