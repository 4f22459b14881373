import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitExpression

/// Checks every expression of `Benchmarks/Data/expressions` against its exact rational value.
@Suite("Expression corpus")
struct ExpressionCorpusTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Benchmarks/Data/expressions")

  static func lines(_ name: String) throws -> [Substring] {
    let text = try String(
      contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n")
  }

  @Test(
    "every corpus expression rounds like its exact value at 16 significant digits",
    arguments: ["short_unicode", "short_ascii", "long_unicode", "long_ascii"])
  func corpus(name: String) throws {
    let expressions = try Self.lines("\(name).txt")
    let expected = try Self.lines("\(name).expected")
    #expect(expressions.count == expected.count)
    #expect(!expressions.isEmpty)
    let evaluator = ExpressionEvaluator()
    let formatter = ResultFormatter()
    var failures = 0
    for (expression, line) in zip(expressions, expected) {
      let fields = line.split(separator: " ")
      let exact = try #require(fields.count == 3 ? ExactRational(fields[2]) : nil)
      let result = evaluator.value(of: String(expression))
      guard case .success(let value) = result else {
        Issue.record("\(expression): \(result)")
        failures += 1
        continue
      }
      // A complete expression is its own longest complete prefix.
      #expect(evaluator.previewValue(of: String(expression)) == value, "\(expression)")
      #expect(
        evaluator.preview(of: String(expression)) == value.decimal, "\(expression)")
      let text = formatter.string(from: value)
      var bytes: [UInt8] = []
      formatter.withUTF8(of: value) { bytes = Array($0) }
      #expect(String(decoding: bytes, as: UTF8.self) == text)
      // The keyboard's preview prints the same text.
      #expect(
        evaluator.previewText(of: String(expression), formatter: formatter) == text,
        "\(expression)")
      // Every result is the exact value correctly rounded: within half a unit of the 16th
      // significant digit, ties away from zero.
      if !exact.isWithin(halfUnits: 1, of: text, significantDigits: 16) {
        Issue.record("\(expression) = \(text), exact \(fields[2])")
        failures += 1
      }
      if failures > 10 { break }
    }
  }

  @Test("the exactness check itself rejects a wrong last digit")
  func checkerRejects() throws {
    let third = try #require(ExactRational("1/3"))
    #expect(third.isWithin(halfUnits: 1, of: "0.3333333333333333", significantDigits: 16))
    #expect(!third.isWithin(halfUnits: 1, of: "0.3333333333333334", significantDigits: 16))
    #expect(!third.isWithin(halfUnits: 3, of: "0.3333333333333336", significantDigits: 16))
    let half = try #require(ExactRational("-5/2"))
    #expect(half.isWithin(halfUnits: 1, of: "-2.5", significantDigits: 16))
    #expect(!half.isWithin(halfUnits: 1, of: "2.5", significantDigits: 16))
    let tie = try #require(ExactRational("12345678901234565/10"))
    #expect(tie.isWithin(halfUnits: 1, of: "1234567890123457", significantDigits: 16))
    #expect(!tie.isWithin(halfUnits: 1, of: "1234567890123456", significantDigits: 16))
  }
}
