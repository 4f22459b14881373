import Testing

@testable import InputKitTerminal

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "each character takes the columns a terminal gives it",
    arguments: [
      ("a", 1), ("7", 1), ("×", 1), ("÷", 1), ("−", 1), ("ж", 1), ("é", 1),
      ("e\u{301}", 1), ("あ", 2), ("ア", 2), ("漢", 2), ("한", 2), ("Ａ", 2), ("　", 2),
      ("ｱ", 1), ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("☺\u{FE0F}", 2),
      ("☺", 1), ("1\u{FE0F}\u{20E3}", 2), ("\u{301}", 0), ("\u{200B}", 0), ("\u{AD}", 1),
      ("\t", 0), ("\u{1B}", 0), ("\u{85}", 0), ("─", 1),
    ] as [(Character, Int)])
  func characterWidth(character: Character, expected: Int) {
    #expect(DisplayWidth.of(character) == expected)
  }

  @Test(
    "a text's width is the sum of its characters' widths",
    arguments: [
      ("", 0), ("12+3", 4), ("合計 = 15", 9), ("Отмена", 6), ("送信中…", 7), ("a😀b", 4),
    ])
  func textWidth(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }
}
