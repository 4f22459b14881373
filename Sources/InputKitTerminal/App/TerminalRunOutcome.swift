/// How a run of a terminal app ended.
public enum TerminalRunOutcome: Hashable, Sendable {
  /// The app asked to quit (`TerminalApp.wantsQuit`).
  case quit
  /// The user pressed Ctrl-C. Command-line tools conventionally exit with status 130.
  case interrupted
  /// Input ended: the terminal was closed or could no longer be read.
  case inputClosed
}
