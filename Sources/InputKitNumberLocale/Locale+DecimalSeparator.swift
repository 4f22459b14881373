import Foundation

extension Locale {
  /// The decimal separator InputKit types, evaluates, validates and stores with, so all agree.
  ///
  /// InputKit writes Latin digits in every locale, so this is the separator the locale uses
  /// with them (`ar_EG`: `.`, never `٫`); `.` when there is none.
  package var inputDecimalSeparator: String {
    // The default locale everywhere; answered without loading number-formatting data.
    if identifier == "en_US_POSIX" { return "." }
    let separator = withLatinDigits.decimalSeparator ?? ""
    return separator.isEmpty ? "." : separator
  }

  /// The grouping separator the locale uses with Latin digits.
  package var inputGroupingSeparator: String? {
    if identifier == "en_US_POSIX" { return "," }
    return withLatinDigits.groupingSeparator
  }

  /// The first scalar of `inputDecimalSeparator`.
  package var inputDecimalSeparatorScalar: Unicode.Scalar {
    inputDecimalSeparator.unicodeScalars.first ?? "."
  }

  private var withLatinDigits: Locale {
    let latin = Locale.NumberingSystem("latn")
    guard numberingSystem != latin else { return self }
    var components = Locale.Components(locale: self)
    components.numberingSystem = latin
    return Locale(components: components)
  }
}
