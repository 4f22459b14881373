import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the built `inputkit` writes, byte for byte, when a layout file holds escape sequences
/// that would switch the terminal to its alternate screen, turn on mouse reporting and retitle
/// the window: every command shows them as code points, or refuses the file.
@Suite("Control characters from a layout file never reach the terminal", .serialized)
struct ControlCharacterOutputTests {
  /// The alternate screen, mouse reporting, a window title ended by BEL, and a C1 CSI.
  static let hostile = #"\u001b[?1049h\u001b[?1000h\u001b]0;owned\u0007\u009b"#
  /// The same, as the tool must show it.
  static let shown = "U+001B[?1049hU+001B[?1000hU+001B]0;ownedU+0007 U+009B"

  /// A layout file in a temporary folder: ids and a label holding `hostile`, a key named
  /// `plus` (typed as `+`) that the rules refuse at the start of the text.
  static func validFile() throws -> URL {
    try write(
      #"""
      {"id": "x\#(hostile)", "columns": 2, "rows": 1, "keys": [
        {"id": "one\#(hostile)", "title": "1", "style": "digit", "action": {"insert": "1"},
         "accessibilityLabel": "one\#(hostile)", "column": 0, "row": 0},
        {"id": "plus\#(hostile)", "title": "+", "style": "operator", "action": {"insert": "+"},
         "column": 1, "row": 0}
      ]}
      """#)
  }

  static func write(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-hostile-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url
  }

  /// Runs the built tool with `arguments`, standard input empty; its status and the bytes it
  /// wrote to standard output and standard error.
  static func run(
    _ arguments: [String]
  ) throws -> (status: Int32?, output: [UInt8], errors: [UInt8]) {
    let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
    try #require(input >= 0)
    let output = try ToolProcessTests.pipeEnds()
    let errors = try ToolProcessTests.pipeEnds()
    let child = try ToolProcessTests.Child(
      arguments, input: input, output: output.write, error: errors.write)
    close(input)
    close(output.write)
    close(errors.write)
    // Both are far smaller than a pipe holds, so reading one after the other cannot stall.
    let printed = Array(ToolProcessTests.readAll(output.read).utf8)
    let messages = Array(ToolProcessTests.readAll(errors.read).utf8)
    return (child.wait().status, printed, messages)
  }

  /// The control characters in `bytes` other than the line feed: C0 bytes, DEL, and C1
  /// controls (U+0080–U+009F, two bytes in UTF-8).
  static func controls(in bytes: [UInt8]) -> [String] {
    var found: [String] = []
    for (index, byte) in bytes.enumerated() {
      if (byte < 0x20 && byte != 0x0A) || byte == 0x7F {
        found.append(String(format: "0x%02X at %d", byte, index))
      }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        found.append(String(format: "U+%04X at %d", bytes[index + 1], index))
      }
    }
    return found
  }

  /// Each command on the valid file, the file's path last, with the status it ends with.
  static let validFileCommands: [([String], Int32)] = [
    (["check-layout"], 0), (["layout", "--width", "320", "--height", "200"], 0),
    (["render", "--width", "320", "--height", "200"], 0), (["press", "zz", "--layout"], 2),
    (["press", "+", "--layout"], 0),
  ]

  @Test(
    "ids, labels and messages from a layout file are shown with their control characters as code points",
    arguments: validFileCommands)
  func validFileIsShownSafely(command: [String], status: Int32) throws {
    let url = try Self.validFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try Self.run(command + [url.path])
    #expect(run.status == status)
    #expect(Self.controls(in: run.output) == [])
    #expect(Self.controls(in: run.errors) == [])
    let text = String(decoding: run.output + run.errors, as: UTF8.self)
    switch command[0] {
    case "layout":
      // JSON has escapes of its own, and keeps the id exact.
      #expect(text.contains(#""id":"one\u001b[?1049h\u001b[?1000h\u001b]0;owned\u0007\u009b""#))
    case "press" where command[1] == "+":
      #expect(
        text.contains(
          "refused: plus\(Self.shown) (+): Enter a number before the operator.\n"))
    default:
      #expect(text.contains("x\(Self.shown)"), "\(text)")
    }
  }

  @Test(
    "a style holding an escape sequence is reported by every command with its code points",
    arguments: [
      ["check-layout"], ["layout", "--width", "320", "--height", "200"],
      ["render", "--width", "320", "--height", "200"], ["press", "1", "--layout"],
    ])
  func badStyleIsReportedSafely(command: [String]) throws {
    let url = try Self.write(
      #"""
      {"id": "x", "columns": 1, "rows": 1, "keys": [
        {"id": "one", "title": "1", "style": "digit\#(Self.hostile)", "action": {"insert": "1"},
         "column": 0, "row": 0}
      ]}
      """#)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try Self.run(command + [url.path])
    #expect(run.status == 1)
    #expect(run.output == [])
    #expect(Self.controls(in: run.errors) == [])
    #expect(
      String(decoding: run.errors, as: UTF8.self)
        == "error: keys[0].style: unknown style \"digit\(Self.shown)\"; expected digit, operator, function or primary\n"
    )
  }

  @Test(
    "a title or an insertion holding a control character is refused with its path, and press types nothing",
    arguments: [["check-layout"], ["press", "1", "--layout"]])
  func controlTextIsRefused(command: [String]) throws {
    let url = try Self.write(
      #"""
      {"id": "x", "columns": 1, "rows": 1, "keys": [
        {"id": "one", "title": "1\u001b[2J", "style": "digit",
         "action": {"insert": "1\u001b[?1049h"}, "column": 0, "row": 0}
      ]}
      """#)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try Self.run(command + [url.path])
    #expect(run.status == 1)
    #expect(run.output == [])
    #expect(
      String(decoding: run.errors, as: UTF8.self)
        == "error: keys[0].title: holds the control character U+001B; it must be printable text\n"
        + "error: keys[0].action.insert: holds the control character U+001B; it must be printable text\n"
    )
  }
}
