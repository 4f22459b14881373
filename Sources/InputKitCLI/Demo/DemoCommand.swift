import Foundation
import InputKitCore
import InputKitTerminal
import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `inputkit demo [--data FILE] [--layout NAME|FILE] [--locale ID]`: the example app, a
/// tally of amounts entered with a keyboard layout, full screen in the terminal.
public enum DemoCommand: Command {
  /// `demo`.
  public static let name = "demo"
  /// One line for the tool's command list.
  public static let summary = "Run the example app in the terminal: a tally with the keyboard"
  /// The full `--help` text.
  public static var help: String {
    """
    USAGE: inputkit demo [--data FILE] [--layout NAME|FILE] [--locale ID]

    A list of amounts, each entered as an expression with the keyboard and shown
    with its value (12+3  = 15), and their total, saved after every change.

    KEYS:
      List      a add · ↑/↓ select · Enter edit · d detail · f fields · x or
                Delete remove · s send (simulated, "Sending…" over the keyboard) ·
                q quit (when changes could not be saved, q asks: r retry ·
                k keep editing · d discard and quit)
      Prompt    The layout's keys as typed characters (the calculator's:
                \(DemoKeyList.typedKeys(of: .calculator))) · Backspace · ←/→ · Enter Okay ·
                Esc Cancel · mouse clicks on the drawn keys
      Detail    Esc back · q quit
      Fields    Amount, Tip and People on one keyboard, whose bar has ▲ Previous,
                ▼ Next and Done: Tab Next · Shift-Tab Previous · Esc Done ·
                Enter Next (on People: the value, then Done) · clicks on a
                field, the bar or the keys; keyboard away: Tab or Enter edits
                Amount, Shift-Tab People, Esc back to the list, q quits
      Ctrl-C quits from anywhere; Ctrl-Z suspends (fg continues).

    OPTIONS:
      --data FILE          The list's file. Default:
                           $XDG_DATA_HOME/inputkit/tally.json, or
                           ~/.local/share/inputkit/tally.json without XDG_DATA_HOME.
      --layout NAME|FILE   The keyboard (default calculator).
      --locale ID          Language and number format (ru_RU: Russian texts, 1,5
                           with a comma). Default: from LC_ALL, LC_MESSAGES or
                           LANG; English with '.' otherwise.
      -h, --help           Show this help.

    \(LayoutArguments.sourceHelp)

    The list is locked while the demo runs (its folder is made first if missing),
    for every user sharing the folder: a second demo on the same file opens it
    read-only and says so, as when the lock cannot be taken. A read-only file
    (chmod 444), someone else's file you may not write, a named pipe or a file too
    large for the demo is shown but never written.

    EXIT STATUS:
      0    After q.
      1    Changes that could not be saved were discarded (or input ended with
           such changes), standard input or output is not a terminal, the layout
           file cannot be read, or no data file can be placed.
      2    A usage error.
      130  After Ctrl-C.

    EXAMPLES:
      inputkit demo
      inputkit demo --layout calculatorWithParentheses --locale de_DE

    """
  }
  /// `--data FILE`, `--layout NAME|FILE`, `--locale ID`.
  public static let options: [OptionSpec] = [.value("data"), .value("layout"), .value("locale")]

  /// Runs the tally on the process's terminal until the person quits.
  public static func run(
    _ arguments: ParsedArguments, io: CommandIO
  ) throws(UsageError)
    -> ExitStatus
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError("Unexpected argument '\(arguments.positionals[0])'")
    }
    if arguments.value("data") == "" { throw UsageError("Option '--data' needs a file name") }
    let locale = DemoLocale.resolve(
      option: try arguments.locale("locale"), environment: io.environment)
    let language = InterfaceLanguage(locale: locale)
    guard
      let layout = try LayoutArguments.load(arguments.value("layout") ?? "calculator", io: io)
    else { return .failure }
    guard isatty(0) == 1, isatty(1) == 1 else {
      io.writeError("error: \(TerminalError(.notATerminal).message(in: language))\n")
      return .failure
    }
    guard
      let url = DemoDataLocation.resolve(
        option: arguments.value("data"), environment: io.environment)
    else {
      let strings = LocalizedStrings.tally("Demo", language: language)
      io.writeError("error: \(strings.string("error.noDataDirectory"))\n")
      return .failure
    }
    var configuration = TallyConfiguration(locale: locale)
    configuration.layout = layout
    var app = TallyApp<ContinuousClock.Instant>(
      storeFile: ItemStoreFile(url: url), configuration: configuration)
    var runner = TerminalRunner(
      device: Terminal(environment: io.environment), clock: ContinuousClock())
    do {
      switch try runner.run(&app) {
      case .quit, .inputClosed:
        return app.discardedUnsavedChanges || app.hasUnsavedChanges ? .failure : .success
      case .interrupted:
        return .interrupted
      }
    } catch {
      io.writeError("error: \(error.message(in: language))\n")
      return .failure
    }
  }
}
