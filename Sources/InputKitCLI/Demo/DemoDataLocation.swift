import Foundation

/// Where `inputkit demo` keeps its list when `--data` does not say.
enum DemoDataLocation {
  /// `option` when given (relative to the working directory), otherwise `tally.json` in the
  /// `inputkit` folder of the XDG data directory: `$XDG_DATA_HOME`, or `$HOME/.local/share`.
  /// The XDG specification ignores a relative `XDG_DATA_HOME`; so does this. `nil` when
  /// neither variable gives an absolute directory.
  static func resolve(option: String?, environment: [String: String]) -> URL? {
    if let option, !option.isEmpty {
      return URL(fileURLWithPath: option)
    }
    let base: URL
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = URL(fileURLWithPath: data, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local", isDirectory: true)
        .appendingPathComponent("share", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("inputkit", isDirectory: true)
      .appendingPathComponent("tally.json")
  }
}
