/// The exit status of a command: 0 success, 1 failed work, 2 a usage error.
public enum ExitStatus: Int32, Sendable {
  /// Everything succeeded.
  case success = 0
  /// The command ran but some of its work failed (an expression with an error, an invalid
  /// layout file).
  case failure = 1
  /// The command was called wrongly: unknown option, missing value, unknown command.
  case usage = 2
  /// The person interrupted the command with Ctrl-C (128 + SIGINT, the shell convention).
  case interrupted = 130
}

/// One subcommand of `inputkit`.
public protocol Command {
  /// The word that selects it: `inputkit NAME …`.
  static var name: String { get }
  /// One line for the tool's command list.
  static var summary: String { get }
  /// The full `--help` text: synopsis, options, examples.
  static var help: String { get }
  /// The options it accepts.
  static var options: [OptionSpec] { get }

  /// Runs with parsed arguments. Throws `UsageError` for mistakes in the call; writes every
  /// other failure to `io` and returns `.failure`.
  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitStatus
}
