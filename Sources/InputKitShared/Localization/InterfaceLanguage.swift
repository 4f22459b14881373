import Foundation

/// A language that InputKit ships every user-facing string in, as
/// `<rawValue>.lproj/<Table>.strings` in its resources.
public enum InterfaceLanguage: String, CaseIterable, Sendable {
  /// English, the fallback for a key or a locale InputKit has no strings for.
  case english = "en"
  /// Russian, Japanese, German, French, Spanish, Italian.
  case russian = "ru", japanese = "ja", german = "de", french = "fr", spanish = "es", italian = "it"
  /// Portuguese as written in Brazil, also used for other Portuguese locales.
  case brazilianPortuguese = "pt-BR"
  /// Chinese in simplified characters.
  case simplifiedChinese = "zh-Hans"
  /// Korean.
  case korean = "ko"

  /// The language of the running app: the first of its localizations that InputKit has strings
  /// for (`Base` as its development region), else of the person's preferred languages, else
  /// English, so that an English-only app stays English throughout.
  public static var current: InterfaceLanguage {
    // Not `Bundle.developmentLocalization`: Linux's Foundation traps on it.
    preferred(
      appLocalizations: Bundle.main.preferredLocalizations,
      developmentLocalization: Bundle.main.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion")
        as? String,
      preferredLanguages: Locale.preferredLanguages)
  }

  /// ``current``, given its inputs.
  package static func preferred(
    appLocalizations: [String], developmentLocalization: String?, preferredLanguages: [String]
  ) -> InterfaceLanguage {
    let app = appLocalizations.compactMap { $0 == "Base" ? developmentLocalization : $0 }
    for identifier in app + preferredLanguages {
      if let language = InterfaceLanguage(identifier: identifier) { return language }
    }
    return .english
  }

  /// `ru-RU`, `pt_PT`, `zh-CN`; `nil` for `zh-Hant`, `sv`, `Base`.
  package init?(identifier: String) {
    let parts = identifier.replacingOccurrences(of: "_", with: "-").split(separator: "-")
    guard let code = parts.first?.lowercased() else { return nil }
    let rest = parts.dropFirst().map { $0.lowercased() }
    switch code {
    case "pt":
      self = .brazilianPortuguese
    case "zh":
      // Traditional script, or a region that writes it, is not simplified Chinese.
      if rest.contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) { return nil }
      self = .simplifiedChinese
    default:
      guard let language = InterfaceLanguage(rawValue: code) else { return nil }
      self = language
    }
  }

  /// The locale's language if InputKit has strings for it, English otherwise.
  ///
  /// - Parameter locale: The locale, such as `de_CH` or `pt_PT`.
  public init(locale: Locale) {
    self = InterfaceLanguage(identifier: locale.identifier) ?? .english
  }
}
