import Foundation
import InputKitCore
import InputKitTerminal
import Testing

@testable import InputKitCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs the tool in-process and collects what it writes.
struct ToolRun {
  var status: Int32
  var output: String
  var errors: String

  init(_ arguments: [String]) {
    final class Sink: @unchecked Sendable {
      var output = ""
      var errors = ""
    }
    let sink = Sink()
    let io = CommandIO(
      readLine: { nil }, write: { sink.output += $0 }, writeError: { sink.errors += $0 })
    status = CommandLineTool.run(arguments, io: io)
    output = sink.output
    errors = sink.errors
  }

  /// A layout file under `Tests/Fixtures/Layouts`.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Layouts/\(name)").path
  }
}

@Suite("inputkit layout")
struct LayoutCommandTests {
  @Test("the calculator at 320 × 200 prints the reference frames, one key per line")
  func referenceFrames() {
    let run = ToolRun(["layout", "calculator", "--width", "320", "--height", "200"])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 20)
    #expect(lines.first == "[")
    #expect(lines[1] == #"  {"id":"digit7","title":"7","x":0,"y":0,"width":64,"height":50},"#)
    #expect(lines[15] == #"  {"id":"return","title":"↵","x":256,"y":100,"width":64,"height":100},"#)
    #expect(lines[16] == #"  {"id":"digit0","title":"0","x":0,"y":150,"width":128,"height":50},"#)
    #expect(lines[18] == #"  {"id":"minus","title":"−","x":192,"y":150,"width":64,"height":50}"#)
    #expect(lines.last == "]")
  }

  @Test("the output is JSON a program can read back, with fractions of a pixel grid")
  func parsesAsJSON() throws {
    let run = ToolRun([
      "layout", "calculator", "--width", "320", "--height", "200", "--spacing", "5",
      "--insets", "1,2,3,4", "--scale", "3",
    ])
    #expect(run.status == 0)
    let keys = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    #expect(keys.count == 18)
    #expect(keys[0]["x"] as? Double == 2)
    #expect(keys[0]["width"] as? Double == 58.666667)
    #expect(keys.map { $0["id"] as? String }.contains("percent"))
  }

  @Test("a layout file is laid out, its text escaped in the JSON")
  func fromFile() throws {
    let run = ToolRun([
      "layout", ToolRun.fixture("send-pad.json"), "--width", "300", "--height", "150",
    ])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        #"{"id":"send","title":"Send <now> & \"then\"","x":0,"y":100,"width":300,"height":50}"#))
  }

  @Test(
    "mistakes in the call are usage errors with exit status 2",
    arguments: [
      (["layout"], "error: Missing NAME|FILE"),
      (["layout", "calculator", "--height", "200"], "error: Option '--width' is required"),
      (
        ["layout", "calculator", "--width", "wide", "--height", "200"],
        "error: Option '--width' needs a number, not 'wide'"
      ),
      (
        ["layout", "calculator", "--width", "-320", "--height", "200"],
        "error: Option '--width' needs a number greater than 0, not '-320'"
      ),
      (
        ["layout", "calculator", "--width", "320", "--height", "0"],
        "error: Option '--height' needs a number greater than 0, not '0'"
      ),
      (
        ["layout", "calculator", "--width", "inf", "--height", "200"],
        "error: Option '--width' needs a number, not 'inf'"
      ),
      (
        ["layout", "calculator", "--width", "nan", "--height", "200"],
        "error: Option '--width' needs a number, not 'nan'"
      ),
      (
        ["layout", "calculator", "--width", "2e6", "--height", "200"],
        "error: The size 2000000×200 is not valid"
      ),
      (
        ["layout", "calculator", "--width", "320", "--height", "200", "--spacing", "-1"],
        "error: The key spacing -1 is not valid"
      ),
      (
        ["layout", "calculator", "--width", "320", "--height", "200", "--spacing", "nan"],
        "error: Option '--spacing' needs a number, not 'nan'"
      ),
      (
        ["layout", "calculator", "--width", "320", "--height", "200", "--insets", "0,-1,0,0"],
        "error: The insets 0,-1,0,0 are not valid"
      ),
      (
        ["layout", "calculator", "--width", "320", "--height", "200", "--insets", "0,inf,0,0"],
        "error: Option '--insets' needs four numbers T,L,B,R, not '0,inf,0,0'"
      ),
      (
        ["layout", "calculator", "--width", "320", "--height", "200", "--spacing", "80"],
        "error: The key spacing 80 leaves key \"digit7\" no width"
      ),
      (
        ["layout", "calculator", "--width", "320", "--height", "200", "--scale", "0"],
        "error: The scale 0 is not valid"
      ),
      (
        ["layout", "calculator", "--width", "320", "--height", "200", "--insets", "1,2,3"],
        "error: Option '--insets' needs four numbers T,L,B,R, not '1,2,3'"
      ),
      (
        ["layout", "calculator", "extra", "--width", "320", "--height", "200"],
        "error: Unexpected argument 'extra'"
      ),
      (["layout", "calculator", "--colour", "red"], "error: Unknown option '--colour'"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let run = ToolRun(arguments)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix(message), "\(run.errors)")
    #expect(run.output == "")
  }

  @Test(
    "a mistyped built-in name is a usage error that suggests the name and lists the built-ins",
    arguments: [
      ("calculater", " (did you mean calculator?)"), ("decimalpad", " (did you mean decimalPad?)"),
      ("number", " (did you mean numberPad?)"), ("qwerty", ""),
    ])
  func mistypedName(name: String, suggestion: String) {
    for command in ["layout", "render"] {
      let run = ToolRun([command, name, "--width", "320", "--height", "200"])
      #expect(run.status == 2)
      #expect(
        run.errors.hasPrefix(
          "error: Unknown layout '\(name)'\(suggestion); built-in layouts: calculator, "
            + "calculatorWithParentheses, decimalPad, numberPad, or give a layout file's path\n"),
        "\(run.errors)")
      #expect(run.output.isEmpty)
    }
  }

  @Test("a layout file that is missing or bad fails with exit status 1 and says why")
  func unreadable() {
    let missing = ToolRun(["layout", "/no/such/layout.json", "--width", "320", "--height", "200"])
    #expect(missing.status == 1)
    #expect(missing.errors == "error: Cannot read '/no/such/layout.json': no such file\n")
    let bad = ToolRun([
      "layout", ToolRun.fixture("overlap.json"), "--width", "320", "--height", "200",
    ])
    #expect(bad.status == 1)
    #expect(bad.errors == "error: keys[1]: key \"minus\" overlaps key \"plus\" at keys[0]\n")
  }

  @Test(
    "--help describes the command and succeeds", arguments: ["layout", "render", "check-layout"])
  func help(command: String) {
    let run = ToolRun([command, "--help"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("USAGE: inputkit \(command) "))
  }
}

@Suite("inputkit check-layout")
struct CheckLayoutCommandTests {
  @Test("a valid file gets an ok line and exit status 0")
  func valid() {
    let path = ToolRun.fixture("send-pad.json")
    let run = ToolRun(["check-layout", path])
    #expect(run.status == 0)
    #expect(run.output == "ok: \(path): layout \"sendPad\", 7 keys on a 3×3 grid\n")
  }

  @Test(
    "a bad file gets error lines naming the JSON path and exit status 1",
    arguments: [
      ("overlap.json", #"error: keys[1]: key "minus" overlaps key "plus" at keys[0]"#),
      ("unknown-action.json", #"error: keys[1].action: unknown action "frobnicate""#),
      ("span-outside.json", "error: keys[0].rowSpan: covers 3 rows from row 0"),
      (
        "duplicate-id.json",
        #"error: keys[1].id: duplicate key id "digit1", first used at keys[0].id"#
      ),
      ("syntax-error.json", "error: invalid JSON at line 4, column 3: unexpected '\"'"),
    ])
  func invalid(file: String, message: String) {
    let run = ToolRun(["check-layout", ToolRun.fixture(file)])
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix(message), "\(run.errors)")
    #expect(run.output == "")
  }

  @Test(
    "a number past what any grid holds is shown as the file wrote it, with the allowed range",
    arguments: [
      ("9223372036854775807", "must be from 1 to 100"),
      ("9223372036854775808", "must be a whole number from 1 to 100"),
      ("1e19", "must be a whole number from 1 to 100"),
    ])
  func hugeNumber(written: String, requirement: String) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-huge-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let key =
      #"{"id": "a", "title": "1", "style": "digit", "action": {"insert": "1"}, "column": 0, "row": 0}"#
    try Data(#"{"id": "x", "columns": \#(written), "rows": 1, "keys": [\#(key)]}"#.utf8)
      .write(to: url)
    let run = ToolRun(["check-layout", url.path])
    #expect(run.status == 1)
    #expect(run.errors == "error: columns: bad number \(written): \(requirement)\n")
  }

  @Test(
    "a frame number out of range is quoted as written, shortened when long, with the allowed range",
    arguments: [
      ("1e999", "1e999"), ("-1e999", "-1e999"),
      ("1e" + String(repeating: "9", count: 40), "1e99999999999999…9999"),
    ])
  func frameNumberOutOfRange(written: String, shown: String) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-frame-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let frame = #"{"x": 0, "y": 0, "width": \#(written), "height": 1}"#
    let key =
      #"{"id": "a", "title": "1", "style": "digit", "action": {"insert": "1"}, "frame": \#(frame)}"#
    let columns = "1" + String(repeating: "0", count: 40)
    try Data(#"{"id": "x", "columns": \#(columns), "rows": 1, "keys": [\#(key)]}"#.utf8)
      .write(to: url)
    let run = ToolRun(["check-layout", url.path])
    #expect(run.status == 1)
    #expect(
      run.errors
        == "error: columns: bad number 1000000000000000…0000: must be a whole number from 1 to 100\n"
        + "error: keys[0].frame.width: bad number \(shown): "
        + "must be a fraction of the content area greater than 0 and at most 1\n")
  }

  @Test("a file that cannot be read fails with exit status 1")
  func unreadable() {
    let missing = ToolRun(["check-layout", "/nonexistent/layout.json"])
    #expect(missing.status == 1)
    #expect(missing.errors == "error: Cannot read '/nonexistent/layout.json': no such file\n")
    let directory = ToolRun(["check-layout", ToolRun.fixture("")])
    #expect(directory.status == 1)
    #expect(directory.errors.hasSuffix("it is a directory, not a file\n"))
  }

  @Test("no file, or two, is a usage error")
  func usage() {
    #expect(ToolRun(["check-layout"]).status == 2)
    #expect(ToolRun(["check-layout", "a.json", "b.json"]).status == 2)
  }
}

@Suite("inputkit render")
struct RenderCommandTests {
  @Test("the calculator is drawn as one rect and one text per key at the key's frame")
  func svg() throws {
    let run = ToolRun(["render", "calculator", "--width", "320", "--height", "200"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("<?xml"))
    #expect(run.output.hasSuffix("</svg>\n"))
    #expect(run.output.components(separatedBy: "<text ").count - 1 == 18)
    #expect(run.output.components(separatedBy: "<rect ").count - 1 == 19)
    #expect(run.output.contains(#"<rect x="256" y="100" width="64" height="100""#))
    #expect(run.output.contains(##"fill="#000000">7</text>"##))
    #expect(run.output.contains("<title>divided by</title>"))
    #expect(try XMLDocument(xmlString: run.output).rootElement()?.name == "svg")
  }

  @Test("--locale gives the titles and labels the iOS keyboard shows: the separator, the language")
  func locale() throws {
    let english = ToolRun(["render", "calculator", "--width", "320", "--height", "200"])
    #expect(english.output.contains(##"fill="#000000">.</text>"##))
    #expect(english.output.contains("<title>divided by</title>"))
    let german = ToolRun([
      "render", "calculator", "--width", "320", "--height", "200", "--locale", "de_DE",
    ])
    #expect(german.status == 0)
    #expect(german.output.contains(##"fill="#000000">,</text>"##))
    #expect(!german.output.contains(##"fill="#000000">.</text>"##))
    #expect(german.output.contains("<title>geteilt durch</title>"))
    #expect(german.output.contains("<title>Komma</title>"))
    let unknown = ToolRun([
      "render", "calculator", "--width", "320", "--height", "200", "--locale", "xx_YY",
    ])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("Unknown locale 'xx_YY'"))
  }

  @Test("titles are XML-escaped so the document stays well-formed")
  func escaping() throws {
    let run = ToolRun([
      "render", ToolRun.fixture("send-pad.json"), "--width", "300", "--height", "150",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains(">Send &lt;now&gt; &amp; &quot;then&quot;</text>"))
    #expect(run.output.contains("<title>Send the list</title>"))
    #expect(try XMLDocument(xmlString: run.output).rootElement()?.name == "svg")
  }

  @Test("the dark theme colours keys differently from the light one")
  func themes() {
    let light = ToolRun(["render", "calculator", "--width", "320", "--height", "200"])
    let dark = ToolRun([
      "render", "calculator", "--width", "320", "--height", "200", "--theme", "dark",
    ])
    #expect(dark.status == 0)
    #expect(dark.output != light.output)
    // The SVG draws the core's palette, the one the UIKit keyboard and the demo use.
    #expect(dark.output.contains(#"fill="\#(KeyboardPalette.dark.background.hexString)""#))
    #expect(light.output.contains(#"fill="\#(KeyboardPalette.light.operator.fill.hexString)""#))
    #expect(
      ToolRun(["render", "calculator", "--width", "1", "--height", "1", "--theme", "sepia"]).status
        == 2)
  }

  @Test("-o writes the SVG to a file, and an unwritable path fails with exit status 1")
  func outputFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("pad.svg").path
    let run = ToolRun(["render", "decimalPad", "--width", "300", "--height", "200", "-o", path])
    #expect(run.status == 0)
    #expect(run.output == "")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("</svg>"))
    let failed = ToolRun([
      "render", "decimalPad", "--width", "300", "--height", "200", "-o",
      directory.appendingPathComponent("missing/pad.svg").path,
    ])
    #expect(failed.status == 1)
    #expect(failed.errors.hasPrefix("error: Cannot write"))
  }
}
