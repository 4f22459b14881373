import Testing

@testable import InputKitCLI

@Suite("inputkit")
struct CommandLineToolTests {
  @Test(
    "--version and version print the tool's version and exit 0",
    arguments: ["--version", "version"])
  func version(spelling: String) {
    let run = ToolRun([spelling])
    #expect(run.status == 0)
    #expect(run.output == "inputkit 0.1.0\n")
    #expect(run.output == "inputkit \(CommandLineTool.version)\n")
    #expect(run.errors.isEmpty)
  }

  @Test("help COMMAND prints that command's help, not the tool's")
  func helpCommand() {
    let run = ToolRun(["help", "eval"])
    #expect(run.status == 0)
    #expect(run.output == EvalCommand.help)
    #expect(run.output != CommandLineTool.help)
  }

  @Test(
    "version --help, help version and help --version print the version command's help",
    arguments: [
      ["version", "--help"], ["version", "-h"], ["help", "version"], ["help", "--version"],
    ])
  func versionHelp(arguments: [String]) {
    let run = ToolRun(arguments)
    #expect(run.status == 0)
    #expect(run.output == CommandLineTool.versionHelp)
    #expect(run.output.hasPrefix("USAGE: inputkit version\n"))
    #expect(run.errors.isEmpty)
  }

  @Test(
    "help alone, --help, -h and help help print the tool's help, which lists help and version",
    arguments: [["help"], ["--help"], ["-h"], ["help", "--help"], ["help", "help"]])
  func toolHelp(arguments: [String]) {
    let run = ToolRun(arguments)
    #expect(run.status == 0)
    #expect(run.output == CommandLineTool.help)
    #expect(run.output.contains("  help [COMMAND]  "))
    #expect(run.output.contains("  version  "))
  }

  @Test(
    "help of an unknown command, or extra arguments, are usage errors",
    arguments: [
      ["help", "frobnicate"], ["help", "eval", "press"], ["version", "1"], ["--version", "x"],
    ])
  func usageErrors(arguments: [String]) {
    let run = ToolRun(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("error: "))
  }
}
