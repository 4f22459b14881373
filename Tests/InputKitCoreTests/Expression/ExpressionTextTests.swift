import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitExpression

@Suite("Locale-independent expression text")
struct ExpressionTextTests {
  @Test(
    "the decimal separator is stored as '.' and shown in the locale's form",
    arguments: [
      ("ru_RU", "1,5+2×0,25", "1.5+2×0.25"),
      ("de_DE", "0,1+0,2", "0.1+0.2"),
      ("en_US", "0.1+0.2", "0.1+0.2"),
      ("ja_JP", "3.5%", "3.5%"),
    ])
  func roundTrip(locale identifier: String, typed: String, stored: String) {
    let locale = Locale(identifier: identifier)
    #expect(ExpressionText.canonical(typed, locale: locale) == stored)
    #expect(ExpressionText.localized(stored, locale: locale) == typed)
  }

  @Test("a stored expression has the same value in every locale")
  func sameValueEverywhere() throws {
    let stored = ExpressionText.canonical("1,5+2", locale: Locale(identifier: "ru_RU"))
    #expect(try ExpressionEvaluator().evaluate(stored).get() == 3.5)
    let german = Locale(identifier: "de_DE")
    let shown = ExpressionText.localized(stored, locale: german)
    #expect(try ExpressionEvaluator(locale: german).evaluate(shown).get() == 3.5)
  }
}

@Suite("Locales with a non-ASCII decimal separator")
struct NonASCIISeparatorTests {
  @Test("a NUL byte is never taken for the decimal separator", arguments: ["ar_SA", "fa_IR"])
  func nulIsNotASeparator(identifier: String) {
    let evaluator = ExpressionEvaluator(locale: Locale(identifier: identifier))
    #expect((try? evaluator.evaluate("1\u{0}5").get()) == nil)
  }
}
