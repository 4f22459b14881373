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

  @Test("a dimmed button's click does nothing: no wrapping round at either end")
  func dimmedClick() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    let bar = harness.app.fieldsBar
    harness.click(CellPoint(column: bar.previous.column + 1, row: bar.previous.row))
    #expect(harness.app.fieldsPage.focus == 0)
    harness.click(CellPoint(column: 1, row: harness.app.fieldRect(2).row))
    harness.click(CellPoint(column: bar.next.column + 1, row: bar.next.row))
    #expect(harness.app.fieldsPage.focus == 2)
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

  @Test("on a bar narrower than its buttons, a click on the drawn Done is Done, not Next")
  func narrowBarDone() throws {
    var harness = try TallyHarness(size: TerminalSize(columns: 30, rows: 9))
    defer { harness.remove() }
    harness.type("f")
    let bar = Self.bar(harness)
    let column = try #require(bar.firstRange(of: "Done")).lowerBound.utf16Offset(in: bar)
    harness.click(CellPoint(column: column, row: harness.app.keyboard.rect.row - 1))
    #expect(harness.app.fieldsPage.focus == nil)
  }

  @Test(
    "with no room for the keyboard, the help line says the editing keys and shows a refusal; its row is no bar"
  )
  func noKeyboard() throws {
    var harness = try TallyHarness(size: TerminalSize(columns: 30, rows: 5))
    defer { harness.remove() }
    harness.type("f")
    #expect(harness.app.keyboard.rect.isEmpty)
    #expect(harness.screen.text(row: 4).contains("Tab next"))
    harness.type("q")
    #expect(harness.screen.text(row: 4).contains("no key for"))
    for column in [5, 12, 25] { harness.click(CellPoint(column: column, row: 4)) }
    #expect(harness.app.fieldsPage.focus == 0)
  }

  @Test(
    "on a terminal too short for the three fields, the edited one scrolls into view and takes the typing"
  )
  func tooShort() throws {
    var harness = try TallyHarness(size: TerminalSize(columns: 10, rows: 3))
    defer { harness.remove() }
    harness.type("f")
    harness.press(.backTab)
    harness.press(.tab)
    harness.press(.tab)
    harness.type("42")
    #expect(harness.app.fieldsPage.focus == 2)
    #expect(Self.texts(harness) == ["", "", "42"])
    let cursor = try #require(harness.screen.cursor)
    #expect(cursor.row == 1 && cursor.column < 10)
    // The field is two columns wide: it keeps the caret's end in view.
    #expect(harness.screen.text(row: 1).contains("2"))
  }

  @Test("labels wider than half a narrow screen are cut, and the field keeps its half")
  func narrowLabels() throws {
    let russian = TallyConfiguration(locale: Locale(identifier: "ru_RU"))
    var harness = try TallyHarness(
      size: TerminalSize(columns: 12, rows: 24), configuration: russian)
    defer { harness.remove() }
    harness.type("f12")
    #expect(harness.app.fieldRect(0).width >= 6)
    let cursor = try #require(harness.screen.cursor)
    #expect(cursor.column < 12)
    #expect(harness.screen.text(row: harness.app.fieldRect(0).row).contains("12"))
  }

  @Test("under the overlay's flash the keys, Tab and the bar do nothing; once it leaves they act")
  func heldByOverlay() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("s")
    harness.type("f")
    #expect(harness.app.keysAreHeld)
    harness.type("7")
    harness.press(.tab)
    harness.click(try #require(harness.cell(ofKeyWithID: "digit8")))
    harness.send(.paste("9"))
    #expect(harness.app.fieldsPage.focus == 0)
    #expect(Self.texts(harness) == ["", "", ""])
    harness.advance(by: .seconds(3))
    #expect(!harness.app.keysAreHeld)
    harness.type("7")
    harness.press(.tab)
    #expect(Self.texts(harness) == ["7", "", ""])
    #expect(harness.app.fieldsPage.focus == 1)
  }

  @Test("the prompt's keys are held under the flash too, while Esc still cancels")
  func promptHeldByOverlay() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("s")
    harness.type("a7")
    harness.click(try #require(harness.cell(ofKeyWithID: "digit8")))
    #expect(harness.fieldText == "")
    harness.press(.escape)
    #expect(!harness.isPromptOpen)
  }

  @Test("the return key reads Next on Amount and Done on People, where it waits for text")
  func returnKeyTitles() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    let key = try #require(harness.cell(ofKeyWithID: "return"))
    let keys = harness.app.keyboard.rect
    func keyboardShows(_ title: String) -> Bool {
      (keys.row..<keys.row + keys.height).contains { harness.screen.text(row: $0).contains(title) }
    }
    #expect(keyboardShows("Next"))
    harness.press(.backTab)
    harness.press(.tab)
    harness.press(.tab)
    #expect(keyboardShows("Done") && !keyboardShows("Next"))
    harness.press(.enter)
    harness.click(key)
    #expect(harness.app.fieldsPage.focus == 2)
    harness.type("3")
    harness.press(.enter)
    #expect(harness.app.fieldsPage.focus == nil)
  }

  @Test("q with a modifier does not quit, and quitting's question goes back to the fields")
  func quitting() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    harness.press(.escape)
    harness.send(.key(KeyPress(.character("q"), modifiers: .alt)))
    #expect(!harness.app.wantsQuit)
    harness.app.hasUnsavedChanges = true
    harness.type("q")
    #expect(harness.text.contains("Your latest changes are not saved."))
    harness.type("k")
    #expect(harness.text.contains("Tab edit"))
  }

  @Test("a resize lets go of a key held down: its release presses nothing")
  func resizeWhileHeld() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    let key = try #require(harness.cell(ofKeyWithID: "digit7"))
    harness.send(.mouse(MouseEvent(.press(.left), at: key)))
    harness.send(.resize(TerminalSize(columns: 80, rows: 24)))
    harness.send(.mouse(MouseEvent(.release(.left), at: key)))
    #expect(Self.texts(harness) == ["", "", ""])
  }

  @Test("a key pressed and the button released over a field's row types nothing")
  func releasedAway() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f")
    let key = try #require(harness.cell(ofKeyWithID: "digit7"))
    harness.send(.mouse(MouseEvent(.press(.left), at: key)))
    harness.send(
      .mouse(
        MouseEvent(.release(.left), at: CellPoint(column: 1, row: harness.app.fieldRect(1).row))))
    #expect(Self.texts(harness) == ["", "", ""])
    #expect(harness.app.fieldsPage.touches.highlightedKey == nil)
  }

  @Test("held backspace stops repeating when Tab moves on")
  func heldThenTab() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("f123456")
    harness.press(.tab)
    harness.type("99")
    harness.press(.backTab)
    let key = try #require(harness.cell(ofKeyWithID: "delete"))
    harness.send(.mouse(MouseEvent(.press(.left), at: key)))
    harness.press(.tab)
    harness.advance(by: .seconds(2))
    #expect(Self.texts(harness) == ["12345", "99", ""])
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

  @Test(
    "the overlay sees the edited field's keyboard: a flash from the list covers the keys, not the fields"
  )
  func overlayOverFields() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("s")
    harness.type("f")
    #expect(harness.app.overlaySurroundings.editingField?.frame == harness.app.fieldRect(0).points)
    let screen = harness.screen
    #expect(screen.text(row: harness.app.fieldRect(0).row).contains("Amount"))
    let keys = harness.app.keyboard.rect
    #expect(
      (keys.row..<keys.row + keys.height).contains {
        screen.text(row: $0).contains("Nothing to send")
      })
  }
}
