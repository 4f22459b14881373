import Foundation

/// libFuzzer entry point: reads the input as a sequence of key presses (and selections) on a
/// calculator field and checks the editing invariants after every press. A crash, trap,
/// hang or failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEditing(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  for processor in EditingFuzzTarget.processors {
    EditingFuzzTarget.run(bytes, with: processor)
  }
  return 0
}

enum EditingFuzzTarget {
  static let processors = [
    KeyPressProcessor.calculator(),
    KeyPressProcessor.calculator(locale: Locale(identifier: "de_DE")),
  ]

  static let actions: [KeyAction] =
    "0123456789".map { .insert(String($0)) } + [
      .insert("."), .insert(","), .insert("+"), .insert("−"), .insert("×"), .insert("÷"),
      .insert("%"), .insert("("), .insert(")"), .insert("-"), .insert("*"), .insert("/"),
      .insert("12.5"), .insert("+−×"), .insert("🇺🇸"), .insert("e\u{301}"), .insert(""),
      .deleteBackward, .clear, .moveCursor(-1), .moveCursor(1), .moveCursor(-3), .return,
      .evaluate, .switchLayout("x"), .custom("y"),
    ]

  /// Byte values past the action table select a range with the next two bytes.
  static func run(_ bytes: UnsafeBufferPointer<UInt8>, with processor: KeyPressProcessor) {
    var state = TextEditingState()
    var index = 0
    while index < bytes.count {
      let byte = Int(bytes[index])
      index += 1
      if byte >= actions.count {
        guard index + 1 < bytes.count else { break }
        let length = state.text.utf16.count + 1
        let a = Int(bytes[index]) % length
        let b = Int(bytes[index + 1]) % length
        index += 2
        state.select(min(a, b)..<max(a, b))
        check(state)
        continue
      }
      let result = processor.process(actions[byte], in: state)
      if case .edit(let edit) = result.change {
        require(edit.applied(to: state.text) == result.state.text, "edit does not give new text")
      } else if case .rejected = result.change {
        require(result.state == state, "a refused press changed the field")
      }
      state = result.state
      check(state)
    }
  }

  static func check(_ state: TextEditingState) {
    let text = state.text
    require(state.selection.upperBound <= text.utf16.count, "selection past the end")
    var boundaries: Set<Int> = [text.utf16.count]
    var position = text.startIndex
    while position < text.endIndex {
      boundaries.insert(text.utf16.distance(from: text.utf16.startIndex, to: position))
      position = text.index(after: position)
    }
    require(
      boundaries.contains(state.selection.lowerBound)
        && boundaries.contains(state.selection.upperBound),
      "selection splits a character in \(state)")
    // What the state keeps along with the text (offsets, open parentheses) is what a fresh
    // state of the same text and selection works out.
    require(
      state == TextEditingState(text: text, selection: state.selection),
      "kept values drifted in \(state)")
    let characters = Array(text)
    let operators: Set<Character> = ["+", "−", "×", "÷"]
    var separators = 0
    for (offset, character) in characters.enumerated() {
      if offset > 0, operators.contains(character), operators.contains(characters[offset - 1]) {
        let previous = characters[offset - 1]
        require(
          character == "−" && (previous == "×" || previous == "÷"), "two operators in \(text)")
      }
      if character == "." || character == "," {
        separators += 1
        require(separators <= 1, "two separators in one number in \(text)")
      } else if !character.isNumber {
        separators = 0
      }
    }
  }

  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
      abort()
    }
  }
}
