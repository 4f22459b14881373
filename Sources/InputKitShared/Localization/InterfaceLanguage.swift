import Foundation

/// A language that InputKit ships its user-facing strings in.
///
/// Every string a person can see or hear — key accessibility labels, validation messages,
/// overlay titles — exists in each of these languages, as `<rawValue>.lproj/<Table>.strings`
/// in InputKit's resources.
public enum InterfaceLanguage: String, CaseIterable, Sendable {
  /// English, the fallback for a key or a locale InputKit has no strings for.
  case english = "en"
  /// Russian.
  case russian = "ru"
  /// Japanese.
  case japanese = "ja"
  /// German.
  case german = "de"
  /// French.
  case french = "fr"
  /// Spanish.
  case spanish = "es"
  /// Italian.
  case italian = "it"
  /// Portuguese as written in Brazil, also used for other Portuguese locales.
  case brazilianPortuguese = "pt-BR"
  /// Chinese in simplified script.
  case simplifiedChinese = "zh-Hans"
  /// Korean.
  case korean = "ko"

  /// The language of the running app: the first of the app's own localizations
  /// (`Bundle.main.preferredLocalizations`) that InputKit has strings for, then the first of
  /// the person's preferred languages (`Locale.preferredLanguages`), then English.
  ///
  /// So an app localised in Russian shows InputKit in Russian to a person who reads Russian,
  /// and an app that is English-only stays English throughout. An app's `Base.lproj` counts as
  /// its development language (the Info.plist's `CFBundleDevelopmentRegion`): an app whose
  /// only localization is `Base`, developed in English, stays English too.
  public static var current: InterfaceLanguage {
    // The Info.plist key `Bundle.developmentLocalization` reads on Apple platforms; Linux's
    // Foundation does not implement that property (it traps).
    preferred(
      appLocalizations: Bundle.main.preferredLocalizations,
      developmentLocalization: Bundle.main.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion")
        as? String,
      preferredLanguages: Locale.preferredLanguages)
  }

  /// The language to use, given an app's preferred localizations, its development
  /// localization and a person's preferred languages (identifiers such as `ru`, `pt-BR`,
  /// `zh-Hans-CN`, `de_AT`): the first of `appLocalizations` InputKit has strings for, `Base`
  /// standing for `developmentLocalization`, else the first such of `preferredLanguages`,
  /// else English.
  package static func preferred(
    appLocalizations: [String], developmentLocalization: String?, preferredLanguages: [String]
  ) -> InterfaceLanguage {
    // Base.lproj holds the strings in the language the app was developed in.
    let app = appLocalizations.compactMap { $0 == "Base" ? developmentLocalization : $0 }
    for identifier in app + preferredLanguages {
      if let language = InterfaceLanguage(identifier: identifier) { return language }
    }
    return .english
  }

  /// The language InputKit has strings for that matches a language identifier (`ru`,
  /// `ru-RU`, `pt_PT`, `zh-Hans`, `zh-CN`), or `nil` when there is none (`zh-Hant`, `sv`,
  /// `Base`).
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

  /// The language InputKit speaks for a locale: the locale's language if InputKit has strings
  /// for it, English otherwise.
  ///
  /// - Parameter locale: The locale, such as `de_CH` or `pt_PT`.
  public init(locale: Locale) {
    self = InterfaceLanguage(identifier: locale.identifier) ?? .english
  }
}
