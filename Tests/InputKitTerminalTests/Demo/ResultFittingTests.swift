import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitTerminal

@Suite("Results fitted into a column")
struct ResultFittingTests {
  @Test(
    "a result that does not fit is shortened visibly, never by silently dropping digits",
    arguments: [
      ("15", 2, "15"),
      ("6068339021390", 13, "6068339021390"),
      ("6068339021390", 12, "6.06833…e+12"),
      ("6068339021390", 10, "6.068…e+12"),
      ("6068339021390", 6, "6…e+12"),
      ("6068339021390", 5, "…"),
      ("0.3333333333333333", 7, "0.3333…"),
      ("6068339021447.333", 15, "6068339021447…"),
      ("6068339021447.333", 14, "6068339021447…"),
      ("-0.5", 3, "…"),
      ("0.000001", 6, "1e-6"),
      ("0.0000012", 6, "1.2e-6"),
      ("0.0000012", 5, "1…e-6"),
      ("1.5e+20", 6, "1…e+20"),
      ("123456789012345678901234", 8, "1.2…e+23"),
      ("42", 0, ""),
      ("42", 1, "…"),
    ] as [(String, Int, String)])
  func shortened(value: String, length: Int, expected: String) throws {
    let number = try #require(Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")))
    let formatter = ResultFormatter(significantDigits: 38)
    let text = formatter.string(from: number, maximumLength: length)
    #expect(text == expected)
    #expect(text.count <= length)
    // Either it is the same number rewritten exactly, or it says it was shortened.
    let rewritten = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    #expect(length == 0 || text.contains("…") || rewritten == number, "\(text)")
  }

  @Test("the locale's decimal separator is kept, and dropped before the ellipsis")
  func separator() {
    let formatter = ResultFormatter(locale: Locale(identifier: "de_DE"))
    #expect(formatter.string(from: Decimal(string: "1.255")!, maximumLength: 4) == "1,2…")
    #expect(formatter.string(from: Decimal(string: "1.25")!, maximumLength: 3) == "1…")
    #expect(formatter.string(from: Decimal(1_234_567_890), maximumLength: 8) == "1,23…e+9")
  }

  @Test(
    "an exact value is fitted from its digits rounded once",
    arguments: [
      ("0.12345678901234564999999999999999999999999", 18, "0.1234567890123456"),
      ("0.12345678901234564999999999999999999999999", 10, "0.1234567…"),
      ("12345678901234564999999.99999999999999999", 22, "1.234567890123456e+22"),
      ("12345678901234564999999.99999999999999999", 12, "1.23456…e+22"),
    ] as [(String, Int, String)])
  func exactValue(text: String, length: Int, expected: String) throws {
    let value = try ExpressionEvaluator().value(of: text).get()
    #expect(ResultFormatter().string(from: value, maximumLength: length) == expected)
  }
}
