import Testing

@testable import InputKitCLI

@Suite("inputkit eval")
struct EvalCommandTests {
  /// Runs `inputkit ARGUMENTS` in-process with `input` as standard input.
  func run(
    _ arguments: [String], input: [String] = []
  ) -> (
    status: Int32, output: String, errors: String
  ) {
    var lines = input[...]
    var output = ""
    var errors = ""
    let io = CommandIO(
      readLine: { lines.popFirst() }, write: { output += $0 }, writeError: { errors += $0 })
    let status = CommandLineTool.run(arguments, io: io)
    return (status, output, errors)
  }

  @Test(
    "arguments are evaluated exactly, one result per line",
    arguments: [
      (["0.1+0.2"], "0.3\n"),
      (["12+3×4", "50+10%", "50÷10%"], "24\n55\n500\n"),
      (["-5+3"], "-2\n"),
      (["1÷3"], "0.3333333333333333\n"),
      (["--", "-2×-3"], "6\n"),
      (["--locale", "de_DE", "0,1+0,2"], "0,3\n"),
      (["--locale=ru-RU", "−2,5×2"], "-5\n"),
    ])
  func evaluatesArguments(arguments: [String], expected: String) {
    let result = run(["eval"] + arguments)
    #expect(result.status == 0)
    #expect(result.output == expected)
    #expect(result.errors.isEmpty)
  }

  @Test("an error prints its English message and 1-based column and makes the exit status 1")
  func errorsAndColumns() {
    let result = run(["eval", "1+1", "2×(3÷0)", "1+é"])
    #expect(result.status == 1)
    #expect(result.output == "2\n")
    #expect(
      result.errors
        == "error: Division by zero (column 5)\nerror: Unexpected character 'é' (column 3)\n")
  }

  @Test(
    "an unexpected character is named in the message, a control character by its code point",
    arguments: [
      ("2^3", "error: Unexpected character '^' (column 2)\n"),
      ("1+\u{7}", "error: Unexpected character 'U+0007' (column 3)\n"),
    ])
  func namedCharacter(text: String, expected: String) {
    let result = run(["eval", text])
    #expect(result.status == 1)
    #expect(result.errors == expected)
  }

  @Test("results are the exact value rounded once, even past 64 bits")
  func exactResults() {
    let result = run([
      "eval", "152512864873/13507",
      "1000000000000000000000000000000+1/3-1000000000000000000000000000000",
    ])
    #expect(result.output == "11291394.45272821\n0.3333333333333333\n")
  }

  @Test(
    "in a locale whose own digits are not Latin, numbers use Latin digits and their separator",
    arguments: ["ar_EG", "ar_SA", "fa_IR"])
  func latinDigitLocales(identifier: String) {
    let result = run(["eval", "--locale", identifier, "0.5×0.5", "1÷4"])
    #expect(result.output == "0.25\n0.25\n")
    #expect(result.status == 0)
    // The native separator between Latin digits and the native digits are not accepted.
    let native = run(["eval", "--locale", identifier, "0٫25", "٠.٢٥"])
    #expect(native.status == 1)
    #expect(native.output.isEmpty)
  }

  @Test("without arguments each line of standard input is evaluated, blank lines skipped")
  func standardInput() {
    let result = run(["eval"], input: ["1+1", "", "   ", "2×(3+4", "7%"])
    #expect(result.status == 1)
    #expect(result.output == "2\n0.07\n")
    #expect(result.errors == "error: Unbalanced parenthesis (column 3)\n")
  }

  @Test(
    "a line is blank only if the expression would skip all of it: the same error as the argument",
    arguments: [
      " \u{301}", "\u{2009}\u{301}", " \u{200D}", " \u{64B}", "\t\u{20DD}", "\u{3000}\u{FE0F}",
    ])
  func notBlank(line: String) {
    let argument = run(["eval", line])
    let piped = run(["eval"], input: [line])
    #expect(argument.status == 1)
    #expect(argument.errors.hasPrefix("error: Unexpected character"))
    #expect(piped.status == argument.status)
    #expect(piped.errors == argument.errors)
  }

  @Test(
    "a line of nothing but spaces the expression skips is blank, Unicode spaces included",
    arguments: ["", " ", "\t \t", "\u{A0}", "\u{2009}", "\u{200B}", "\u{3000}", "\u{FEFF}"])
  func blank(line: String) {
    let piped = run(["eval"], input: [line, "1+1"])
    #expect(piped.status == 0)
    #expect(piped.output == "2\n")
    #expect(piped.errors.isEmpty)
  }

  @Test("standard input that is all valid exits 0")
  func standardInputSuccess() {
    #expect(run(["eval"], input: ["0,5+0,25"]).status == 1)
    let valid = run(["eval", "--locale", "de_DE"], input: ["0,5+0,25", "1,5×2"])
    #expect(valid.status == 0)
    #expect(valid.output == "0,75\n3\n")
  }

  @Test(
    "usage mistakes exit 2",
    arguments: [
      ["eval", "--locale", "xx_NOWHERE", "1"], ["eval", "--precision", "3"], ["eval", "--locale"],
    ])
  func usageErrors(arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: "))
    #expect(result.output.isEmpty)
  }

  @Test("--help describes the command and exits 0")
  func help() {
    let result = run(["eval", "--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("USAGE: inputkit eval"))
    #expect(run(["--help"]).output.contains("eval"))
  }
}
