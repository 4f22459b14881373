import Foundation
import InputKitCore

/// `inputkit check-layout`: validates a layout file and reports every problem.
enum CheckLayoutCommand: Command {
  static let name = "check-layout"
  static let summary = "Check a keyboard layout file and report every problem"
  static let options: [OptionSpec] = []

  static let help = """
    USAGE: inputkit check-layout FILE

    Reads FILE as a keyboard layout (its format: the "Keyboard layouts" article,
    Sources/InputKitCore/InputKitCore.docc/KeyboardLayouts.md). Prints an 'ok:'
    line when it is valid; otherwise one line per problem on standard error,
    each starting with 'error:' and naming the JSON path, for example:

      error: keys[3].action: unknown action "frobnicate"; expected ...
      error: keys[5]: key "plus" overlaps key "times" at keys[4]

    Every field of the document and of each key is checked on its own, so one
    wrong field does not hide the next. FILE must be a regular file of at most
    1 MiB (a layout's 1,000 keys take about 150 KB); a larger file, a named pipe
    or a device is refused at once.

    OPTIONS:
      -h, --help    Show this help.

    EXIT STATUS:
      0    The file is a valid layout.
      1    Problems were found, or the file cannot be read.
      2    A usage error.

    EXAMPLES:
      inputkit check-layout my-layout.json

    """

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitStatus {
    let path = try LayoutArguments.single(arguments, "FILE")
    guard let layout = LayoutArguments.loadFile(path, io: io) else { return .failure }
    let keys = layout.keys.count == 1 ? "1 key" : "\(layout.keys.count) keys"
    let id = layout.id.showingControlCharacters
    io.write("ok: \(path): layout \"\(id)\", \(keys) on a \(layout.columns)×\(layout.rows) grid\n")
    return .success
  }
}
