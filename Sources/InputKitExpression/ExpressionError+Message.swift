import Foundation
import InputKitShared

extension ExpressionError {
  /// The message for people; given the text, an unexpected character is named ("Unexpected
  /// character '^'"), a control character by its code point.
  /// - Parameters:
  ///   - language: The language to write the message in.
  ///   - text: The text the error was found in, or `nil` for the message of the kind alone.
  /// - Returns: The message.
  public func message(in language: InterfaceLanguage, text: String? = nil) -> String {
    let strings = LocalizedStrings(table: "Expression", language: language)
    guard let text, kind == .unexpectedCharacter, !range.isEmpty, range.upperBound <= text.endIndex
    else {
      return strings.string(kind.rawValue)
    }
    return strings.string(
      "unexpectedCharacterNamed", ["character": text[range].showingControlCharacters])
  }
}

extension ExpressionError: LocalizedError {
  /// The message in the app's language (``InterfaceLanguage/current``).
  public var errorDescription: String? { message(in: .current) }
}
