/// The message of an error, for people.
extension ExpressionError {
  /// The message in `language`, from the `Expression` string table.
  public func message(in language: InterfaceLanguage) -> String {
    LocalizedStrings(table: "Expression", language: language).string(kind.rawValue)
  }
}
