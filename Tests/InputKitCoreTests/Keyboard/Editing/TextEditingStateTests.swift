import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Text editing state")
struct TextEditingStateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var before: String
    var action: KeyAction
    var after: String
    var testDescription: String { "\(before) + \(action) → \(after)" }
  }

  static let unicodeCases: [Case] = [
    Case(before: "a🇺🇸|", action: .deleteBackward, after: "a|"),
    Case(before: "🇺🇸🇫🇷|", action: .deleteBackward, after: "🇺🇸|"),
    Case(before: "e\u{301}|x", action: .deleteBackward, after: "|x"),
    Case(before: "👩‍👩‍👧|", action: .deleteBackward, after: "|"),
    Case(before: "漢字|", action: .deleteBackward, after: "漢|"),
    Case(before: "a[bc]d", action: .deleteBackward, after: "a|d"),
    Case(before: "|abc", action: .deleteBackward, after: "|abc"),
    Case(before: "a[🇺🇸]b", action: .insert("é"), after: "aé|b"),
    Case(before: "ab|", action: .clear, after: "|"),
    Case(before: "🇺🇸|🇫🇷", action: .moveCursor(-1), after: "|🇺🇸🇫🇷"),
    Case(before: "🇺🇸|🇫🇷", action: .moveCursor(1), after: "🇺🇸🇫🇷|"),
    Case(before: "a|b", action: .moveCursor(-5), after: "|ab"),
    Case(before: "a[bc]d", action: .moveCursor(-1), after: "a|bcd"),
    Case(before: "a[bc]d", action: .moveCursor(1), after: "abc|d"),
  ]

  @Test("edits and cursor moves never split a grapheme cluster", arguments: unicodeCases)
  func graphemeSafeEditing(_ example: Case) {
    var state = TextEditingState(marked: example.before)
    if case .moveCursor(let count) = example.action {
      state.moveCursor(by: count)
    } else if let edit = state.proposedEdit(for: example.action) {
      state.apply(edit)
    }
    #expect(state.description == example.after)
  }

  @Test("a selection inside a cluster widens to the whole cluster")
  func selectionWidens() {
    // 🇺🇸 is four UTF-16 units; offsets 1..3 lie inside it.
    let state = TextEditingState(text: "🇺🇸x", selection: 1..<3)
    #expect(state.selection == 0..<4)
    let caret = TextEditingState(text: "e\u{301}", selection: 1..<1)
    #expect(caret.selection == 0..<2)
  }

  @Test("out-of-range selections are clamped into the text")
  func clamping() {
    #expect(TextEditingState(text: "abc", selection: -5..<99).selection == 0..<3)
    #expect(TextEditingState(text: "abc", selection: 7..<7).selection == 3..<3)
  }

  @Test("a combining mark typed after a letter moves the caret past the merged character")
  func mergingInsertKeepsCaretOnBoundary() {
    var state = TextEditingState(marked: "e|x")
    state.apply(state.proposedEdit(for: .insert("\u{301}"))!)
    #expect(state.text == "e\u{301}x")
    #expect(state.selection == 2..<2)
  }

  @Test("deleting between two regional indicators leaves the caret after the new flag")
  func mergingDeleteKeepsCaretOnBoundary() {
    var state = TextEditingState(text: "🇺x🇸", selection: 3..<3)
    state.apply(state.proposedEdit(for: .deleteBackward)!)
    #expect(state.text == "🇺🇸")
    #expect(state.selection == 4..<4)
  }

  @Test("an edit reports the UTF-16 range UIKit expects")
  func utf16Ranges() {
    let state = TextEditingState(marked: "😀1[2]3")
    #expect(state.proposedEdit(for: .insert("×")) == Edit(range: 3..<4, replacement: "×"))
    let caret = TextEditingState(marked: "😀|")
    #expect(caret.proposedEdit(for: .deleteBackward) == Edit(range: 0..<2, replacement: ""))
  }
}
