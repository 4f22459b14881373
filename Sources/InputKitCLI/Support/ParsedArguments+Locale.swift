import Foundation

extension ParsedArguments {
  /// The locale named by option `name` (`de_DE` or `de-DE`), `nil` when the option is absent.
  ///
  /// - Throws: `UsageError` for an identifier Foundation does not know, which it would
  ///   otherwise accept silently with English texts and `.` as the separator.
  func locale(_ name: String) throws(UsageError) -> Locale? {
    guard let identifier = value(name) else { return nil }
    let underscored = identifier.replacingOccurrences(of: "-", with: "_")
    let known = Locale.availableIdentifiers
    guard known.contains(identifier) || known.contains(underscored) else {
      throw UsageError("Unknown locale '\(identifier)' (try en_US, de_DE, ru_RU, ja_JP)")
    }
    return Locale(identifier: underscored)
  }
}
