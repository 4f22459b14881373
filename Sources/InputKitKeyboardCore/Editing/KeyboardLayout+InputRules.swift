import Foundation
import InputKitExpression
import InputKitNumberLocale
import InputKitShared

extension KeyboardLayout {
  /// The input rules a field typed with this layout follows, from what its keys insert: any
  /// arithmetic key gets the calculator's rule; a number pad the same rule for its numbers, and
  /// only the characters its keys type; any other layout exactly the characters its keys insert.
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
