import Foundation

/// The locale `inputkit demo` shows texts and numbers in.
enum DemoLocale {
  /// `option` when given; otherwise the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
  /// set, without its encoding (`ru_RU.UTF-8` is `ru_RU`); `en_US_POSIX` when none is, or it
  /// is `C` or `POSIX`.
  static func resolve(option: Locale?, environment: [String: String]) -> Locale {
    if let option { return option }
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
