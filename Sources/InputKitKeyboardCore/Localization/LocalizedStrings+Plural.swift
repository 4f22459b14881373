import InputKitShared

extension LocalizedStrings {
  /// Looks up the form of a string for a count by the language's CLDR plural category:
  /// `<key>.<category>`, else `<key>.other`, else the English form.
  ///
  /// - Parameters:
  ///   - key: The string's key, without the plural suffix.
  ///   - count: The number the string is about.
  ///   - arguments: The value for each `{name}` placeholder; `{count}` is `count` by default.
  /// - Returns: The string, or `key` when no form exists.
  public func string(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
    let category = PluralCategory(count: count, language: language)
    let english = PluralCategory(count: count, language: .english)
    let template =
      own(key + "." + category.rawValue) ?? own(key + ".other")
      ?? fallback[key + "." + english.rawValue] ?? fallback[key + ".other"] ?? key
    return fill(template, with: arguments.merging(["count": String(count)]) { given, _ in given })
  }
}
