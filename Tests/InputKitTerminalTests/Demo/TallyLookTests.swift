import Foundation
import InputKitCore
import Testing

@testable import InputKitTerminal

/// The demo looks like the app it stands for: bars across the screen, values in one column
/// at the right, the list dimmed behind a prompt, and no number ever cut without a mark.
@Suite("Terminal tally app's look")
struct TallyLookTests {
  static let items = ["12+3", "7×6", "1÷3", "6068339021390", "1÷0"]

  @Test(
    "the title bar and the selection bar span the whole width",
    arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 23, rows: 12)])
  func fullWidthBars(size: TerminalSize) throws {
    var harness = try TallyHarness(items: ["1", "2"], size: size)
    defer { harness.remove() }
    harness.press(.down)
    let screen = harness.screen
    for column in 0..<size.columns {
      #expect(screen[column, 0]?.style.inverse == true, "title bar, column \(column)")
      #expect(screen[column, 2]?.style.inverse == true, "selection bar, column \(column)")
      #expect(screen[column, 1]?.style.inverse == false, "unselected row, column \(column)")
    }
  }

  @Test(
    "every value and the total end on one column, one short of the right edge",
    arguments: [80, 60, 40])
  func alignedValues(columns: Int) throws {
    let harness = try TallyHarness(
      items: Self.items, size: TerminalSize(columns: columns, rows: 24))
    defer { harness.remove() }
    let screen = harness.screen
    let rows = Array(1...Self.items.count) + [screen.size.rows - 2]
    for row in rows {
      let line = screen.text(row: row)
      let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
      #expect(DisplayWidth.of(trimmed) == columns - 1, "row \(row): '\(line)'")
    }
    #expect(screen.showsListRow(text: "12+3", value: "= 15"))
    #expect(screen.showsListRow(text: "1÷3", value: "= 0.3333333333333333"))
    #expect(screen.showsTotal("Total = 6068339021447.333"))
  }

  @Test(
    "a value or total too wide for the screen is shortened with a mark, never cut silently",
    arguments: [12, 16, 22, 26, 30, 34])
  func noSilentCuts(columns: Int) throws {
    let harness = try TallyHarness(
      items: ["6068339021390", "1÷3"], size: TerminalSize(columns: columns, rows: 12))
    defer { harness.remove() }
    let screen = harness.screen
    let shown = [
      (screen.text(row: 1), "6068339021390"), (screen.text(row: 2), "0.3333333333333333"),
      (screen.text(row: 10), "6068339021390.333333333333333"),
    ]
    let total = "6068339021390.333"
    for (line, full) in shown {
      let whole = line.contains(full) || (full.hasPrefix(total) && line.contains(total))
      #expect(whole || line.contains("…"), "\(columns) columns: '\(line)'")
      // No run of digits on the line is a bare prefix of the value's digits.
      let runs = line.split { !($0.isNumber || $0 == ".") }
      for run in runs where run.count >= 4 && !line.contains(run + "…") {
        #expect(
          !full.hasPrefix(run) || run == full || String(run) == total,
          "\(columns) columns: '\(run)' cuts \(full) in '\(line)'")
      }
    }
    #expect(!screen.text(row: 10).contains("Total = 606833902139 "))
  }

  @Test(
    "in Japanese, with a wide-character total label, values and total still end on one column",
    arguments: [80, 24])
  func alignedInJapanese(columns: Int) throws {
    let harness = try TallyHarness(
      items: ["6068339021390", "1÷3"], size: TerminalSize(columns: columns, rows: 12),
      configuration: TallyConfiguration(locale: Locale(identifier: "ja_JP")))
    defer { harness.remove() }
    let screen = harness.screen
    for row in [1, 2, 10] {
      let line = screen.text(row: row)
      let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
      #expect(DisplayWidth.of(trimmed) == columns - 1, "row \(row): '\(line)'")
    }
    #expect(screen.text(row: 10).contains("合計 = "))
  }

  @Test("a 22-column terminal shows a 13-digit total in scientific form, marked as shortened")
  func narrowTotal() throws {
    let harness = try TallyHarness(
      items: ["6068339021390"], size: TerminalSize(columns: 22, rows: 10))
    defer { harness.remove() }
    let total = harness.screen.text(row: 8)
    #expect(total.contains("Total = 6.0683…e+12"), "'\(total)'")
    #expect(!total.contains("606833902139"))
  }

  @Test(
    "at any width every value and the total keep a digit or a …, or the list says it is too narrow",
    arguments: [("en_US_POSIX", 12), ("ru_RU", 12), ("ja_JP", 11)])
  func valuesNeverVanish(locale: String, minimumWidth: Int) throws {
    var harness = try TallyHarness(
      items: ["12+3", "7×6", "1÷3", "(1+2"],
      configuration: TallyConfiguration(locale: Locale(identifier: locale)))
    defer { harness.remove() }
    for columns in 1...40 {
      harness.send(.resize(TerminalSize(columns: columns, rows: 12)))
      let lines = harness.screen.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
      let narrow = columns < harness.app.minimumListWidth
      if narrow {
        // Where a character of it fits, beside its margin: from three columns on.
        if columns >= 3 {
          #expect(lines[1].hasPrefix(" ") && lines[1].count > 1, "\(columns) columns: \(lines)")
        }
        #expect(!lines.contains { $0.hasSuffix("=") }, "\(columns) columns: \(lines)")
        continue
      }
      // Four items and the total, each ending in a digit, …, or the error's text.
      let values = lines.filter { $0.contains("=") || $0.contains("⚠") }
      #expect(values.count == 5, "\(columns) columns: \(lines)")
      for line in values {
        #expect(
          !line.hasSuffix("=") && !line.hasSuffix("= ") && !line.hasSuffix("⚠"),
          "\(columns) columns: '\(line)'")
      }
    }
    #expect(harness.app.minimumListWidth == minimumWidth)
  }

  @Test("while a prompt is open the list stays in view above it, dimmed")
  func dimmedListBehindPrompt() throws {
    var harness = try TallyHarness(items: ["12+3", "7×6", "1÷0"])
    defer { harness.remove() }
    harness.press(.down)
    harness.press(.enter)
    #expect(harness.isPromptOpen)
    let screen = harness.screen
    let titleRow = harness.app.geometry.promptTitleRect.row
    #expect(titleRow > 3, "rows for the list above the prompt")
    for (offset, text) in ["12+3", "7×6", "1÷0"].enumerated() {
      let row = 1 + offset
      #expect(screen.text(row: row).dropFirst(2).hasPrefix(text), "row \(row)")
      for column in 0..<screen.size.columns where screen[column, row]?.content != " " {
        #expect(screen[column, row]?.style.dim == true, "row \(row), column \(column)")
      }
    }
    #expect(screen.text(row: 2).hasPrefix("› 7×6"), "the item being edited is marked")
    #expect(screen[40, 2]?.style.inverse == true)
    #expect(screen[40, 2]?.style.dim == true)
    harness.press(.escape)
    let list = harness.screen
    #expect(list[0, 1]?.style.dim == false)
    #expect(list[2, 1]?.style.dim == false)
  }

  @Test("under a prompt the list scrolls so that the item being edited is in view")
  func promptKeepsSelectionInView() throws {
    var harness = try TallyHarness(items: (1...30).map(String.init))
    defer { harness.remove() }
    for _ in 1..<25 { harness.press(.down) }
    harness.press(.enter)
    #expect(harness.fieldText == "25")
    let titleRow = harness.app.geometry.promptTitleRect.row
    #expect(harness.screen.text(row: titleRow - 1).hasPrefix("› 25 "))
  }

  @Test("the chosen layout is the prompt's keyboard: its keys are drawn, typed and clicked")
  func chosenLayout() throws {
    var configuration = TallyConfiguration()
    configuration.layout = .calculatorWithParentheses
    var harness = try TallyHarness(configuration: configuration)
    defer { harness.remove() }
    harness.type("a(1+2)*3")
    #expect(harness.fieldText == "(1+2)×3")
    #expect(harness.text(rowsAboveKeyboard: 2).contains("= 9"))
    let clear = try #require(harness.cell(ofKeyWithID: "clear"))
    let keyboard = harness.app.keyboard.rect
    let drawn = (keyboard.row..<keyboard.row + keyboard.height).map(harness.screen.text(row:))
      .joined()
    for title in ["C", "(", ")", "="] { #expect(drawn.contains(title), "\(title)") }
    harness.click(clear)
    #expect(harness.fieldText == "")

    var calculator = try TallyHarness()
    defer { calculator.remove() }
    calculator.type("a(")
    #expect(calculator.fieldText == "")
    #expect(calculator.text.contains("This keyboard has no key for “(”."))
    #expect(calculator.cell(ofKeyWithID: "clear") == nil)
  }

  @Test(
    "the keyboard leaves the list in view yet gives every key row room for its box",
    arguments: [
      ("calculator", 24, 12), ("calculatorWithParentheses", 24, 15), ("calculator", 40, 20),
      ("calculator", 12, 6),
    ])
  func keyboardHeight(layout name: String, rows: Int, keyboardRows: Int) throws {
    var configuration = TallyConfiguration()
    configuration.layout = try #require(KeyboardLayout.builtIn(named: name))
    var harness = try TallyHarness(
      size: TerminalSize(columns: 80, rows: rows), configuration: configuration)
    defer { harness.remove() }
    harness.type("a")
    #expect(harness.app.keyboard.rect.height == keyboardRows)
    if rows >= 24 {
      #expect(harness.app.geometry.promptTitleRect.row > 1, "a list row above the prompt")
      for (_, key) in harness.app.keyboard.keyRects { #expect(key.height >= 3) }
    }
  }
}
