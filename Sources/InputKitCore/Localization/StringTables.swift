import Foundation

/// Reads `.strings` tables from `<language>.lproj` folders of bundles, caching each table.
///
/// The language is chosen explicitly: the table is read from that language's `.lproj`
/// (`Bundle(path:)` on it), not from whatever localization Foundation would pick for the
/// process. `.strings` files are property lists, which Foundation reads on every platform.
enum StringTables {
  private static let cache = TableCache()

  static func strings(
    bundlePath: String, table: String, language: InterfaceLanguage
  ) -> [String: String] {
    cache.strings(bundlePath: bundlePath, table: table, language: language)
  }

  private final class TableCache: @unchecked Sendable {
    // Guarded by `lock`: tables are loaded lazily, at most once each.
    private let lock = NSLock()
    private var tables: [String: [String: String]] = [:]

    func strings(
      bundlePath: String, table: String, language: InterfaceLanguage
    ) -> [String: String] {
      let name = "\(bundlePath)/\(language.rawValue).lproj/\(table)"
      lock.lock()
      defer { lock.unlock() }
      if let cached = tables[name] { return cached }
      let loaded = Self.load(bundlePath: bundlePath, table: table, language: language)
      tables[name] = loaded
      return loaded
    }

    private static func load(
      bundlePath: String, table: String, language: InterfaceLanguage
    ) -> [String: String] {
      // SwiftPM writes `pt-BR.lproj` as `pt-br.lproj`; Apple's file systems do not mind the
      // case, Linux's do.
      let names = [language.rawValue, language.rawValue.lowercased()]
      guard
        let bundle = Bundle(path: bundlePath),
        let folder = names.lazy.compactMap({ bundle.path(forResource: $0, ofType: "lproj") }).first,
        let url = Bundle(path: folder)?.url(forResource: table, withExtension: "strings"),
        let data = try? Data(contentsOf: url),
        let strings = try? PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: String]
      else { return [:] }
      return strings
    }
  }
}
