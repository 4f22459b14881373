import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `inputkit` command-line tool: finds the subcommand, parses its options, runs it and
/// turns usage mistakes into exit status 2.
public enum CommandLineTool {
  /// Every subcommand, in the order `inputkit --help` lists them.
  public static var commands: [any Command.Type] {
    [
      DemoCommand.self,
      EvalCommand.self,
      PressCommand.self,
      LayoutCommand.self,
      RenderCommand.self,
      CheckLayoutCommand.self,
    ]
  }

  /// The tool's version, which `inputkit --version` and `inputkit version` print.
  public static let version = "0.1.0"

  /// The tool's own `--help` text.
  public static var help: String {
    var text = """
      inputkit — InputKit's keyboard, expressions and example app in the terminal

      USAGE: inputkit COMMAND [OPTIONS] [ARGUMENTS]

      COMMANDS:

      """
    let entries =
      commands.map { command in (command.name, command.summary) } + [
        ("help [COMMAND]", "Show this help, or COMMAND's"),
        ("version", "Print the version (also --version)"),
      ]
    let width = (entries.map { entry in entry.0.count }.max() ?? 0) + 2
    for (name, summary) in entries {
      let padding = String(repeating: " ", count: width - name.count)
      text += "  \(name)\(padding)\(summary)\n"
    }
    text += """

      Run 'inputkit help COMMAND' (or 'inputkit COMMAND --help') for its options.

      EXIT STATUS:
        0    Success.
        1    The command ran, but some of its work failed.
        2    A usage error.

      """
    return text
  }

  /// Runs the tool with `arguments` (without the program name) and returns the exit status.
  /// A failed write to standard output turns success into exit status 1 with an error on
  /// standard error; a reader that went away (EPIPE) only sets the status, quietly.
  public static func run(_ arguments: [String], io: CommandIO = .standard) -> Int32 {
    // A file size limit (ulimit -f) would otherwise kill the tool mid-write with SIGXFSZ and
    // leave a temporary file behind; ignored, the write fails with EFBIG and is reported.
    signal(SIGXFSZ, SIG_IGN)
    // A reader that goes away (`| head`) would otherwise end the tool with SIGPIPE (status
    // 141); ignored, the write fails with EPIPE, and the tool stops quietly with status 1. The
    // demo keeps the signal: there it ends the session like any other, terminal restored.
    if arguments.first != DemoCommand.name { signal(SIGPIPE, SIG_IGN) }
    let status = runCommand(arguments, io: io)
    io.flush()
    guard let code = io.outputFailure() else { return status }
    if code != EPIPE {
      io.writeError("error: Cannot write standard output: \(OutputFile.reason(code))\n")
    }
    return status == ExitStatus.success.rawValue ? ExitStatus.failure.rawValue : status
  }

  private static func runCommand(_ arguments: [String], io: CommandIO) -> Int32 {
    guard let first = arguments.first else {
      io.writeError(help)
      return ExitStatus.usage.rawValue
    }
    switch first {
    case "--help", "-h", "help":
      return showHelp(topic: Array(arguments.dropFirst()), io: io).rawValue
    case "--version", "version":
      if arguments.count == 2, ["--help", "-h"].contains(arguments[1]) {
        io.write(versionHelp)
        return ExitStatus.success.rawValue
      }
      guard arguments.count == 1 else {
        return usageError("Unexpected argument '\(arguments[1])'", io: io).rawValue
      }
      io.write("inputkit \(version)\n")
      return ExitStatus.success.rawValue
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      return usageError("Unknown command '\(first)'", io: io).rawValue
    }
    do {
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), options: command.options)
      if parsed.wantsHelp {
        io.write(command.help)
        return ExitStatus.success.rawValue
      }
      return try command.run(parsed, io: io).rawValue
    } catch {
      io.writeError(
        "error: \(error.message)\nRun 'inputkit \(command.name) --help' for its usage.\n")
      return ExitStatus.usage.rawValue
    }
  }

  /// The help of `inputkit version`.
  static let versionHelp = """
    USAGE: inputkit version

    Prints the tool's version, for example 'inputkit \(version)'. Also spelled
    'inputkit --version'.

    OPTIONS:
      -h, --help    Show this help.

    EXIT STATUS:
      0    Success.
      2    A usage error.

    """

  /// `inputkit help [COMMAND]`: the tool's help, or the named command's.
  private static func showHelp(topic: [String], io: CommandIO) -> ExitStatus {
    guard let name = topic.first, name != "--help", name != "-h" else {
      io.write(help)
      return .success
    }
    guard topic.count == 1 else {
      return usageError("Unexpected argument '\(topic[1])'", io: io)
    }
    switch name {
    case "help":
      io.write(help)
      return .success
    case "version", "--version":
      io.write(versionHelp)
      return .success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      return usageError("Unknown command '\(name)'", io: io)
    }
    io.write(command.help)
    return .success
  }

  private static func usageError(_ message: String, io: CommandIO) -> ExitStatus {
    io.writeError("error: \(message)\nRun 'inputkit --help' for the commands.\n")
    return .usage
  }
}
