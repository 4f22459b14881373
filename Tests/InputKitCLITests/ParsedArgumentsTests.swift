import Testing

@testable import InputKitCLI

@Suite("Command-line arguments")
struct ParsedArgumentsTests {
  let options: [OptionSpec] = [.value("width"), .value("output", short: "o"), .flag("verbose")]

  @Test("values are read in both spellings and flags are recorded")
  func valuesAndFlags() throws {
    let parsed = try ParsedArguments(
      ["--width", "320", "--output=a.svg", "--verbose", "calc"], options: options)
    #expect(parsed.value("width") == "320")
    #expect(parsed.value("output") == "a.svg")
    #expect(parsed.flags == ["verbose"])
    #expect(parsed.positionals == ["calc"])
  }

  @Test("a short alias sets its long option")
  func shortAlias() throws {
    let parsed = try ParsedArguments(["-o", "x.svg"], options: options)
    #expect(parsed.value("output") == "x.svg")
  }

  @Test("an unknown option is a usage error naming it")
  func unknownOption() {
    #expect(throws: UsageError("Unknown option '--colour'")) {
      try ParsedArguments(["--colour", "red"], options: options)
    }
  }

  @Test("an option without its value is a usage error")
  func missingValue() {
    #expect(throws: UsageError("Option '--width' needs a value")) {
      try ParsedArguments(["--width"], options: options)
    }
  }

  @Test("negative numbers and expressions are positional, not options")
  func negativeNumbersArePositional() throws {
    let parsed = try ParsedArguments(["-5+3", "-.5", "-(2)", "--", "--width"], options: options)
    #expect(parsed.positionals == ["-5+3", "-.5", "-(2)", "--width"])
  }

  @Test("a number option rejects text that is not a finite number")
  func numberOption() throws {
    let parsed = try ParsedArguments(["--width", "wide"], options: options)
    #expect(throws: UsageError("Option '--width' needs a number, not 'wide'")) {
      try parsed.number("width")
    }
  }

  @Test("the tool rejects an unknown command with exit status 2")
  func unknownCommand() {
    var errors = ""
    let io = CommandIO(readLine: { nil }, write: { _ in }, writeError: { errors += $0 })
    #expect(CommandLineTool.run(["frobnicate"], io: io) == 2)
    #expect(errors.hasPrefix("error: Unknown command 'frobnicate'"))
  }
}
