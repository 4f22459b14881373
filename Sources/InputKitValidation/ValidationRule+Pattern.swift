import Foundation

extension ValidationRule {
  /// The whole text must match the regular expression `pattern` (ICU syntax); a match of part of it
  /// fails. Keep patterns linear for fields that take pastes: the pattern is yours.
  ///
  /// - Parameters:
  ///   - pattern: The regular expression the whole text must match.
  ///   - message: The refusal; InputKit's "The text is not in the expected format." when `nil`.
  /// - Returns: The rule, with the identifier `pattern`.
  /// - Throws: ``ValidationRuleError/invalidPattern(pattern:reason:)`` when it does not compile.
  public static func pattern(
    _ pattern: String, message: ValidationMessage? = nil
  ) throws(ValidationRuleError) -> ValidationRule {
    let message = message ?? .localized(table: messageTable, key: "pattern")
    let expression: NSRegularExpression
    do {
      // Compiled alone first: wrapping an unbalanced pattern such as `a)(b` in a group
      // would make it compile while meaning something else.
      _ = try NSRegularExpression(pattern: pattern)
      // `\A…\z` rather than checking the first match's range: with alternation (`a|ab`) the
      // first match can be shorter than a whole-text match that exists.
      expression = try NSRegularExpression(pattern: "\\A(?:\(pattern))\\z")
    } catch {
      throw .invalidPattern(pattern: pattern, reason: String(describing: error))
    }
    return ValidationRule(id: "pattern") { text in
      let range = NSRange(text.startIndex..<text.endIndex, in: text)
      return expression.firstMatch(in: text, range: range) == nil ? message : nil
    }
  }
}
