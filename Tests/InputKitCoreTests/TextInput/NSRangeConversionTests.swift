import Foundation
import Testing

@testable import InputKitCore

@Suite("NSRange and UTF-16 ranges")
struct NSRangeConversionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var location: Int
    var length: Int
    var count: Int
    var expected: Result<Range<Int>, TextRangeError>
    var testDescription: String { "{\(location), \(length)} in \(count)" }
  }

  static let cases: [Case] = [
    Case(location: 0, length: 0, count: 0, expected: .success(0..<0)),
    Case(location: 2, length: 3, count: 5, expected: .success(2..<5)),
    Case(location: 5, length: 0, count: 5, expected: .success(5..<5)),
    Case(
      location: 4, length: 2, count: 5,
      expected: .failure(.beyondText(location: 4, length: 2, utf16Count: 5))),
    Case(
      location: 6, length: 0, count: 5,
      expected: .failure(.beyondText(location: 6, length: 0, utf16Count: 5))),
    Case(location: NSNotFound, length: 0, count: 5, expected: .failure(.notFound)),
    Case(location: -1, length: 1, count: 5, expected: .failure(.negative(location: -1, length: 1))),
    Case(location: 1, length: -1, count: 5, expected: .failure(.negative(location: 1, length: -1))),
    Case(
      location: Int.max - 1, length: 2, count: 5,
      expected: .failure(.overflow(location: Int.max - 1, length: 2))),
  ]

  @Test(
    "a range from UIKit is used exactly when it fits the text, otherwise refused with its reason",
    arguments: cases)
  func conversion(_ test: Case) {
    let range = NSRange(location: test.location, length: test.length)
    #expect(
      Result { () throws(TextRangeError) in try range.utf16Range(within: test.count) }
        == test.expected)
  }

  @Test("an edit reaches the delegate with exactly its own range, in UTF-16 units")
  func editRange() {
    // "a👍b": the emoji is two UTF-16 units, so deleting it is {1, 2}.
    let state = TextEditingState(text: "a👍b", selection: 3..<3)
    let edit = state.proposedEdit(for: .deleteBackward)
    #expect(edit?.nsRange == NSRange(location: 1, length: 2))
    let back = try? edit?.nsRange.utf16Range(within: state.text.utf16.count)
    #expect(back == edit?.range)
  }

  @Test("every refusal says what was wrong")
  func messages() {
    let errors: [TextRangeError] = [
      .notFound, .negative(location: -1, length: 0), .overflow(location: 1, length: 2),
      .beyondText(location: 3, length: 4, utf16Count: 5),
    ]
    #expect(Set(errors.map(\.description)).count == errors.count)
    #expect(
      TextRangeError.beyondText(location: 3, length: 4, utf16Count: 5).description.contains("5"))
  }
}
