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

  /// The tool's own `--help` text.
  public static var help: String {
    var text = """
      inputkit — InputKit's calculator keyboard, expressions and example app in the terminal

      USAGE: inputkit COMMAND [OPTIONS] [ARGUMENTS]

      COMMANDS:

      """
    let width = (commands.map { command in command.name.count }.max() ?? 0) + 2
    for command in commands {
      let padding = String(repeating: " ", count: width - command.name.count)
      text += "  \(command.name)\(padding)\(command.summary)\n"
    }
    text += "\nRun 'inputkit COMMAND --help' for a command's options.\n"
    return text
  }

  /// Runs the tool with `arguments` (without the program name) and returns the exit status.
  public static func run(_ arguments: [String], io: CommandIO = .standard) -> Int32 {
    defer { io.flush() }
    guard let first = arguments.first else {
      io.writeError(help)
      return ExitStatus.usage.rawValue
    }
    if first == "--help" || first == "-h" || first == "help" {
      io.write(help)
      return ExitStatus.success.rawValue
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      io.writeError("error: unknown command '\(first)'\n\n\(help)")
      return ExitStatus.usage.rawValue
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
}
