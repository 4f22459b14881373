import Foundation

/// Reads the chosen language's `.lproj`, not whatever localization Foundation would pick for the
/// process; `.strings` files are property lists, which Foundation reads on every platform.
package enum StringTables {
  private static let lock = NSLock()
  // Guarded by `lock`: tables are loaded lazily, at most once each.
  private nonisolated(unsafe) static var tables: [String: [String: String]] = [:]

  package static func strings(
    bundlePath: String, table: String, language: InterfaceLanguage
  ) -> [String: String] {
    let name = "\(bundlePath)/\(language.rawValue).lproj/\(table)"
    lock.lock()
    defer { lock.unlock() }
    if let cached = tables[name] { return cached }
    guard let bundle = Bundle(path: bundlePath),
      let folder = folderNames(in: bundle, for: language).lazy.compactMap({
        bundle.path(forResource: $0, ofType: "lproj")
      }).first,
      let url = Bundle(path: folder)?.url(forResource: table, withExtension: "strings"),
      let data = try? Data(contentsOf: url),
      let strings = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: String]
    else {
      tables[name] = [:]
      return [:]
    }
    tables[name] = strings
    return strings
  }

  /// The `.lproj` folders of `bundle` that may hold `language`'s strings, best first: the one
  /// the bundle would choose for the person (an app's `pt-PT` over its `pt-BR`), InputKit's
  /// name for the language, then any other of the same language (`zh_CN`).
  private static func folderNames(in bundle: Bundle, for language: InterfaceLanguage) -> [String] {
    let sameLanguage = bundle.localizations.filter {
      InterfaceLanguage(identifier: $0) == language
    }
    let chosen = bundle.preferredLocalizations.filter(sameLanguage.contains)
    // SwiftPM writes `pt-BR.lproj` as `pt-br.lproj`; Apple's file systems do not mind the
    // case, Linux's do.
    return chosen + [language.rawValue, language.rawValue.lowercased()] + sameLanguage.sorted()
  }
}
