import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitExpression

@Suite("Result formatting")
struct ResultFormatterTests {
  @Test(
    "results are rounded half away from zero to 16 digits, trimmed, without -0",
    arguments: [
      ("0.3", "0.3"),
      ("1.50", "1.5"),
      ("100", "100"),
      ("-0", "0"),
      ("0", "0"),
      ("-0.000", "0"),
      ("0.12345678901234565", "0.1234567890123457"),
      ("-0.12345678901234565", "-0.1234567890123457"),
      ("0.12345678901234564999", "0.1234567890123456"),
      ("2.00000000000000049", "2"),
      ("9.9999999999999995", "10"),
      ("-9.9999999999999995", "-10"),
      ("0.99999999999999995", "1"),
      ("1234567890123456.5", "1234567890123457"),
      ("9999999999999999.5", "1e+16"),
      ("9999999999999999", "9999999999999999"),
      ("12345678901234567", "1.234567890123457e+16"),
      ("-123456789012345678901234567890", "-1.234567890123457e+29"),
      ("100000000000000000000", "1e+20"),
      ("0.000000000000000000012345", "0.000000000000000000012345"),
      ("0.00001", "0.00001"),
    ])
  func rounding(input: String, expected: String) throws {
    let value = try #require(Decimal(string: input))
    #expect(ResultFormatter().string(from: value) == expected, "\(input)")
  }

  @Test(
    "the locale's decimal separator is used",
    arguments: [("de_DE", "-1,25"), ("ru_RU", "-1,25"), ("en_US", "-1.25"), ("ja_JP", "-1.25")])
  func separator(identifier: String, expected: String) {
    let formatter = ResultFormatter(locale: Locale(identifier: identifier))
    #expect(formatter.string(from: Decimal(string: "-1.25")!) == expected)
  }

  @Test(
    "fewer significant digits round earlier",
    arguments: [
      (1, "2"), (3, "1.67"), (5, "1.6667"), (0, "2"),
      (99, "1.6666666666666666666666666666666666667"),
    ])
  func significantDigits(digits: Int, expected: String) throws {
    let value = try #require(Decimal(string: "1.666666666666666666666666666666666666666"))
    #expect(ResultFormatter(significantDigits: digits).string(from: value) == expected)
  }

  @Test("scientific notation uses the locale's separator too")
  func scientificSeparator() throws {
    let value = try #require(Decimal(string: "123456789012345678901"))
    let formatter = ResultFormatter(locale: Locale(identifier: "de_DE"))
    #expect(formatter.string(from: value) == "1,234567890123457e+20")
  }

  @Test("without scientific notation a large value is written in full, rounded the same way")
  func withoutScientificNotation() throws {
    let formatter = ResultFormatter(usesScientificNotation: false)
    let value = try #require(Decimal(string: "123456789012345678901"))
    #expect(ResultFormatter().string(from: value) == "1.234567890123457e+20")
    #expect(formatter.string(from: value) == "123456789012345700000")
    #expect(formatter.string(from: -value) == "-123456789012345700000")
  }

  @Test(
    "small exact values print as the general path prints them, at every precision and locale",
    arguments: ["en_US_POSIX", "de_DE", "ar_SA", "fr_CH"])
  func smallValuesMatchGeneralPath(identifier: String) {
    var generator = SeededGenerator(seed: 512)
    let locale = Locale(identifier: identifier)
    let formatters = (1...19).flatMap { digits in
      [true, false].map {
        ResultFormatter(locale: locale, significantDigits: digits, usesScientificNotation: $0)
      }
    }
    for _ in 0..<2_000 {
      // Magnitudes from 10^-19 to 10^19, with trailing zeros, ties and whole numbers.
      let numerator =
        Int64.random(in: -Int64.max...Int64.max, using: &generator)
        >> Int64.random(in: 0...62, using: &generator)
      let denominator =
        Int64.random(in: 1...Int64.max, using: &generator)
        >> Int64.random(in: 0...62, using: &generator)
      let scale = [1, 10, 1_000, 100_000_000][Int.random(in: 0...3, using: &generator)]
      let value = ExpressionValue(
        .fraction(numerator: numerator, denominator: max(1, denominator / Int64(scale))))
      for formatter in formatters {
        let expected = formatter.generalString(from: value)
        #expect(formatter.string(from: value) == expected, "\(numerator)/\(denominator)")
        var bytes: [UInt8] = []
        formatter.withUTF8(of: value) { bytes = Array($0) }
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
      }
    }
  }
}
