import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Reading layout files")
struct LayoutDecodingTests {
  /// A layout file whose keys are `keys`, each a JSON object's text.
  static func file(_ keys: [String], columns: Int = 2, rows: Int = 1) -> String {
    """
    {"id": "test", "columns": \(columns), "rows": \(rows), "keys": [
    \(keys.joined(separator: ",\n"))
    ]}
    """
  }

  static let one =
    #"{"id": "one", "title": "1", "style": "digit", "action": {"insert": "1"}, "column": 0, "row": 0}"#
  static let two =
    #"{"id": "two", "title": "2", "style": "digit", "action": {"insert": "2"}, "column": 1, "row": 0}"#

  struct BadFile: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var path: String
    var problem: LayoutError.Problem
    var testDescription: String { name }
  }

  static let badFiles: [BadFile] = [
    BadFile(
      name: "a JSON syntax error", json: "{\"id\": \"x\",\n  \"columns\": 2,,\n}", path: "",
      problem: .invalidJSON(
        message: "unexpected ',', expected a member name in double quotes", line: 2, column: 16)),
    BadFile(
      name: "an empty file", json: "", path: "",
      problem: .invalidJSON(
        message: "the file is empty, expected a JSON object", line: 1, column: 1)),
    BadFile(
      name: "a string that is never closed", json: "{\"id\": \"x", path: "",
      problem: .invalidJSON(
        message: "the string is not closed with a double quote", line: 1, column: 8)),
    BadFile(
      name: "a member given twice", json: "{\"id\": \"a\",\n \"id\": \"b\"}", path: "",
      problem: .invalidJSON(
        message: "the member \"id\" appears twice in one object", line: 2, column: 2)),
    BadFile(
      name: "an unknown action",
      json: file([one.replacingOccurrences(of: #"{"insert": "1"}"#, with: #""frobnicate""#), two]),
      path: "keys[0].action", problem: .unknownAction("frobnicate")),
    BadFile(
      name: "an unknown action object",
      json: file([one, two.replacingOccurrences(of: "insert", with: "type")]),
      path: "keys[1].action", problem: .unknownAction("type")),
    BadFile(
      name: "two keys in one cell",
      json: file([one, two.replacingOccurrences(of: #""column": 1"#, with: #""column": 0"#)]),
      path: "keys[1]", problem: .overlap(id: "two", otherID: "one", otherPath: "keys[0]")),
    BadFile(
      name: "a span past the grid's edge",
      json: file([
        one, two.replacingOccurrences(of: #""row": 0"#, with: #""row": 0, "columnSpan": 2"#),
      ]),
      path: "keys[1].columnSpan",
      problem: .spanOutsideGrid(axis: .column, start: 1, span: 2, count: 2)),
    BadFile(
      name: "a row past the grid's edge",
      json: file([one, two.replacingOccurrences(of: #""row": 0"#, with: #""row": 1"#)]),
      path: "keys[1].row", problem: .spanOutsideGrid(axis: .row, start: 1, span: 1, count: 1)),
    BadFile(
      name: "a duplicate key id",
      json: file([one, two.replacingOccurrences(of: #""id": "two""#, with: #""id": "one""#)]),
      path: "keys[1].id", problem: .duplicateID("one", firstPath: "keys[0].id")),
    BadFile(
      name: "a layout without keys", json: file([]), path: "keys", problem: .emptyLayout),
    BadFile(
      name: "a missing action",
      json: file([one.replacingOccurrences(of: #""action": {"insert": "1"}, "#, with: ""), two]),
      path: "keys[0].action", problem: .missingField),
    BadFile(
      name: "a missing grid size", json: #"{"id": "x", "columns": 2, "keys": []}"#, path: "rows",
      problem: .missingField),
    BadFile(
      name: "a negative column",
      json: file([one.replacingOccurrences(of: #""column": 0"#, with: #""column": -1"#), two]),
      path: "keys[0].column", problem: .badNumber("-1", requirement: "must be 0 or more")),
    BadFile(
      name: "a zero span",
      json: file([
        one.replacingOccurrences(of: #""row": 0"#, with: #""row": 0, "rowSpan": 0"#), two,
      ]),
      path: "keys[0].rowSpan", problem: .badNumber("0", requirement: "must be at least 1")),
    BadFile(
      name: "a fractional span",
      json: file([
        one.replacingOccurrences(of: #""row": 0"#, with: #""row": 0, "rowSpan": 1.5"#), two,
      ]),
      path: "keys[0].rowSpan",
      problem: .badNumber("1.5", requirement: "must be a whole number, at least 1")),
    BadFile(
      name: "a span too large for any integer",
      json: file([
        one.replacingOccurrences(of: #""row": 0"#, with: #""row": 0, "rowSpan": 1e400"#), two,
      ]),
      path: "keys[0].rowSpan",
      problem: .badNumber("1e400", requirement: "must be a whole number, at least 1")),
    BadFile(
      name: "a column count of Int.max, shown as written with the allowed range",
      json: #"{"id": "x", "columns": 9223372036854775807, "rows": 1, "keys": [\#(one)]}"#,
      path: "columns",
      problem: .badNumber("9223372036854775807", requirement: "must be from 1 to 100")),
    BadFile(
      name: "a column count past Int.max, shown as written with the allowed range",
      json: #"{"id": "x", "columns": 9223372036854775808, "rows": 1, "keys": [\#(one)]}"#,
      path: "columns",
      problem: .badNumber(
        "9223372036854775808", requirement: "must be a whole number from 1 to 100")),
    BadFile(
      name: "a row count in exponent notation, shown as written",
      json: #"{"id": "x", "columns": 1, "rows": 1E30, "keys": [\#(one)]}"#,
      path: "rows", problem: .badNumber("1E30", requirement: "must be a whole number from 1 to 100")
    ),
    BadFile(
      name: "a grid of zero columns", json: file([one], columns: 0), path: "columns",
      problem: .badNumber("0", requirement: "must be from 1 to 100")),
    BadFile(
      name: "an infinite frame width, shown as written with the allowed range",
      json: file([
        one,
        two.replacingOccurrences(
          of: #""column": 1, "row": 0"#,
          with: #""frame": {"x": 0.5, "y": 0, "width": 1e999, "height": 1}"#),
      ]),
      path: "keys[1].frame.width",
      problem: .badNumber(
        "1e999", requirement: "must be a fraction of the content area greater than 0 and at most 1")
    ),
    BadFile(
      name: "an escape sequence in a title",
      json: file([
        one.replacingOccurrences(of: #""title": "1""#, with: #""title": "1\u001b[31m""#), two,
      ]),
      path: "keys[0].title", problem: .controlCharacter("\u{1B}")),
    BadFile(
      name: "a C1 control in a title",
      json: file([
        one, two.replacingOccurrences(of: #""title": "2""#, with: #""title": "2\u009b""#),
      ]),
      path: "keys[1].title", problem: .controlCharacter("\u{9B}")),
    BadFile(
      name: "an action inserting a control character",
      json: file([
        one.replacingOccurrences(of: #"{"insert": "1"}"#, with: #"{"insert": "1\u0007"}"#), two,
      ]),
      path: "keys[0].action.insert", problem: .controlCharacter("\u{7}")),
    BadFile(
      name: "a frame past the content area",
      json: file([
        one,
        two.replacingOccurrences(
          of: #""column": 1, "row": 0"#,
          with: #""frame": {"x": 0.5, "y": 0, "width": 0.75, "height": 1}"#),
      ]),
      path: "keys[1].frame.width", problem: .frameOutsideContent(edge: 1.25)),
    BadFile(
      name: "a free-form frame over a grid key",
      json: file([
        one,
        two.replacingOccurrences(
          of: #""column": 1, "row": 0"#,
          with: #""frame": {"x": 0.25, "y": 0, "width": 0.5, "height": 1}"#),
      ]),
      path: "keys[1]", problem: .overlap(id: "two", otherID: "one", otherPath: "keys[0]")),
    BadFile(
      name: "both grid cells and a frame",
      json: file([
        one,
        two.replacingOccurrences(
          of: #""row": 0"#,
          with: #""row": 0, "frame": {"x": 0.5, "y": 0, "width": 0.5, "height": 1}"#),
      ]),
      path: "keys[1].frame", problem: .ambiguousPlacement(hasGrid: true)),
    BadFile(
      name: "no place at all",
      json: file([one, two.replacingOccurrences(of: #", "column": 1, "row": 0"#, with: "")]),
      path: "keys[1]", problem: .ambiguousPlacement(hasGrid: false)),
    BadFile(
      name: "a misspelt field",
      json: file([
        one, two.replacingOccurrences(of: #""row": 0"#, with: #""row": 0, "colSpan": 2"#),
      ]),
      path: "keys[1].colSpan",
      problem: .unknownField(allowed: [
        "id", "title", "style", "action", "column", "row", "columnSpan", "rowSpan", "frame",
        "accessibilityLabel",
      ])),
    BadFile(
      name: "an unknown style",
      json: file([one.replacingOccurrences(of: #""digit""#, with: #""fancy""#), two]),
      path: "keys[0].style", problem: .unknownStyle("fancy")),
    BadFile(
      name: "a number where text belongs",
      json: file([one.replacingOccurrences(of: #""title": "1""#, with: #""title": 1"#), two]),
      path: "keys[0].title", problem: .wrongType(expected: "a string", found: "a number")),
    BadFile(
      name: "an action inserting nothing",
      json: file([one.replacingOccurrences(of: #"{"insert": "1"}"#, with: #"{"insert": ""}"#), two]
      ),
      path: "keys[0].action.insert", problem: .emptyText),
    BadFile(
      name: "a fractional cursor move",
      json: file([
        one.replacingOccurrences(of: #"{"insert": "1"}"#, with: #"{"moveCursor": 0.5}"#), two,
      ]),
      path: "keys[0].action.moveCursor",
      problem: .badNumber(
        "0.5",
        requirement: "must be a whole number from -9223372036854775808 to 9223372036854775807")),
    BadFile(
      name: "keys that are not an array",
      json: #"{"id": "x", "columns": 1, "rows": 1, "keys": {}}"#,
      path: "keys", problem: .wrongType(expected: "an array of keys", found: "an object")),
    BadFile(
      name: "a document that is not an object", json: "[1, 2]", path: "",
      problem: .wrongType(expected: "an object", found: "an array")),
  ]

  @Test("a bad layout file is an error naming the JSON path and the problem", arguments: badFiles)
  func badFile(_ bad: BadFile) {
    #expect(throws: LayoutError(path: bad.path, problem: bad.problem)) {
      try KeyboardLayout.decode(from: Data(bad.json.utf8))
    }
  }

  @Test("a layout built in code with a control character in a title or an insertion is invalid")
  func controlCharactersInCode() throws {
    let escape = Key(
      id: "e", title: "E\u{1B}", style: .digit, action: .insert("\u{1B}[2J"),
      placement: .grid(GridCell(column: 0, row: 0)))
    let layout = KeyboardLayout(id: "x", columns: 1, rows: 1, keys: [escape])
    #expect(
      layout.problems == [
        LayoutError(path: "keys[0].title", problem: .controlCharacter("\u{1B}")),
        LayoutError(path: "keys[0].action.insert", problem: .controlCharacter("\u{1B}")),
      ])
  }

  @Test(
    "what a message quotes from a file shows control characters as code points, and long numbers shortened"
  )
  func messagesQuoteSafely() throws {
    let style = "dig\u{1B}[?1049h\u{1B}]0;title\u{7}it"
    let json = Self.file([
      Self.one.replacingOccurrences(
        of: #""digit""#, with: #""dig\u001b[?1049h\u001b]0;title\u0007it""#), Self.two,
    ])
    #expect {
      try KeyboardLayout.decode(from: Data(json.utf8))
    } throws: { error in
      (error as? LayoutError)?.problem == .unknownStyle(style)
        && (error as? LayoutError)?.description
          == #"keys[0].style: unknown style "digU+001B[?1049hU+001B]0;titleU+0007it"; expected digit, operator, function or primary"#
    }
    let digits = "1e" + String(repeating: "9", count: 40)
    #expect(
      LayoutError(
        path: "columns", problem: .badNumber(digits, requirement: "must be from 1 to 100")
      )
      .description == "columns: bad number 1e99999999999999…9999: must be from 1 to 100")
    #expect(
      LayoutError(path: "keys[0].title", problem: .controlCharacter("\u{1B}")).description
        == "keys[0].title: holds the control character U+001B; it must be printable text")
  }

  @Test("an overlap error names both keys")
  func overlapMessage() {
    let json = Self.file([
      Self.one, Self.two.replacingOccurrences(of: #""column": 1"#, with: #""column": 0"#),
    ])
    let problems = KeyboardLayout.problems(in: Data(json.utf8))
    #expect(problems.map(\.description) == [#"keys[1]: key "two" overlaps key "one" at keys[0]"#])
  }

  @Test("every problem of every key is reported, not just the first")
  func allProblems() {
    let json = Self.file([
      Self.one.replacingOccurrences(of: #""digit""#, with: #""fancy""#),
      Self.two.replacingOccurrences(of: #""id": "two""#, with: #""id": "one""#),
      Self.two.replacingOccurrences(of: #""column": 1"#, with: #""column": 5"#)
        .replacingOccurrences(of: #"{"insert": "2"}"#, with: #""nope""#),
    ])
    #expect(
      KeyboardLayout.problems(in: Data(json.utf8)).map(\.path) == [
        "keys[0].style", "keys[2].action",
      ])
    let valid = Self.file([Self.one, Self.two])
    #expect(KeyboardLayout.problems(in: Data(valid.utf8)) == [])
  }

  @Test("a syntax error reports the line and column of the offending character")
  func syntaxPosition() {
    let json = "{\n  \"id\": \"é\",\n  \"columns\": 2 x\n}"
    #expect(
      KeyboardLayout.problems(in: Data(json.utf8)).map(\.description) == [
        "invalid JSON at line 3, column 16: unexpected 'x', expected ',' or '}' in an object"
      ])
  }

  @Test("pathological input is an error, never a crash or a hang")
  func pathological() {
    let inputs: [Data] = [
      Data(String(repeating: "[", count: 100_000).utf8),
      Data(String(repeating: "{\"a\":", count: 100_000).utf8),
      Data([0xFF, 0xFE, 0x00]),
      Data("{\"id\": \"\u{1}\"}".utf8),
      Data([UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")]),
      Data(#"{"id": "\ud800"}"#.utf8),
      Data(#"{"id": "\uZZZZ"}"#.utf8),
      Data("-".utf8),
      Data("01".utf8),
      Data("1.".utf8),
      Data("tru".utf8),
    ]
    for input in inputs {
      let problems = KeyboardLayout.problems(in: input)
      #expect(problems.count == 1)
      guard case .invalidJSON? = problems.first?.problem else {
        Issue.record("expected a syntax error for \(input as NSData), got \(problems)")
        continue
      }
    }
  }

  @Test("too many keys is an error, reported before any key is checked")
  func tooManyKeys() {
    let keys = Array(repeating: Self.one, count: KeyboardLayout.maximumKeyCount + 1)
    #expect(throws: LayoutError(path: "keys", problem: .tooLarge(count: 1001, limit: 1000))) {
      try KeyboardLayout.decode(from: Data(Self.file(keys).utf8))
    }
  }

  @Test(
    "random damage to a layout file never crashes the reader", arguments: [1, 2, 3] as [UInt64])
  func mutations(seed: UInt64) throws {
    let original = Array(try JSONEncoder().encode(KeyboardLayout.calculatorWithParentheses))
    var generator = SeededGenerator(seed: seed)
    let alphabet = Array(#"{}[]:,"-0123456789.eE\ tfn"#.utf8) + [0, 0xFF, 0xC3]
    for _ in 0..<300 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[index] = alphabet.randomElement(using: &generator) ?? 0
        case 1: bytes.remove(at: index)
        default: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: index)
        }
        if bytes.isEmpty { bytes = [0] }
      }
      let problems = KeyboardLayout.problems(in: Data(bytes))
      let decoded = try? KeyboardLayout.decode(from: Data(bytes))
      #expect(problems.isEmpty == (decoded != nil))
    }
  }

  @Test(
    "every built-in layout survives a JSON round trip unchanged",
    arguments: KeyboardLayout.builtInNames)
  func roundTrip(name: String) throws {
    let layout = try #require(KeyboardLayout.builtIn(named: name))
    let data = try JSONEncoder().encode(layout)
    #expect(try KeyboardLayout.decode(from: data) == layout)
    #expect(try JSONDecoder().decode(KeyboardLayout.self, from: data) == layout)
  }

  @Test("keys with free-form frames, explicit labels and every action survive a round trip")
  func roundTripEverything() throws {
    let actions: [KeyAction] = [
      .insert("7"), .deleteBackward, .return, .clear, .evaluate, .moveCursor(-1),
      .switchLayout("decimalPad"), .custom("send"),
    ]
    let layout = KeyboardLayout(
      id: "everything", columns: 8, rows: 2,
      keys: actions.enumerated().map { index, action in
        Key(
          id: "k\(index)", title: "K\(index)", style: .function, action: action,
          placement: .grid(column: index, row: 0))
      } + [
        Key(
          id: "wide", title: "Send", style: .primary, action: .custom("send"),
          placement: .frame(FractionalFrame(x: 0.125, y: 0.5, width: 0.75, height: 0.5)),
          accessibilityLabel: "Send the list")
      ])
    #expect(layout.problems == [])
    let data = try JSONEncoder().encode(layout)
    #expect(try KeyboardLayout.decode(from: data) == layout)
  }

  @Test("JSONDecoder reports a bad layout inside a larger document with the full path")
  func decoderPath() {
    struct Settings: Decodable { var keyboard: KeyboardLayout }
    let json =
      #"{"keyboard": "#
      + Self.file([Self.one, Self.two.replacingOccurrences(of: "digit", with: "odd")]) + "}"
    #expect(throws: LayoutError(path: "keyboard.keys[1].style", problem: .unknownStyle("odd"))) {
      try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
    }
  }
}
