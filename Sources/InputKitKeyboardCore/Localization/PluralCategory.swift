import InputKitShared

/// A CLDR plural category: which grammatical form a count takes in a language.
///
/// Counted strings are stored as `<key>.<category>` and picked in code: `.stringsdict` files
/// cannot be read on every platform InputKit runs on.
package enum PluralCategory: String, CaseIterable, Sendable {
  /// Used by none of InputKit's languages, as ``two``.
  case zero
  /// The singular form: "1 item"; in French and Portuguese also 0.
  case one
  case two
  /// Russian 2–4, 22–24…: "2 записи".
  case few
  /// Russian 5–20, 25–30…; in French, Spanish, Italian and Portuguese a multiple of a million.
  case many
  /// Every other count: "2 items"; the only form in Japanese, Chinese and Korean.
  case other

  /// The category of the whole number `count` in `language`, by the CLDR rules for integers.
  package init(count: Int, language: InterfaceLanguage) {
    let n = count.magnitude
    switch language {
    case .english, .german:
      self = n == 1 ? .one : .other
    case .spanish, .italian:
      self = n == 1 ? .one : Self.isMillions(n) ? .many : .other
    case .french, .brazilianPortuguese:
      self = n <= 1 ? .one : Self.isMillions(n) ? .many : .other
    case .russian:
      let lastDigit = n % 10
      let lastTwo = n % 100
      if lastDigit == 1, lastTwo != 11 {
        self = .one
      } else if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) {
        self = .few
      } else {
        self = .many
      }
    case .japanese, .simplifiedChinese, .korean:
      self = .other
    }
  }

  /// The categories `language` uses for whole numbers: the keys a counted string needs.
  package static func categories(of language: InterfaceLanguage) -> [PluralCategory] {
    switch language {
    case .english, .german: [.one, .other]
    case .spanish, .italian, .french, .brazilianPortuguese: [.one, .many, .other]
    case .russian: [.one, .few, .many]
    case .japanese, .simplifiedChinese, .korean: [.other]
    }
  }

  private static func isMillions(_ n: UInt) -> Bool {
    n != 0 && n % 1_000_000 == 0
  }
}
