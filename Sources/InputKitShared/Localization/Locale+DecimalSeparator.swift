import Foundation

extension Locale {
  /// The locale's decimal separator as InputKit uses it everywhere — typing, evaluating,
  /// formatting, validating, storing — so that all of them agree.
  ///
  /// InputKit reads and writes Latin digits in every locale (the keyboard's keys), so this is
  /// the separator the locale uses *with Latin digits*: Foundation's own for `de_DE` (`,`),
  /// and for a locale whose native digits are not Latin, the one it uses when writing Latin
  /// digits (`ar_EG`: `.`, never `٫` between Latin digits). `.` when there is none.
  package var inputDecimalSeparator: String {
    // The default locale everywhere; answered without loading number-formatting data.
    if identifier == "en_US_POSIX" { return "." }
    guard let separator = withLatinDigits.decimalSeparator, !separator.isEmpty else {
      return "."
    }
    return separator
  }

  /// The grouping separator the locale uses with Latin digits (see `inputDecimalSeparator`).
  package var inputGroupingSeparator: String? {
    if identifier == "en_US_POSIX" { return "," }
    return withLatinDigits.groupingSeparator
  }

  /// The first scalar of `inputDecimalSeparator`, for code that reads text scalar by scalar.
  package var inputDecimalSeparatorScalar: Unicode.Scalar {
    inputDecimalSeparator.unicodeScalars.first ?? "."
  }

  /// This locale, or the same locale writing Latin digits when its own are not.
  private var withLatinDigits: Locale {
    let latin = Locale.NumberingSystem("latn")
    guard numberingSystem != latin else { return self }
    var components = Locale.Components(locale: self)
    components.numberingSystem = latin
    return Locale(components: components)
  }
}
