import InputKitShared

/// Why input was refused, kept unlocalised until shown, in whatever language the interface
/// uses then.
///
/// Apps pass their own text with ``verbatim(_:)`` or a string literal.
public struct ValidationMessage: Hashable, Sendable, ExpressibleByStringLiteral {
  private enum Source: Hashable, Sendable {
    case table(name: String, key: String, arguments: [String: String])
    case verbatim(String)
  }

  private let source: Source

  private init(source: Source) {
    self.source = source
  }

  /// A message from an InputKit string table, its `{name}` placeholders filled from `arguments`.
  package static func localized(
    table: String, key: String, arguments: [String: String] = [:]
  ) -> ValidationMessage {
    ValidationMessage(source: .table(name: table, key: key, arguments: arguments))
  }

  /// A message shown exactly as given, whatever the interface language.
  ///
  /// - Parameter text: The message, already in the language the app shows.
  /// - Returns: The message.
  public static func verbatim(_ text: String) -> ValidationMessage {
    ValidationMessage(source: .verbatim(text))
  }

  /// A message shown exactly as written in the literal.
  public init(stringLiteral value: String) {
    self.init(source: .verbatim(value))
  }

  /// The text to show a person.
  ///
  /// - Parameter language: The language the person uses.
  /// - Returns: The message in `language`; a verbatim message as it was given.
  public func message(in language: InterfaceLanguage) -> String {
    switch source {
    case .table(let name, let key, let arguments):
      LocalizedStrings(table: name, language: language).string(key, arguments)
    case .verbatim(let text):
      text
    }
  }
}
