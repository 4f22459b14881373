import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Editing invariants under random key sequences")
struct EditingPropertyTests {
  static let calculatorKeys: [KeyAction] =
    "0123456789".map { .insert(String($0)) } + [
      .insert("."), .insert("+"), .insert("−"), .insert("×"), .insert("÷"), .insert("%"),
      .insert("("), .insert(")"), .insert("-"), .insert("*"), .insert("12.5"),
      .insert("+−×"), .insert("a"), .insert("(1)"), .deleteBackward, .deleteBackward, .clear,
      .moveCursor(-1), .moveCursor(1), .moveCursor(-3),
    ]

  static let unicodeKeys: [KeyAction] = [
    .insert("a"), .insert("🇺🇸"), .insert("🇺"), .insert("🇸"), .insert("e"),
    .insert("\u{301}"), .insert("👩‍👩‍👧"), .insert("\u{200D}"), .insert("漢"), .insert("\r\n"),
    .insert("("), .insert(")"), .insert("(\u{301}"),
    .insert("\n"), .deleteBackward, .deleteBackward, .moveCursor(-1), .moveCursor(2), .clear,
  ]

  /// Presses `action` on `state` through `rules`; checks the edit reproduces the new text.
  static func press(
    _ action: KeyAction, on state: inout TextEditingState, rules: [InputRule]
  ) {
    if case .moveCursor(let count) = action {
      state.moveCursor(by: count)
      return
    }
    guard let proposed = state.proposedEdit(for: action) else { return }
    guard case .success(let edit) = InputRules.check(proposed, in: state, rules: rules) else {
      return
    }
    let expected = edit.applied(to: state.text)
    state.apply(edit)
    #expect(state.text == expected)
  }

  static func randomSelection(
    in state: TextEditingState, using rng: inout SeededGenerator
  ) -> Range<
    Int
  > {
    let count = state.text.utf16.count
    let a = Int.random(in: 0...count, using: &rng)
    let b = Int.random(in: 0...count, using: &rng)
    return min(a, b)..<(Bool.random(using: &rng) ? min(a, b) : max(a, b))
  }

  static func isOnBoundaries(_ state: TextEditingState) -> Bool {
    var boundaries: Set<Int> = [state.text.utf16.count]
    var index = state.text.startIndex
    while index < state.text.endIndex {
      boundaries.insert(state.text.utf16.distance(from: state.text.utf16.startIndex, to: index))
      index = state.text.index(after: index)
    }
    return boundaries.contains(state.selection.lowerBound)
      && boundaries.contains(state.selection.upperBound)
  }

  static func arithmeticViolation(in text: String) -> String? {
    let characters = Array(text)
    let operators: Set<Character> = ["+", "−", "×", "÷"]
    var separators = 0
    for (index, character) in characters.enumerated() {
      if index > 0, operators.contains(character), operators.contains(characters[index - 1]) {
        let previous = characters[index - 1]
        if !(character == "−" && (previous == "×" || previous == "÷")) {
          return "two operators in a row"
        }
      }
      if character == "." {
        separators += 1
        if separators > 1 { return "two separators in one number" }
      } else if !character.isNumber {
        separators = 0
      }
    }
    return nil
  }

  @Test("random calculator key sequences keep every arithmetic invariant", arguments: 0..<8)
  func calculatorSequences(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let rules = [InputRule.arithmetic()]
    for _ in 0..<250 {
      var state = TextEditingState()
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        Self.press(Self.calculatorKeys.randomElement(using: &rng)!, on: &state, rules: rules)
      }
      state.select(Self.randomSelection(in: state, using: &rng))
      for _ in 0..<20 {
        let action = Self.calculatorKeys.randomElement(using: &rng)!
        let before = state
        Self.press(action, on: &state, rules: rules)
        #expect(Self.isOnBoundaries(state))
        #expect(state.selection.upperBound <= state.text.utf16.count)
        // What the state keeps along (offsets, the open parentheses) is what a fresh state of
        // the same text and selection works out.
        #expect(state == TextEditingState(text: state.text, selection: state.selection))
        if let violation = Self.arithmeticViolation(in: state.text) {
          Issue.record("\(violation): \(before) + \(action) → \(state) (seed \(seed))")
          return
        }
      }
    }
  }

  @Test(
    "random edits of emoji, flags and combining marks keep the selection on boundaries",
    arguments: 0..<4)
  func unicodeSequences(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    for _ in 0..<250 {
      var state = TextEditingState()
      for _ in 0..<30 {
        if Int.random(in: 0..<5, using: &rng) == 0 {
          state.select(Self.randomSelection(in: state, using: &rng))
        }
        Self.press(Self.unicodeKeys.randomElement(using: &rng)!, on: &state, rules: [])
        #expect(Self.isOnBoundaries(state), "\(state)")
        #expect(state == TextEditingState(text: state.text, selection: state.selection))
      }
    }
  }

  @Test("a 1 MB paste is checked in linear time and accepted whole")
  func hugePaste() {
    let paste = String(repeating: "12.5+", count: 200_000) + "1"
    let state = TextEditingState()
    let result = InputRule.arithmetic().check(Edit(range: 0..<0, replacement: paste), in: state)
    #expect((try? result.get())?.replacement == paste)
  }
}
