import Foundation

extension KeyboardLayout {
  /// The input rules a field typed with this layout follows, derived from what its keys
  /// insert: a layout with any arithmetic key (`+ − × ÷ %` or parentheses) gets the
  /// calculator's arithmetic rule; a number layout (the decimal and number pads: digits and
  /// the decimal key) gets the same rule for its numbers (one decimal separator per number, `.`
  /// at the start becoming `0.`, no leading zeros) and accepts only the characters its keys
  /// type, the decimal key typing `locale`'s separator; any other layout accepts exactly the
  /// characters its keys insert.
  package func inputRules(locale: Locale = Locale(identifier: "en_US_POSIX")) -> [InputRule] {
    let inserted = keys.compactMap { key -> String? in
      if case .insert(let text) = key.action { return text }
      return nil
    }
    let arithmetic = CharacterSet(charactersIn: "+−×÷%()-*/")
    if inserted.contains(where: { $0.unicodeScalars.contains(where: arithmetic.contains) }) {
      return [.arithmetic(locale: locale)]
    }
    var allowed = CharacterSet(charactersIn: inserted.joined())
    guard allowed.isSubset(of: CharacterSet(charactersIn: "0123456789.")) else {
      return [.allowedCharacters(allowed)]
    }
    if allowed.contains(".") {
      allowed.remove(".")
      allowed.insert(charactersIn: locale.inputDecimalSeparator)
    }
    return [.arithmetic(locale: locale), .allowedCharacters(allowed)]
  }
}

extension InputRule {
  /// The decimal key inserts `.` in every layout; this writes it as `locale`'s decimal
  /// separator (`,` in Russian or German). Only a single typed `.` is rewritten — in a
  /// pasted text a `.` may mean something else, and the next rule judges it as it is.
  static func decimalKey(locale: Locale) -> InputRule {
    let separator = locale.inputDecimalSeparator
    return InputRule(name: "decimalKey") { edit, _ in
      guard edit.replacement == ".", separator != "." else { return .success(edit) }
      return .success(Edit(range: edit.range, replacement: separator))
    }
  }
}
