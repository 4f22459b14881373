import Foundation

extension KeyboardLayout {
  /// The input rules a field typed with this layout follows, derived from what its keys
  /// insert: a layout with any arithmetic key (`+ − × ÷ %` or parentheses) gets the
  /// calculator's arithmetic rule; any other layout accepts exactly the characters its keys
  /// insert, with the decimal key typing `locale`'s separator.
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
    guard allowed.contains(".") else { return [.allowedCharacters(allowed)] }
    allowed.remove(".")
    allowed.insert(charactersIn: locale.inputDecimalSeparator)
    return [.decimalKey(locale: locale), .allowedCharacters(allowed)]
  }
}

extension InputRule {
  /// The decimal key inserts `.` in every layout; this writes it as `locale`'s decimal
  /// separator (`,` in Russian or German). Only a single typed `.` is rewritten — in a
  /// pasted text a `.` may mean something else, and the next rule judges it as it is.
  public static func decimalKey(locale: Locale) -> InputRule {
    let separator = locale.inputDecimalSeparator
    return InputRule(name: "decimalKey") { edit, _ in
      guard edit.replacement == ".", separator != "." else { return .success(edit) }
      return .success(Edit(range: edit.range, replacement: separator))
    }
  }
}
