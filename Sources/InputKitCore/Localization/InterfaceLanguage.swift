import Foundation

/// A language that InputKit ships its user-facing strings in.
///
/// Every string a person can see or hear — key accessibility labels, validation messages,
/// overlay titles — exists in each of these languages. Other locales fall back to English.
public enum InterfaceLanguage: String, CaseIterable, Sendable, Codable {
  /// English, the fallback for every locale InputKit has no strings for.
  case english = "en"
  /// Russian.
  case russian = "ru"
  /// Japanese.
  case japanese = "ja"

  /// The language to use for `locale`: its language code if InputKit has strings for it,
  /// English otherwise.
  public init(locale: Locale) {
    let code = locale.language.languageCode?.identifier ?? ""
    self = InterfaceLanguage(rawValue: code) ?? .english
  }
}
