import Foundation
import InputKitCore
import InputKitTestSupport
import Testing

@testable import InputKitTerminal

/// The fields screen: three fields on one drawn keyboard whose bar has Previous, Next and Done,
/// as `CalculatorKeyboard.fieldNavigation` gives them on iOS.
@Suite("Terminal tally app: fields sharing the keyboard")
struct TallyFieldsTests {
  /// The bar: the row right above the keys.
  static func bar(_ harness: TallyHarness) -> String {
    harness.text(rowsAboveKeyboard: 1)
  }

  static func texts(_ harness: TallyHarness) -> [String] {
    harness.app.fieldsPage.fields.map(\.text)
  }

  @Test("f opens the fields editing Amount: ▲ dimmed, ▼ and Done in the bar over the keys")
  func open() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    #expect(harness.app.fieldsPage.focus == 0)
    let text = harness.text
    for label in ["Fields", "Amount", "Tip", "People"] { #expect(text.contains(label)) }
    let bar = Self.bar(harness)
    #expect(bar.contains("▲") && bar.contains("▼") && bar.contains("Done"))
    let buttons = try #require(harness.app.fieldsBar.buttons)
    #expect(!buttons.isPreviousEnabled && buttons.isNextEnabled)
    #expect(harness.screen.cursor?.row == harness.app.fieldRect(0).row)
  }

  @Test("the running result shows in the bar; Tab and Shift-Tab move, each field keeps its text")
  func tabMoves() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f12+3")
    #expect(Self.bar(harness).contains("= 15"))
    harness.press(.tab)
    #expect(harness.app.fieldsPage.focus == 1)
    #expect(!Self.bar(harness).contains("= 15"))
    harness.type("2×5")
    #expect(Self.bar(harness).contains("= 10"))
    harness.press(.backTab)
    #expect(harness.app.fieldsPage.focus == 0)
    #expect(Self.bar(harness).contains("= 15"))
    #expect(Self.texts(harness) == ["12+3", "2×5", ""])
    #expect(harness.screen.cursor?.row == harness.app.fieldRect(0).row)
  }

  @Test(
    "Previous and Next follow the core's screen order: dimmed at either end, and do nothing there")
  func ends() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    #expect(harness.app.fieldNeighbours.previous == nil && harness.app.fieldNeighbours.next == 1)
    harness.press(.backTab)
    #expect(harness.app.fieldsPage.focus == 0)
    harness.press(.tab)
    #expect(harness.app.fieldNeighbours.previous == 0 && harness.app.fieldNeighbours.next == 2)
    harness.press(.tab)
    let buttons = try #require(harness.app.fieldsBar.buttons)
    #expect(buttons.isPreviousEnabled && !buttons.isNextEnabled)
    harness.press(.tab)
    #expect(harness.app.fieldsPage.focus == 2)
  }

  @Test(
    "Enter is the example's return: Next on Amount and Tip; on People, the value put in and the keyboard away"
  )
  func returnKey() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f100")
    harness.press(.enter)
    #expect(harness.app.fieldsPage.focus == 1)
    harness.press(.enter)
    harness.type("2×3")
    harness.press(.enter)
    #expect(Self.texts(harness) == ["100", "", "6"])
    #expect(harness.app.fieldsPage.focus == nil)
    #expect(!harness.text.contains("Done"))
    #expect(harness.screen.cursor == nil)
    #expect(harness.screen.text(row: 23).contains("Tab edit"))
  }

  @Test("a value that cannot be had stays on Return, with its message, and the keyboard stays")
  func returnRefused() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    harness.press(.backTab)
    harness.press(.tab)
    harness.press(.tab)
    harness.type("5÷0")
    harness.press(.enter)
    #expect(harness.app.fieldsPage.focus == 2)
    #expect(Self.texts(harness)[2] == "5÷0")
    #expect(harness.app.notice?.kind == .error)
  }

  @Test(
    "Esc is Done: the keyboard goes away unevaluated; Esc again is the list, and f comes back to the same fields"
  )
  func escape() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f7+1")
    harness.press(.escape)
    #expect(harness.app.fieldsPage.focus == nil)
    #expect(Self.texts(harness)[0] == "7+1")
    harness.press(.escape)
    #expect(harness.text.contains("No items yet"))
    harness.type("f")
    #expect(harness.app.fieldsPage.focus == 0)
    #expect(Self.texts(harness)[0] == "7+1")
    #expect(Self.bar(harness).contains("= 8"))
  }

  @Test("with the keyboard away, Tab edits the first field, Shift-Tab the last, and q quits")
  func keyboardAway() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    harness.press(.escape)
    harness.press(.backTab)
    #expect(harness.app.fieldsPage.focus == 2)
    harness.press(.escape)
    harness.press(.tab)
    #expect(harness.app.fieldsPage.focus == 0)
    harness.type("q")
    #expect(!harness.app.wantsQuit)
    #expect(harness.app.notice?.kind == .error)
    harness.press(.escape)
    harness.type("q")
    #expect(harness.app.wantsQuit)
  }

  @Test("clicks: a field's row edits it, ▲ goes back, a key types, Done puts the keyboard away")
  func clicks() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    harness.click(CellPoint(column: 1, row: harness.app.fieldRect(2).row))
    #expect(harness.app.fieldsPage.focus == 2)
    let bar = harness.app.fieldsBar
    harness.click(CellPoint(column: bar.previous.column + 1, row: bar.previous.row))
    #expect(harness.app.fieldsPage.focus == 1)
    harness.click(try #require(harness.cell(ofKeyWithID: "digit9")))
    #expect(Self.texts(harness) == ["", "9", ""])
    harness.click(CellPoint(column: bar.done.column + 1, row: bar.done.row))
    #expect(harness.app.fieldsPage.focus == nil)
    // With the keyboard away the bar's row is no button.
    harness.click(CellPoint(column: bar.next.column + 1, row: bar.next.row))
    #expect(harness.app.fieldsPage.focus == nil)
  }

  @Test("a dimmed button's click does nothing")
  func dimmedClick() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    let bar = harness.app.fieldsBar
    harness.click(CellPoint(column: bar.previous.column + 1, row: bar.previous.row))
    #expect(harness.app.fieldsPage.focus == 0)
  }

  @Test("a paste goes into the edited field, whole or not at all")
  func paste() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    harness.press(.tab)
    harness.send(.paste("12.5"))
    harness.send(.paste("1a"))
    #expect(Self.texts(harness) == ["", "12.5", ""])
    #expect(harness.app.notice?.kind == .error)
  }

  @Test("held backspace on the drawn key repeats in the edited field")
  func heldBackspace() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f123456")
    let key = try #require(harness.cell(ofKeyWithID: "delete"))
    harness.send(.mouse(MouseEvent(.press(.left), at: key)))
    harness.advance(by: .seconds(2))
    harness.send(.mouse(MouseEvent(.release(.left), at: key)))
    #expect(Self.texts(harness)[0].count < 5)
  }

  @Test(
    "the bar is the core's layout at four points a column: ▲ and ▼ at the start, Done at the end, the result between"
  )
  func barLayout() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    let bar = harness.app.fieldsBar
    let row = harness.app.keyboard.rect.row - 1
    #expect(bar.previous == CellRect(column: 0, row: row, width: 11, height: 1))
    #expect(bar.next == CellRect(column: 11, row: row, width: 11, height: 1))
    #expect(bar.done == CellRect(column: 58, row: row, width: 22, height: 1))
    #expect(bar.result.column >= 22 && bar.result.column + bar.result.width <= 58)
  }

  @Test(
    "a short terminal packs the fields under the header, above the bar",
    arguments: [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 30, rows: 9)])
  func short(size: TerminalSize) throws {
    var harness = try TallyHarness(size: size)
    defer { harness.remove() }
    harness.type("f")
    let barRow = harness.app.keyboard.rect.row - 1
    for index in 0..<3 {
      #expect(harness.app.fieldRect(index).row == 1 + index)
      #expect(harness.app.fieldRect(index).row < barRow)
    }
    #expect(Self.bar(harness).contains("Done"))
    #expect(harness.screen.text(row: 1).contains("Amount"))
  }

  @Test("in Russian the labels and Done are Russian")
  func russian() throws {
    var harness = try TallyHarness(
      configuration: TallyConfiguration(locale: Locale(identifier: "ru_RU")))
    defer { harness.remove() }
    harness.type("f")
    #expect(harness.text.contains("Сумма"))
    #expect(Self.bar(harness).contains("Готово"))
  }

  @Test("the overlay sees the edited field's keyboard: a flash from the list covers the keys")
  func overlayOverFields() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("s")
    harness.type("f")
    #expect(
      harness.app.geometry.overlayRect(
        editingField: harness.app.fieldRect(0), arrangedBy: harness.app.overlay)
        == harness.app.keyboard.rect)
    #expect(harness.app.overlaySurroundings.editingField?.frame == harness.app.fieldRect(0).points)
  }
}
