import Foundation

/// User-facing strings of one table (for example `Keyboard` or `Validation`) in one language,
/// read from the package's resources (`Resources/Localization/<language>/<table>.json`).
///
/// A key missing from a language falls back to the English string, and a key missing from
/// English too falls back to the key itself, so a forgotten translation shows up as text a
/// test can catch rather than as a crash. Tables are read once per process and are immutable.
public struct LocalizedStrings: Sendable {
  /// The language these strings are in.
  public let language: InterfaceLanguage
  /// The table's name, the JSON file's base name.
  public let table: String
  private let strings: [String: String]
  private let fallback: [String: String]

  /// Loads `table` in `language` from InputKit's own strings.
  public init(table: String, language: InterfaceLanguage) {
    self.init(table: table, language: language, bundle: .module)
  }

  /// Loads `table` in `language` from `bundle`, laid out as InputKit's own resources are;
  /// modules with their own strings pass their `Bundle.module`.
  public init(table: String, language: InterfaceLanguage, bundle: Bundle) {
    self.language = language
    self.table = table
    self.strings = LocalizationResources.strings(table: table, language: language, bundle: bundle)
    self.fallback =
      language == .english
      ? [:] : LocalizationResources.strings(table: table, language: .english, bundle: bundle)
  }

  /// Loads `table` in the language InputKit uses for `locale`.
  public init(table: String, locale: Locale) {
    self.init(table: table, language: InterfaceLanguage(locale: locale))
  }

  /// The string for `key` with each `{name}` placeholder replaced by `arguments[name]`.
  ///
  /// Placeholders are filled in one pass over the template, so a value that itself contains
  /// `{name}` (a file path, typed text) is inserted as it is.
  public func string(_ key: String, _ arguments: [String: String] = [:]) -> String {
    let template = strings[key] ?? fallback[key] ?? key
    guard !arguments.isEmpty else { return template }
    var text = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      text += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}"),
        let value = arguments[String(rest[afterOpen..<close])]
      else {
        text.append("{")
        rest = rest[afterOpen...]
        continue
      }
      text += value
      rest = rest[rest.index(after: close)...]
    }
    return text + rest
  }

  /// Whether this language's table has its own string for `key` (no fallback involved).
  public func hasOwnString(for key: String) -> Bool {
    strings[key] != nil
  }

  /// Every key of this table in this language.
  public var keys: Set<String> { Set(strings.keys) }
}

/// Reads the JSON string tables bundled with InputKitCore, caching each one.
enum LocalizationResources {
  private static let cache = TableCache()

  static func strings(
    table: String, language: InterfaceLanguage, bundle: Bundle
  ) -> [String: String] {
    cache.strings(table: table, language: language, bundle: bundle)
  }

  private final class TableCache: @unchecked Sendable {
    // Guarded by `lock`: tables are loaded lazily, at most once each.
    private let lock = NSLock()
    private var tables: [String: [String: String]] = [:]

    func strings(
      table: String, language: InterfaceLanguage, bundle: Bundle
    ) -> [String: String] {
      let name = "\(bundle.bundlePath)/\(language.rawValue)/\(table)"
      lock.lock()
      defer { lock.unlock() }
      if let cached = tables[name] { return cached }
      let loaded = Self.load(table: table, language: language, bundle: bundle)
      tables[name] = loaded
      return loaded
    }

    private static func load(
      table: String, language: InterfaceLanguage, bundle: Bundle
    ) -> [String: String] {
      guard
        let url = bundle.url(
          forResource: table, withExtension: "json",
          subdirectory: "Localization/\(language.rawValue)"),
        let data = try? Data(contentsOf: url),
        let strings = try? JSONDecoder().decode([String: String].self, from: data)
      else { return [:] }
      return strings
    }
  }
}
