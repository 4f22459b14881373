import Testing

@testable import InputKitCore

@Suite("Text input snapshots")
struct TextInputSnapshotTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var start: Int?
    var end: Int?
    var expected: String
    var testDescription: String {
      "\(text) [\(String(describing: start)), \(String(describing: end))]"
    }
  }

  static let cases: [Case] = [
    Case(text: "12+3", start: 2, end: 2, expected: "12|+3"),
    Case(text: "12+3", start: 1, end: 3, expected: "1[2+]3"),
    Case(text: "12+3", start: nil, end: nil, expected: "12+3|"),
    Case(text: "12+3", start: 2, end: nil, expected: "12+3|"),
    Case(text: "12+3", start: 3, end: 1, expected: "1[2+]3"),
    Case(text: "12+3", start: -4, end: 99, expected: "[12+3]"),
    Case(text: "", start: 0, end: 0, expected: "|"),
    // Inside the surrogate pair of 👍, or between 🇫 and 🇷 of a flag: whole characters.
    Case(text: "a👍b", start: 2, end: 2, expected: "a[👍]b"),
    Case(text: "🇫🇷", start: 2, end: 2, expected: "[🇫🇷]"),
  ]

  @Test("the field's selection becomes the keyboard's editing state", arguments: cases)
  func editingState(_ test: Case) {
    let snapshot = TextInputSnapshot(
      text: test.text, selectionStart: test.start, selectionEnd: test.end)
    #expect(snapshot.editingState.description == test.expected)
    #expect(snapshot.editingState.text == test.text)
  }
}
