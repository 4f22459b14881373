import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Keys for typed characters")
struct TypedKeyTests {
  @Test(
    "a typed character finds the calculator key that inserts it or is titled with it",
    arguments: [
      ("7", "digit7"), ("0", "digit0"), ("+", "plus"), ("%", "percent"),
      ("×", "times"), ("*", "times"), ("x", "times"), ("X", "times"),
      ("÷", "divide"), ("/", "divide"), ("\u{2212}", "minus"), ("-", "minus"),
      (".", "decimal"), (",", "decimal"), ("←", "delete"), ("↵", "return"),
    ] as [(Character, String)])
  func calculatorKeys(typed: Character, id: String) {
    #expect(KeyboardLayout.calculator.key(forTyped: typed)?.id == id)
  }

  @Test(
    "a character with no key on the layout finds none",
    arguments: ["(", ")", "=", "a", " ", "é"] as [Character])
  func noKey(typed: Character) {
    #expect(KeyboardLayout.calculator.key(forTyped: typed) == nil)
  }

  @Test("parentheses are found on the layout that has them")
  func parentheses() {
    let layout = KeyboardLayout.calculatorWithParentheses
    #expect(layout.key(forTyped: "(")?.id == "openParen")
    #expect(layout.key(forTyped: ")")?.id == "closeParen")
  }

  @Test("a key inserting the typed character itself wins over an ASCII alias")
  func exactMatchFirst() {
    let letter = Key(
      id: "letterX", title: "x", style: .digit, action: .insert("x"),
      placement: .grid(GridCell(column: 0, row: 0)))
    let times = Key.times(at: .grid(GridCell(column: 1, row: 0)))
    let layout = KeyboardLayout(id: "test", columns: 2, rows: 1, keys: [times, letter])
    #expect(layout.key(forTyped: "x")?.id == "letterX")
    #expect(layout.key(forTyped: "*")?.id == "times")
  }
}
