import Foundation

/// The message of an error, for people.
extension ExpressionError {
  /// The message in `language`, from the `Expression` string table.
  public func message(in language: InterfaceLanguage) -> String {
    LocalizedStrings(table: "Expression", language: language).string(kind.rawValue)
  }

  /// The message in `language` for this error found in `text`: an unexpected character is
  /// named ("Unexpected character '^'"), so the message alone says what to remove. A
  /// character that cannot be shown (a control character) is named by its code point.
  public func message(in language: InterfaceLanguage, text: String) -> String {
    let strings = LocalizedStrings(table: "Expression", language: language)
    guard kind == .unexpectedCharacter, !range.isEmpty, range.upperBound <= text.endIndex else {
      return strings.string(kind.rawValue)
    }
    let excerpt = text[range]
    let shown =
      excerpt.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
      ? String(excerpt)
      : excerpt.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
    return strings.string("unexpectedCharacterNamed", ["character": shown])
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension ExpressionError: LocalizedError {
  /// The message in the app's language (``InterfaceLanguage/current``), for
  /// `localizedDescription` and apps' error handling.
  public var errorDescription: String? { message(in: .current) }
}
