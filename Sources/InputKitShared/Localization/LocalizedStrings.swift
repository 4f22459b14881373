import Foundation

/// User-facing strings of one table (`Keyboard`, `Validation`) in one language, from
/// `<language>.lproj/<table>.strings` in InputKit's resources.
///
/// A key is looked up in the chosen language, then English, else the key itself is returned. An
/// app overrides any string with a table named `InputKit<table>` in its own `.lproj` folder.
public struct LocalizedStrings: Sendable {
  package struct Overrides: Sendable, Hashable {
    package let bundlePath: String
    package let table: String

    package init(bundle: Bundle, table: String) {
      self.bundlePath = bundle.bundlePath
      self.table = table
    }
  }

  package let language: InterfaceLanguage
  package let table: String
  private let strings: [String: String]
  package let fallback: [String: String]
  private let overrides: [String: String]

  /// `overrides` is by default the app's table `InputKit<table>`.
  package init(table: String, language: InterfaceLanguage = .current, overrides: Overrides? = nil) {
    let overrides = overrides ?? Overrides(bundle: .main, table: "InputKit" + table)
    self.init(table: table, language: language, bundle: .module, overrides: overrides)
  }

  /// Loads `table` in `language` from `bundle`'s `<language>.lproj/<table>.strings`.
  ///
  /// - Parameters:
  ///   - table: The table's name, the `.strings` files' base name.
  ///   - language: The language to read; English fills in what it lacks.
  ///   - bundle: The bundle holding the `.lproj` folders (a module passes its `Bundle.module`).
  public init(table: String, language: InterfaceLanguage, bundle: Bundle) {
    self.init(table: table, language: language, bundle: bundle, overrides: nil)
  }

  package init(
    table: String, language: InterfaceLanguage, bundle: Bundle, overrides: Overrides?
  ) {
    self.language = language
    self.table = table
    let path = bundle.bundlePath
    strings = StringTables.strings(bundlePath: path, table: table, language: language)
    fallback =
      language == .english
      ? [:] : StringTables.strings(bundlePath: path, table: table, language: .english)
    self.overrides =
      overrides.map {
        StringTables.strings(bundlePath: $0.bundlePath, table: $0.table, language: language)
      } ?? [:]
  }

  /// Looks up a string and fills in its placeholders, in one pass: a value that itself contains
  /// `{name}` is inserted as it is.
  ///
  /// - Parameters:
  ///   - key: The string's key in the table.
  ///   - arguments: The value for each `{name}` placeholder, by name.
  /// - Returns: The string in this language, else in English, else `key` itself.
  public func string(_ key: String, _ arguments: [String: String] = [:]) -> String {
    fill(own(key) ?? fallback[key] ?? key, with: arguments)
  }

  /// Without the app's replacements.
  package var keys: Set<String> { Set(strings.keys) }

  package func own(_ key: String) -> String? {
    overrides[key] ?? strings[key]
  }

  package func fill(_ template: String, with arguments: [String: String]) -> String {
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
}
