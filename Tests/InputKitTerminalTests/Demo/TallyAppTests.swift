import Foundation
import InputKitCore
import InputKitTestSupport
import Tally
import Testing

@testable import InputKitTerminal

@Suite("Terminal tally app")
struct TallyAppTests {
  static let requiredMessage = LocalizedStrings(table: "Validation", language: .english)
    .string("required")

  // MARK: Adding, editing, cancelling

  @Test("adding an item shows it with its value and the total, and saves it")
  func add() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a")
    #expect(harness.text.contains("Add new item"))
    harness.type("12+3")
    harness.press(.enter)
    harness.type("a7*6")
    harness.press(.enter)
    #expect(!harness.isPromptOpen)
    let screen = harness.screen
    #expect(screen.showsListRow(text: "12+3", value: "= 15"))
    #expect(screen.showsListRow(text: "7×6", value: "= 42"))
    #expect(screen.showsTotal("Total = 57"))
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["12+3", "7×6"])
  }

  @Test("editing an item replaces its text in place and keeps its id")
  func edit() throws {
    var harness = try TallyHarness(items: ["1", "12+3", "5"])
    defer { harness.remove() }
    harness.press(.down)
    harness.press(.enter)
    #expect(harness.text.contains("Edit item"))
    #expect(harness.fieldText == "12+3")
    harness.press(.backspace)
    harness.type("4")
    harness.press(.enter)
    #expect(harness.app.store.items.map(\.text) == ["1", "12+4", "5"])
    #expect(harness.app.store.items[1].id == ItemID(rawValue: 2))
    #expect(harness.app.selection == 1)
    #expect(harness.screen.showsListRow(text: "12+4", value: "= 16"))
    #expect(harness.screen.showsTotal("Total = 22"))
  }

  @Test("Esc cancels a prompt and changes nothing, for adding and for editing")
  func cancel() throws {
    var harness = try TallyHarness(items: ["2+2"])
    defer { harness.remove() }
    harness.type("a9")
    harness.press(.escape)
    #expect(!harness.isPromptOpen)
    harness.press(.enter)
    harness.press(.backspace)
    harness.press(.escape)
    #expect(harness.app.store.items.map(\.text) == ["2+2"])
    #expect(harness.text.contains("Total = 4"))
  }

  @Test("Okay on an empty field shows the required message inline and keeps the prompt open")
  func emptyOkay() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a")
    #expect(!harness.text.contains(Self.requiredMessage))
    harness.press(.enter)
    #expect(harness.isPromptOpen)
    #expect(harness.text(rowsAboveKeyboard: 3).contains(Self.requiredMessage))
    #expect(harness.app.store.items.isEmpty)
  }

  @Test("Okay on an incomplete expression shows the evaluator's reason and keeps the prompt")
  func incompleteOkay() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a12+")
    harness.press(.enter)
    #expect(harness.isPromptOpen)
    let missing = LocalizedStrings(table: "Expression", language: .english)
      .string("missingOperand")
    #expect(harness.text(rowsAboveKeyboard: 3).contains(missing))
    harness.type("3")
    harness.press(.enter)
    #expect(harness.app.store.items.map(\.text) == ["12+3"])
  }

  @Test(
    "a key the rules refuse leaves the text and shows the reason",
    arguments: [
      ("1.5.", "1.5", EditRejection.Reason.secondDecimalSeparator),
      ("%", "", .percentNeedsNumber),
      ("00", "0", .leadingZero),
      ("×", "", .operatorNeedsOperand),
    ])
  func refusedKey(typed: String, expectedText: String, reason: EditRejection.Reason) throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a" + typed)
    #expect(harness.fieldText == expectedText)
    #expect(harness.text(rowsAboveKeyboard: 3).contains(EditRejection(reason).message()))
    harness.advance(by: .seconds(5))
    #expect(!harness.text(rowsAboveKeyboard: 3).contains(EditRejection(reason).message()))
  }

  @Test("typed ASCII signs become the keyboard's signs, as the on-screen keys insert them")
  func typedSigns() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a8-2*3/4+1")
    #expect(harness.fieldText == "8−2×3÷4+1")
    harness.press(.left)
    harness.press(.backspace)
    #expect(harness.fieldText == "8−2×3÷41")
    harness.press(.left)
    harness.press(.left)
    harness.press(.backspace)
    #expect(harness.fieldText == "8−2×3÷41")
    #expect(harness.text.contains(EditRejection(.adjacentOperators).message()))
  }

  @Test(
    "a paste is accepted or refused whole, never typed up to its first refused character",
    arguments: [
      ("12+3*4", "12+3×4"),
      ("12+3a4", ""),
      ("12\n3", ""),
    ])
  func pasteIsWhole(pasted: String, field: String) throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a")
    harness.send(.paste(pasted))
    #expect(harness.isPromptOpen)
    #expect(harness.fieldText == field)
    #expect((harness.app.notice != nil) == field.isEmpty)
  }

  @Test("a paste longer than the limit is refused with a message and changes nothing")
  func pasteTooLong() throws {
    var configuration = TallyConfiguration()
    configuration.maximumPasteLength = 3
    var harness = try TallyHarness(configuration: configuration)
    defer { harness.remove() }
    harness.type("a1")
    harness.send(.paste("2+34"))
    #expect(harness.fieldText == "1")
    #expect(harness.text.contains("The paste is too long (4 characters, at most 3)."))
  }

  @Test("a typed character without a key on the layout is refused with a message")
  func typedWithoutKey() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a1(")
    #expect(harness.fieldText == "1")
    #expect(harness.text.contains("This keyboard has no key for “(”."))
    harness.type("q2")
    #expect(harness.fieldText == "12")
  }

  @Test("the live result shows above the keyboard while typing")
  func liveResult() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a12+3×")
    #expect(harness.text(rowsAboveKeyboard: 2).contains("= 15"))
    harness.type("2")
    #expect(harness.text(rowsAboveKeyboard: 2).contains("= 18"))
    #expect(harness.text(rowsAboveKeyboard: 1).contains("12+3×2"))
  }

  @Test(
    "the prompt's field sits on the row right above the keyboard, the rest of the prompt above it",
    arguments: [
      (TerminalSize(columns: 80, rows: 24), 12), (TerminalSize(columns: 120, rows: 40), 20),
      (TerminalSize(columns: 80, rows: 30), 15), (TerminalSize(columns: 40, rows: 10), 6),
    ])
  func promptAboveKeyboard(size: TerminalSize, keyboardTop: Int) throws {
    var harness = try TallyHarness(size: size)
    defer { harness.remove() }
    harness.type("a12+")
    harness.press(.enter)
    #expect(harness.app.keyboard.rect.row == keyboardTop)
    let missing = LocalizedStrings(table: "Expression", language: .english)
      .string("missingOperand")
    #expect(harness.screen.text(row: keyboardTop - 3).contains(missing))
    harness.type("3")
    let screen = harness.screen
    #expect(screen.cursor?.row == keyboardTop - 1)
    #expect(screen.text(row: keyboardTop - 1).contains("12+3"))
    #expect(screen.text(row: keyboardTop - 2).contains("= 15"))
    #expect(screen.text(row: keyboardTop - 4).contains("Add new item"))
    #expect(screen.text(row: keyboardTop - 5).contains("Okay"))
    #expect(screen.text(row: keyboardTop - 5).contains("Cancel"))
  }

  // MARK: Mouse

  @Test(
    "clicking a drawn key presses it through the core's hit-testing",
    arguments: [
      ("digit7", "", "7"), ("plus", "12", "12+"), ("delete", "12", "1"), ("minus", "", "−"),
      ("decimal", "", "0."),
    ])
  func clickKey(id: String, before: String, after: String) throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a" + before)
    let cell = try #require(harness.cell(ofKeyWithID: id))
    let title = try #require(KeyboardLayout.calculator.key(withID: id)?.title)
    let keyRect = try #require(
      harness.app.keyboard.keyRects.first { $0.rect.contains(cell) }?.rect)
    #expect(
      (keyRect.row..<keyRect.row + keyRect.height).contains {
        harness.screen.text(row: $0).contains(title)
      })
    harness.click(cell)
    #expect(harness.fieldText == after)
  }

  @Test(
    "on a terminal too short for the whole prompt the title block gives way whole; the message and the field stay, inside the screen",
    arguments: [
      (TerminalSize(columns: 80, rows: 24), true), (TerminalSize(columns: 22, rows: 10), true),
      (TerminalSize(columns: 40, rows: 6), true), (TerminalSize(columns: 40, rows: 5), false),
      (TerminalSize(columns: 40, rows: 4), false),
    ])
  func shortTerminalPrompt(size: TerminalSize, showsTitle: Bool) throws {
    var harness = try TallyHarness(size: size)
    defer { harness.remove() }
    harness.type("a12+")
    harness.press(.enter)
    let geometry = harness.app.geometry
    let screen = CellRect(column: 0, row: 0, width: size.columns, height: size.rows)
    for part in [geometry.promptTitleRect, geometry.promptMessageRect, geometry.promptFieldRect] {
      #expect(part.isEmpty || screen.intersection(part) == part, "\(part)")
    }
    #expect(geometry.isPromptTitleHidden == !showsTitle)
    #expect(geometry.promptTitleRect.isEmpty == !showsTitle)
    let text = harness.text
    #expect(text.contains("Add new") == showsTitle)
    #expect(text.contains("Okay") == showsTitle)
    let field = geometry.promptFieldRect
    #expect(field.height == 1)
    #expect(harness.screen.text(row: field.row).contains("12+"))
    #expect(harness.screen.cursor?.row == field.row)
    let message = geometry.promptMessageRect
    #expect(message.height == 2)
    #expect(message.row + message.height == field.row)
    let missing = LocalizedStrings(table: "Expression", language: .english)
      .string("missingOperand")
    #expect(harness.screen.text(row: message.row).contains(missing.prefix(size.columns - 4)))
  }

  @Test("the decimal key shows the locale's separator, as the UIKit keyboard's does")
  func decimalKeyTitle() throws {
    var harness = try TallyHarness(
      configuration: TallyConfiguration(locale: Locale(identifier: "ru_RU")))
    defer { harness.remove() }
    harness.type("a")
    let cell = try #require(harness.cell(ofKeyWithID: "decimal"))
    let key = try #require(harness.app.keyboard.keyRects.first { $0.rect.contains(cell) }?.rect)
    let drawn = (key.row..<key.row + key.height).map { row in
      (key.column..<key.column + key.width).compactMap { harness.screen[$0, row]?.content }
        .joined()
    }.joined()
    #expect(drawn.contains(","))
    #expect(!drawn.contains("."))
    harness.click(cell)
    #expect(harness.fieldText == "0,")
  }

  @Test(
    "a key goes down highlighted with the button and is pressed when it comes up over a key, as under a finger"
  )
  func pressOnRelease() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a")
    let five = try #require(harness.cell(ofKeyWithID: "digit5"))
    let six = try #require(harness.cell(ofKeyWithID: "digit6"))
    let digit = KeyboardPalette.dark.digit
    harness.send(.mouse(MouseEvent(.press(.left), at: five)))
    #expect(harness.fieldText == "")
    #expect(harness.screen[five]?.style.background == digit.highlightedFill.terminalColor)
    #expect(harness.screen[six]?.style.background == digit.fill.terminalColor)
    harness.send(.mouse(MouseEvent(.release(.left), at: six)))
    #expect(harness.fieldText == "6")
    #expect(harness.screen[five]?.style.background == digit.fill.terminalColor)

    harness.send(.mouse(MouseEvent(.press(.left), at: five)))
    harness.send(.mouse(MouseEvent(.release(.left), at: CellPoint(column: 3, row: 1))))
    #expect(harness.fieldText == "6", "lifted outside the keys: nothing pressed")

    let delete = try #require(harness.cell(ofKeyWithID: "delete"))
    harness.send(.mouse(MouseEvent(.press(.left), at: delete)))
    #expect(harness.fieldText == "", "a repeating key acts when it goes down")
    harness.send(.mouse(MouseEvent(.release(.left), at: delete)))
    #expect(harness.fieldText == "")

    harness.send(.mouse(MouseEvent(.press(.left), at: five)))
    harness.send(.resize(TerminalSize(columns: 60, rows: 24)))
    harness.send(.mouse(MouseEvent(.release(.left), at: five)))
    #expect(harness.fieldText == "", "a resize cancels the button held down")
  }

  @Test("backspace held down with the mouse repeats on the core's schedule until it comes up")
  func heldBackspaceRepeats() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a123456789")
    let delete = try #require(harness.cell(ofKeyWithID: "delete"))
    let schedule = KeyRepeatSchedule.standard
    harness.send(.mouse(MouseEvent(.press(.left), at: delete)))
    #expect(harness.fieldText == "12345678")
    harness.advance(by: schedule.fireTime(ofRepeat: 1) - .milliseconds(1))
    #expect(harness.fieldText == "12345678")
    harness.advance(by: .milliseconds(1))
    #expect(harness.fieldText == "1234567")
    harness.advance(by: schedule.fireTime(ofRepeat: 3) - schedule.fireTime(ofRepeat: 1))
    #expect(harness.fieldText == "12345")
    harness.send(.mouse(MouseEvent(.release(.left), at: delete)))
    #expect(harness.fieldText == "12345")
    #expect(harness.app.keyHold == nil, "no repeat left scheduled")
    harness.advance(by: .seconds(5))
    #expect(harness.fieldText == "12345")
  }

  @Test("clicking the return key is Okay, and a click outside the keyboard does nothing")
  func clickReturn() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a")
    harness.click(CellPoint(column: 3, row: 1))
    harness.click(try #require(harness.cell(ofKeyWithID: "digit9")))
    harness.click(try #require(harness.cell(ofKeyWithID: "return")))
    #expect(!harness.isPromptOpen)
    #expect(harness.app.store.items.map(\.text) == ["9"])
  }

  // MARK: Sending overlay

  @Test(
    "the Sending… overlay waits for the grace time, covers the whole list, where no keyboard is drawn, then leaves"
  )
  func sendingOverlay() throws {
    var harness = try TallyHarness(items: ["12+3", "7×6"])
    defer { harness.remove() }
    let sending = TallyConfiguration().overlay.sendingMessage
    harness.type("s")
    harness.advance(by: .milliseconds(499))
    #expect(!harness.text.contains(sending))
    harness.advance(by: .milliseconds(1))
    let shown = harness.screen
    #expect(shown.lines.contains { $0.contains(sending) })
    // The core's `.keyboard` coverage with no keyboard on screen: the whole container.
    for row in 0..<shown.size.rows {
      for column in 0..<shown.size.columns {
        let point = CellPoint(column: column, row: row)
        #expect(shown[point]?.style.background == TallyStyle.overlay.background, "\(point)")
      }
    }
    harness.type("a")
    #expect(!harness.isPromptOpen)
    harness.advance(by: .milliseconds(999))
    #expect(harness.text.contains(sending))
    harness.advance(by: .milliseconds(1))
    #expect(!harness.text.contains(sending))
    #expect(harness.text.contains("Sent 2 items, total 57."))
    #expect(harness.app.nextDeadline != nil)
    harness.advance(by: .seconds(10))
    #expect(harness.app.nextDeadline == nil)
  }

  @Test("Esc on the shown Sending… panel cancels: it leaves with no cross and nothing is sent")
  func cancelSending() throws {
    var harness = try TallyHarness(items: ["12+3"])
    defer { harness.remove() }
    let configuration = TallyConfiguration()
    harness.type("s")
    harness.press(.escape)
    // Within the grace time there is no panel, so no Cancel: the send goes on.
    #expect(harness.text.contains("Wait until sending has finished."))
    harness.advance(by: .milliseconds(500))
    #expect(harness.text.contains("Esc " + configuration.overlay.cancelTitle))
    harness.press(.escape)
    #expect(!harness.text.contains("Esc " + configuration.overlay.cancelTitle))
    // Its minimum show time, then it leaves.
    harness.advance(by: .seconds(1))
    #expect(!harness.text.contains(configuration.overlay.sendingMessage))
    #expect(!harness.text.contains("✕"))
    #expect(harness.text.contains("Sending cancelled: nothing was sent."))
    harness.advance(by: .seconds(5))
    #expect(!harness.text.contains("Sent 1 item"))
  }

  @Test("s on an empty list flashes the failure at once, with no grace time, and it leaves")
  func nothingToSendFlashes() throws {
    var harness = try TallyHarness(items: [])
    defer { harness.remove() }
    harness.type("s")
    #expect(harness.text.contains("Nothing to send: add an item first."))
    #expect(harness.text.contains("✕"))
    harness.advance(by: .seconds(5))
    #expect(!harness.text.contains("Nothing to send"))
    #expect(harness.app.nextDeadline == nil)
  }

  @Test(
    "sending shorter than the grace time shows nothing; a little longer stays the minimum time",
    arguments: [
      (Duration.milliseconds(400), nil as Duration?),
      (.milliseconds(600), .milliseconds(1000)),
    ])
  func overlayTiming(work: Duration, hiddenAt: Duration?) throws {
    var configuration = TallyConfiguration()
    configuration.sendDuration = work
    var harness = try TallyHarness(items: ["1"], configuration: configuration)
    defer { harness.remove() }
    let sending = configuration.overlay.sendingMessage
    harness.type("s")
    var seen: [Duration] = []
    for _ in 0..<150 {
      harness.advance(by: .milliseconds(10))
      if harness.text.contains(sending) { seen.append(harness.now.sinceStart) }
    }
    if let hiddenAt {
      #expect(seen.first == .milliseconds(500))
      #expect(seen.last == hiddenAt - .milliseconds(10))
    } else {
      #expect(seen.isEmpty)
    }
  }

  // MARK: Detail through the gate

  @Test("d opens the selected item's detail through the gate")
  func detail() throws {
    var harness = try TallyHarness(items: ["12+3", "7×6"])
    defer { harness.remove() }
    harness.press(.down)
    harness.type("d")
    let text = harness.text
    #expect(text.contains("7×6"))
    #expect(text.contains("Value: 42"))
    #expect(text.contains("Item 2 of 2 (id 2)"))
    harness.press(.escape)
    #expect(harness.text.contains("Total = 57"))
  }

  @Test("the list, the total and the detail round a value once, from its exact value")
  func roundedOnce() throws {
    // Rounded to 38 digits first, this would show …457 everywhere; `inputkit eval` says …456.
    var harness = try TallyHarness(items: ["0.12345678901234564999999999999999999999999"])
    defer { harness.remove() }
    let screen = harness.screen
    #expect(screen.showsListRow(text: "0.1234", value: "= 0.1234567890123456"))
    #expect(screen.showsTotal("Total = 0.1234567890123456"))
    #expect(harness.app.displayTotal == "0.1234567890123456")
    harness.type("d")
    #expect(harness.text.contains("Value: 0.1234567890123456"))
  }

  @Test("an item out of range is shown so and does not count in the total")
  func outOfRangeItem() throws {
    let big = "1" + String(repeating: "0", count: 200)
    let harness = try TallyHarness(items: ["2", big, "3"])
    defer { harness.remove() }
    let message = LocalizedStrings(table: "Expression", language: .english).string("overflow")
    #expect(harness.text.contains(message))
    #expect(harness.screen.showsTotal("Total = 5"))
  }

  @Test(
    "the gate refuses the detail of no item or of an item without a value, with its message",
    arguments: [
      ([], LocalizedStrings(table: "Navigation", language: .english).string("textRequired")),
      (["1÷0"], LocalizedStrings(table: "Expression", language: .english).string("divisionByZero")),
    ] as [([String], String)])
  func gateRefusal(items: [String], message: String) throws {
    var harness = try TallyHarness(items: items)
    defer { harness.remove() }
    harness.type("d")
    #expect(harness.text.contains(message))
    #expect(harness.text.contains("Total = 0"))
    if case .list = harness.app.screen {} else { Issue.record("left the list") }
  }

  // MARK: List

  @Test("x removes the selected item and saves; an unevaluable item is shown with its reason")
  func remove() throws {
    var harness = try TallyHarness(items: ["1", "1÷0", "3"])
    defer { harness.remove() }
    #expect(harness.text.contains("Division by zero"))
    #expect(harness.text.contains("Total = 4"))
    harness.press(.down)
    harness.type("x")
    #expect(harness.app.store.items.map(\.text) == ["1", "3"])
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["1", "3"])
    harness.press(.delete)
    harness.press(.delete)
    harness.press(.delete)
    #expect(harness.app.store.items.isEmpty)
    #expect(harness.app.selection == nil)
    #expect(harness.text.contains("No items yet"))
  }

  @Test(
    "the overlay's cells are the core's arrangement: the keyboard's while it is drawn, else the screen",
    arguments: [
      TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 10),
      TerminalSize(columns: 40, rows: 5),
    ])
  func overlayCells(size: TerminalSize) {
    let geometry = TallyGeometry(size: size)
    let screen = CellRect(column: 0, row: 0, width: size.columns, height: size.rows)
    let session = OverlaySession<ManualClock.Instant>(coverage: .keyboard)
    #expect(geometry.overlayRect(editingField: nil, arrangedBy: session) == screen)
    let expected = geometry.keyboardRect.isEmpty ? screen : geometry.keyboardRect
    #expect(
      geometry.overlayRect(editingField: geometry.promptFieldRect, arrangedBy: session) == expected)
  }

  @Test("the overlay draws the core's indicator: a progress bar once progress is known")
  func overlayProgress() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    let sending = TallyConfiguration().overlay.sendingMessage
    harness.type("s")
    harness.advance(by: .milliseconds(500))
    #expect(TallyStyle.spinnerFrames.contains { harness.text.contains($0 + " " + sending) })
    let token = try #require(harness.app.sending?.token)
    _ = harness.app.overlay.handle(
      .progress(0.5, for: token), at: harness.now, in: harness.app.overlaySurroundings)
    #expect(harness.text.contains("█████░░░░░ " + sending))
    #expect(!TallyStyle.spinnerFrames.contains { harness.text.contains($0) })
  }

  @Test(
    "the progress bar fills to the nearest cell and never overflows",
    arguments: [
      (0.0, "░░░░░░░░░░"), (0.04, "░░░░░░░░░░"), (0.06, "█░░░░░░░░░"), (0.5, "█████░░░░░"),
      (1.0, "██████████"), (1.7, "██████████"), (-1.0, "░░░░░░░░░░"), (Double.nan, "░░░░░░░░░░"),
    ])
  func progressBar(fraction: Double, bar: String) {
    #expect(TallyStyle.progressBar(fraction) == bar)
  }

  @Test("the quit question asked while sending stays readable above the overlay")
  func quitQuestionAboveOverlay() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    harness.app = TallySessionTests.fullDiskApp(&harness)
    harness.type("a2")
    harness.press(.enter)
    harness.type("s")
    harness.advance(by: .milliseconds(600))
    let sending = TallyConfiguration().overlay.sendingMessage
    #expect(harness.text.contains(sending))
    harness.type("q")
    #expect(harness.text.contains("Your latest changes are not saved."))
    #expect(!harness.text.contains(sending))
  }

  @Test("a long list scrolls to keep the selection visible")
  func scrolling() throws {
    var harness = try TallyHarness(
      items: (1...40).map(String.init), size: TerminalSize(columns: 40, rows: 10))
    defer { harness.remove() }
    for _ in 0..<30 { harness.press(.down) }
    #expect(harness.app.selection == 30)
    #expect(harness.screen.lines.contains { $0.hasPrefix("› 31") })
    #expect(harness.text.contains("Total = 820"))
  }

  @Test("q quits from the list")
  func quit() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("q")
    #expect(harness.app.wantsQuit)
  }

  // MARK: Resize

  @Test("a resize lays the keyboard out again at the new size, and clicks follow it")
  func resize() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a")
    let wide = try #require(harness.cell(ofKeyWithID: "digit5"))
    harness.send(.resize(TerminalSize(columns: 30, rows: 14)))
    #expect(harness.screen.size == TerminalSize(columns: 30, rows: 14))
    let rect = harness.app.keyboard.rect
    #expect(rect == CellRect(column: 0, row: 6, width: 30, height: 8))
    for (_, key) in harness.app.keyboard.keyRects {
      #expect(rect.intersection(key) == key)
    }
    let narrow = try #require(harness.cell(ofKeyWithID: "digit5"))
    #expect(narrow != wide)
    harness.click(narrow)
    #expect(harness.fieldText == "5")
    harness.send(.resize(TerminalSize(columns: 5, rows: 3)))
    _ = harness.screen
    harness.click(CellPoint(column: 0, row: 2))
    #expect(harness.fieldText == "5")
  }

  // MARK: Persistence

  @Test("the list survives a restart")
  func persistence() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a12+3")
    harness.press(.enter)
    harness.type("a7*6")
    harness.press(.enter)
    harness.type("x")
    harness.restart()
    #expect(harness.app.store.items.map(\.text) == ["12+3"])
    #expect(harness.app.store.nextID == ItemID(rawValue: 3))
  }

  @Test("a damaged file is reported, kept aside, and the app starts empty and saves again")
  func corruptFile() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    try Data("{ not json".utf8).write(to: harness.file)
    harness.restart()
    #expect(harness.app.store.items.isEmpty)
    #expect(harness.text.contains("damaged"))
    let kept = harness.directory.appendingPathComponent("tally.json.corrupt-1")
    #expect(try String(contentsOf: kept, encoding: .utf8) == "{ not json")
    harness.type("a1")
    harness.press(.enter)
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["1"])
  }

  @Test("a failed save is reported, marked in the header, and the list stays in memory")
  func failedSave() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    harness.app.endSession()
    var app = Tally(storeFile: ItemStoreFile(url: harness.file, fileSystem: FullDiskFileSystem()))
    let now = ManualClock.Instant(sinceStart: .zero)
    _ = app.handle(.resize(TerminalSize(columns: 80, rows: 24)), at: now)
    for character in "a12+3" { _ = app.handle(.key(KeyPress(.character(character))), at: now) }
    _ = app.handle(.key(KeyPress(.enter)), at: now)
    var screen = ScreenBuffer(size: TerminalSize(columns: 80, rows: 24))
    app.render(into: &screen)
    #expect(app.store.items.map(\.text) == ["1", "12+3"])
    #expect(screen.lines.contains { $0.contains("Could not save") })
    #expect(screen.showsListRow(text: "12+3", value: "= 15"))
    #expect(screen.text(row: 0).contains("not saved"))
    _ = app.handle(.key(KeyPress(.down)), at: now)
    screen = ScreenBuffer(size: TerminalSize(columns: 80, rows: 24))
    app.render(into: &screen)
    #expect(!screen.lines.contains { $0.contains("Could not save") })
    #expect(screen.text(row: 0).contains("not saved"))
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["1"])
  }

  @Test("an unreadable file is left alone and nothing is saved over it")
  func unreadableFile() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    try FileManager.default.createDirectory(at: harness.file, withIntermediateDirectories: true)
    harness.restart()
    #expect(harness.text.contains("not a list file"))
    #expect(harness.text.contains("Changes in this session"))
    harness.type("a1")
    harness.press(.enter)
    #expect(harness.app.store.items.map(\.text) == ["1"])
    #expect(harness.screen.text(row: 0).contains("not saved"))
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: harness.file.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  // MARK: Language

  @Test("texts follow the configured language")
  func russian() throws {
    var harness = try TallyHarness(
      items: ["1.5+1"], configuration: TallyConfiguration(locale: Locale(identifier: "ru_RU")))
    defer { harness.remove() }
    #expect(harness.text.contains("1,5+1"))
    #expect(harness.text.contains("Итого = 2,5"))
    harness.type("a")
    #expect(harness.text.contains("Новый элемент"))
    harness.type("2.5")
    #expect(harness.fieldText == "2,5")
  }

  @Test("items are stored with '.' and read the same in another locale")
  func storageIsLocaleIndependent() throws {
    var harness = try TallyHarness(
      configuration: TallyConfiguration(locale: Locale(identifier: "ru_RU")))
    defer { harness.remove() }
    harness.type("a")
    harness.type("2.5+1")
    harness.press(.enter)
    #expect(harness.text.contains("2,5+1"))
    let saved = try String(contentsOf: harness.file, encoding: .utf8)
    #expect(saved.contains("2.5+1"))
    #expect(!saved.contains("2,5+1"))
    harness.restart()
    let screen = harness.text
    #expect(screen.contains("2.5+1"))
    #expect(screen.contains("3.5"))
  }
}
