import Foundation

extension KeyboardLayout {
  /// The input rules a field typed with this layout follows, derived from what its keys
  /// insert: a layout with any arithmetic key (`+ − × ÷ %` or parentheses) gets the
  /// calculator's arithmetic rule; any other layout accepts exactly the characters its keys
  /// insert (the decimal key's `.` stands for `locale`'s separator).
  public func inputRules(locale: Locale = Locale(identifier: "en_US_POSIX")) -> [InputRule] {
    let inserted = keys.compactMap { key -> String? in
      if case .insert(let text) = key.action { return text }
      return nil
    }
    let arithmetic = CharacterSet(charactersIn: "+−×÷%()-*/")
    if inserted.contains(where: { $0.unicodeScalars.contains(where: arithmetic.contains) }) {
      return [.arithmetic(locale: locale)]
    }
    var allowed = CharacterSet(charactersIn: inserted.joined())
    if allowed.contains(".") {
      allowed.insert(charactersIn: locale.decimalSeparator ?? ".")
    }
    return [.allowedCharacters(allowed)]
  }
}
