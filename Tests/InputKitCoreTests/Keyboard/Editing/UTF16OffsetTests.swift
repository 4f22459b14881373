import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("UTF-16 offsets")
struct UTF16OffsetTests {
  @Test(
    "walking back from the end finds the same positions as walking from the start",
    arguments: [
      "", "12+3", "12×3−4÷5", "a👍🏽b", "🇩🇪🇫🇷", "é\u{301}x", "1" + String(repeating: "×2", count: 40),
    ])
  func backwardMatchesForward(text: String) {
    let length = text.utf16.count
    for lower in -2...(length + 2) {
      for upper in lower...(length + 3) {
        let forward = text.utf16Positions(lower..<upper)
        let backward = text.utf16Positions(lower..<upper, length: length)
        #expect(forward.lower.index == backward.lower.index, "\(lower)..<\(upper) in \(text)")
        #expect(forward.lower.offset == backward.lower.offset)
        #expect(forward.upper.index == backward.upper.index, "\(lower)..<\(upper) in \(text)")
        #expect(forward.upper.offset == backward.upper.offset)
      }
    }
  }

  @Test("an edited field keeps its UTF-16 length up to date")
  func lengthFollowsEdits() {
    var state = TextEditingState(text: "1👍🏽")
    for edit in [
      Edit(range: 3..<3, replacement: "×"), Edit(range: 0..<1, replacement: "🇩🇪"),
      Edit(range: 2..<6, replacement: ""), Edit(range: 0..<0, replacement: "−5"),
    ] {
      state.apply(edit)
      #expect(state.utf16Count == state.text.utf16.count, "\(state.text)")
    }
  }
}
