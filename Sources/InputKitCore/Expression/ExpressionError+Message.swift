import Foundation

/// The message of an error, for people.
extension ExpressionError {
  /// The message in `language`, from the `Expression` string table.
  public func message(in language: InterfaceLanguage) -> String {
    LocalizedStrings(table: "Expression", language: language).string(kind.rawValue)
  }
}

extension ExpressionError: LocalizedError {
  /// The message in the app's language (``InterfaceLanguage/current``), for
  /// `localizedDescription` and apps' error handling.
  public var errorDescription: String? { message(in: .current) }
}
