/// The rules every `--help` text follows, and the pieces commands share.
///
/// Every text starts with `USAGE: inputkit …`, keeps its lines within `maximumWidth`
/// columns, names its sections in capitals (`OPTIONS:`, `EXIT STATUS:`, `EXAMPLES:`), ends
/// its option list with `-h, --help` and `Show this help.`, and ends with one newline.
enum HelpText {
  /// The widest line a help text has, so that it reads in an 80-column terminal.
  static let maximumWidth = 80

  /// `text` broken at spaces into lines of at most `maximumWidth` columns.
  static func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > maximumWidth {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
