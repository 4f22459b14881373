import Foundation
import InputKitCore
import Testing

@testable import InputKitCLI

@Suite("inputkit demo")
struct DemoCommandTests {
  @Test(
    "the typed characters of each built-in are exactly the ASCII characters that find a key",
    arguments: [
      ("calculator", "789*Xx456/%123+0,.-"),
      ("calculatorWithParentheses", "C()=789*Xx456/%123+0,.-"),
      ("numberPad", "1234567890"),
    ])
  func typedCharacters(layout name: String, expected: String) throws {
    let layout = try #require(KeyboardLayout.builtIn(named: name))
    #expect(String(layout.typedCharacters) == expected)
    for character in layout.typedCharacters {
      #expect(layout.key(forTyped: character) != nil, "\(character)")
    }
  }

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let io = CommandIO(
      readLine: { nil }, write: { output += $0 }, writeError: { errors += $0 })
    let status = CommandLineTool.run(arguments, io: io)
    return (status, output, errors)
  }

  @Test(
    "mistakes in the call are usage errors (exit 2) before the terminal is touched",
    arguments: [
      ["--frobnicate"], ["extra"], ["--locale", "xx_NOWHERE"], ["--data"], ["--data", ""],
      ["--layout", "calculater"], ["--layout", "qwerty"], ["--layout"],
    ])
  func usageErrors(arguments: [String]) {
    let result = run(["demo"] + arguments)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: "))
    #expect(result.output.isEmpty)
  }

  @Test("a --layout file that cannot be read fails with exit 1 before the terminal is touched")
  func unreadableLayout() {
    let result = run(["demo", "--layout", "/no/such/layout.json"])
    #expect(result.status == 1)
    #expect(result.errors == "error: Cannot read '/no/such/layout.json': no such file\n")
  }

  @Test("the keys --help and README promise for a prompt are keys the calculator has")
  func promisedKeys() throws {
    let help = run(["demo", "--help"]).output
    let listed = DemoKeyList.typedKeys(of: .calculator)
    #expect(listed == "0-9 * X x / % + , . -")
    #expect(help.contains(listed))
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let promptRow = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| prompt |") })
    #expect(promptRow.contains("`\(listed)`"))
    for word in listed.split(separator: " ") where word != "0-9" {
      #expect(KeyboardLayout.calculator.key(forTyped: Character(String(word))) != nil, "\(word)")
    }
    for word in ["(", ")", "="] {
      #expect(!listed.split(separator: " ").contains(Substring(word)))
    }
  }

  @Test("the typed-key list shows each layout's own keys")
  func keyListPerLayout() {
    #expect(
      DemoKeyList.typedKeys(of: .calculatorWithParentheses) == "0-9 C ( ) = * X x / % + , . -")
    #expect(DemoKeyList.typedKeys(of: .numberPad) == "0-9")
  }

  @Test("--help describes the keys and options, and the tool lists the command")
  func help() {
    let result = run(["demo", "--help"])
    #expect(result.status == 0)
    for word in ["--data", "--locale", "tally.json", "Esc", "send"] {
      #expect(result.output.contains(word), "\(word)")
    }
    #expect(run(["--help"]).output.contains("demo"))
  }

  @Test(
    "the data file is --data, else in XDG_DATA_HOME, else in ~/.local/share",
    arguments: [
      ("/tmp/mine.json", [:], "/tmp/mine.json"),
      (nil, ["XDG_DATA_HOME": "/data", "HOME": "/home/u"], "/data/inputkit/tally.json"),
      (nil, ["HOME": "/home/u"], "/home/u/.local/share/inputkit/tally.json"),
      (
        nil, ["XDG_DATA_HOME": "relative", "HOME": "/home/u"],
        "/home/u/.local/share/inputkit/tally.json"
      ),
      (nil, [:], nil),
      (nil, ["HOME": ""], nil),
    ] as [(String?, [String: String], String?)])
  func dataLocation(option: String?, environment: [String: String], expected: String?) {
    #expect(DemoDataLocation.resolve(option: option, environment: environment)?.path == expected)
  }

  @Test("a relative --data file is found from the working directory")
  func relativeData() {
    let url = DemoDataLocation.resolve(option: "tally.json", environment: [:])
    #expect(url?.path == FileManager.default.currentDirectoryPath + "/tally.json")
  }

  @Test(
    "the language comes from --locale, else LC_ALL, LC_MESSAGES or LANG, else English",
    arguments: [
      ("ja-JP", ["LANG": "ru_RU.UTF-8"], "ja_JP"),
      (nil, ["LANG": "ru_RU.UTF-8"], "ru_RU"),
      (nil, ["LC_ALL": "ja_JP.UTF-8", "LANG": "ru_RU.UTF-8"], "ja_JP"),
      (nil, ["LC_MESSAGES": "ru_RU", "LANG": "en_US.UTF-8"], "ru_RU"),
      (nil, ["LANG": "C.UTF-8"], "en_US_POSIX"),
      (nil, ["LANG": "de_DE@euro"], "de_DE"),
      (nil, [:], "en_US_POSIX"),
    ] as [(String?, [String: String], String)])
  func locale(option: String?, environment: [String: String], expected: String) throws {
    let parsed = try ParsedArguments(
      option.map { ["--locale", $0] } ?? [], options: DemoCommand.options)
    let locale = DemoLocale.resolve(option: try parsed.locale("locale"), environment: environment)
    #expect(locale.identifier == expected)
  }
}
