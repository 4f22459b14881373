import Foundation

/// The locale `inputkit demo` shows texts and numbers in.
enum DemoLocale {
  /// `option` (`ru_RU` or `ru-RU`) when given; otherwise the first of `LC_ALL`,
  /// `LC_MESSAGES` and `LANG` that is set, without its encoding (`ru_RU.UTF-8` is `ru_RU`);
  /// `en_US_POSIX` when none is, or it is `C` or `POSIX`.
  ///
  /// - Throws: `UsageError` for an `option` Foundation does not know, which it would
  ///   otherwise accept silently with English texts.
  static func resolve(option: String?, environment: [String: String]) throws(UsageError) -> Locale {
    if let option {
      let underscored = option.replacingOccurrences(of: "-", with: "_")
      let known = Locale.availableIdentifiers
      guard known.contains(option) || known.contains(underscored) else {
        throw UsageError("unknown locale '\(option)' (try en_US, ru_RU, ja_JP)")
      }
      return Locale(identifier: underscored)
    }
    let fallback = Locale(identifier: "en_US_POSIX")
    let variable = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let variable else { return fallback }
    let identifier = variable.split(separator: ".").first.map(String.init) ?? variable
    let name = identifier.split(separator: "@").first.map(String.init) ?? identifier
    guard !name.isEmpty, name != "C", name != "POSIX" else { return fallback }
    return Locale(identifier: name)
  }
}
