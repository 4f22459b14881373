import Testing

@testable import InputKitCLI

@Suite("inputkit press")
struct PressCommandTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  static func press(_ arguments: [String]) -> Run {
    var output = ""
    var errors = ""
    let io = CommandIO(readLine: { nil }, write: { output += $0 }, writeError: { errors += $0 })
    let status = CommandLineTool.run(["press"] + arguments, io: io)
    return Run(status: status, output: output, errors: errors)
  }

  @Test("keys by title and by id type an expression and show its live result")
  func typing() {
    let run = Self.press(["1", "2", "+", "3", "times"])
    #expect(run.status == 0)
    #expect(run.output == "12+3×\n15\n")
    #expect(run.errors.isEmpty)
  }

  @Test("typed ASCII spellings press the keyboard's sign keys, but only keys the layout has")
  func typedCharacters() {
    let run = Self.press(["8", "-", "2", "*", "3", "/", "4", ",", "5"])
    #expect(run.status == 0)
    #expect(run.output == "8−2×3÷4.5\n6.666666666666667\n")
    #expect(Self.press(["("]).status == 2)
    #expect(Self.press(["--layout", "calculatorWithParentheses", "(", "1"]).output == "(1\n1\n")
  }

  @Test("return evaluates by default and can resign or insert a newline")
  func returnBehaviour() {
    #expect(Self.press(["--text", "12+3", "↵"]).output == "15\n\n")
    let resign = Self.press(["--return", "resign", "--text", "12+3", "return"])
    #expect(resign.output == "12+3\n15\n")
    #expect(resign.errors.contains("return ends editing"))
    let newline = Self.press(["--return", "newline", "1", "return"])
    #expect(newline.status == 0)
    #expect(newline.output == "1\n\n")
    #expect(newline.errors.hasPrefix("refused: return"))
  }

  @Test("a refused press is reported on standard error and changes nothing")
  func refusedPress() {
    let run = Self.press(["1", "decimal", "decimal", "5"])
    #expect(run.status == 0)
    #expect(run.output == "1.5\n\n")
    #expect(run.errors == "refused: decimal (.): A number can have only one decimal separator.\n")
  }

  @Test(
    "a refused ) says why: no open parenthesis, nothing inside it yet, or an operator without its number"
  )
  func refusedClosingParenthesis() {
    let run = Self.press([
      "--layout", "calculatorWithParentheses", ")", "(", ")", "1", "+", ")", "2", ")", ")",
    ])
    #expect(run.status == 0)
    #expect(run.output == "(1+2)\n3\n")
    #expect(
      run.errors
        == "refused: closeParen ()): There is no open parenthesis to close.\n"
        + "refused: closeParen ()): There is nothing inside the parentheses yet.\n"
        + "refused: closeParen ()): Enter a number after the operator first.\n"
        + "refused: closeParen ()): There is no open parenthesis to close.\n")
  }

  @Test("--locale makes the decimal key type the locale's separator and results use it")
  func locale() {
    let german = Self.press(["--locale", "de_DE", "1", "decimal", "5", "+", "1"])
    #expect(german.status == 0)
    #expect(german.output == "1,5+1\n2,5\n")
    let evaluated = Self.press(["--locale", "de-DE", "--text", "0,1+0,2", "return"])
    #expect(evaluated.output == "0,3\n\n")
    #expect(Self.press(["1", "decimal", "5"]).output == "1.5\n\n")
    #expect(Self.press(["--locale", "xx_NOWHERE", "1"]).status == 2)
  }

  @Test("a mistyped built-in layout name is a usage error suggesting the right one")
  func mistypedLayout() {
    let run = Self.press(["--layout", "calculatr", "1"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("error: Unknown layout 'calculatr' (did you mean calculator?)"))
    #expect(run.output.isEmpty)
  }

  @Test("an unknown key, layout or return behaviour is a usage error")
  func usageErrors() {
    #expect(Self.press(["nope"]).status == 2)
    #expect(Self.press(["nope"]).errors.hasPrefix("error: Unknown key 'nope' in layout"))
    #expect(Self.press(["--return", "explode", "1"]).status == 2)
    #expect(Self.press([]).status == 2)
    #expect(Self.press(["--layout", "/no/such/layout.json", "1"]).status == 1)
  }
}
