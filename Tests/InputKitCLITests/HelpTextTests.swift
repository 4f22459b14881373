import Foundation
import Testing

@testable import InputKitCLI

/// Every command's help, rendered as a user sees it, follows one style, and README's command
/// table says what the helps say.
@Suite("Help texts")
struct HelpTextTests {
  static var names: [String] { CommandLineTool.commands.map { $0.name } }

  /// A help split into its sections: the heading line (`OPTIONS:`) and the lines under it,
  /// up to the next heading. The USAGE section is the synopsis and its continuation lines.
  struct Sections {
    var order: [String] = []
    var lines: [String: [String]] = [:]

    init(_ text: String) {
      var current = ""
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = String(line)
        if let heading = Self.heading(of: line) {
          current = heading
          order.append(heading)
          if heading == "USAGE" { lines[heading, default: []].append(line) }
          continue
        }
        lines[current, default: []].append(line)
      }
    }

    /// `OPTIONS` for `OPTIONS:`, `USAGE` for `USAGE: …`; a heading is in capitals.
    static func heading(of line: String) -> String? {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon]
      guard !name.isEmpty, name.allSatisfy({ $0.isUppercase || $0 == " " }) else { return nil }
      guard name == "USAGE" || line[colon...] == ":" else { return nil }
      return String(name)
    }

    /// The synopsis on one line, without `USAGE: ` and with runs of spaces collapsed.
    var synopsis: String {
      let usage = (lines["USAGE"] ?? []).prefix { !$0.isEmpty }.joined(separator: " ")
      return usage.dropFirst("USAGE: ".count).split(separator: " ").joined(separator: " ")
    }

    /// The entries of a two-column section (OPTIONS, EXIT STATUS): the term and its
    /// description, which may start on the next line and continue on deeper-indented ones.
    func entries(_ section: String) -> [(term: String, description: String)] {
      var entries: [(term: String, description: String)] = []
      for line in lines[section] ?? [] where !line.isEmpty {
        let indent = line.prefix { $0 == " " }.count
        // A paragraph after the entries is prose about them, not one of them.
        if indent == 0 { break }
        let content = line.dropFirst(indent)
        if indent == 2 {
          let parts = content.split(separator: "  ", maxSplits: 1)
          let term = String(parts[0])
          let description = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
          entries.append((term, description))
        } else if !entries.isEmpty {
          let previous = entries[entries.count - 1].description
          entries[entries.count - 1].description =
            previous.isEmpty ? String(content) : previous + " " + content
        }
      }
      return entries
    }
  }

  @Test("'COMMAND --help' and 'help COMMAND' print the same help and exit 0", arguments: names)
  func bothSpellings(name: String) {
    let flag = ToolRun([name, "--help"])
    let word = ToolRun(["help", name])
    #expect(flag.status == 0)
    #expect(word.status == 0)
    #expect(flag.output == word.output)
    #expect(flag.output.hasPrefix("USAGE: inputkit \(name)"))
    #expect(flag.errors.isEmpty)
  }

  @Test(
    "every help keeps to 80 columns, has no trailing spaces and ends with one newline",
    arguments: names + [""])
  func layout(name: String) {
    let text = name.isEmpty ? CommandLineTool.help : ToolRun(["help", name]).output
    #expect(text.hasSuffix("\n"))
    #expect(!text.hasSuffix("\n\n"))
    for line in text.split(separator: "\n") {
      #expect(line.count <= 80, "\(name): \(line.count) columns: \(line)")
      #expect(line.last != " ", "\(name): trailing space: \(line)")
    }
  }

  @Test(
    "sections come in one order, the exit status in one style", arguments: names + [""])
  func sections(name: String) {
    let text = name.isEmpty ? CommandLineTool.help : ToolRun(["help", name]).output
    let sections = Sections(text)
    let known = ["USAGE", "KEYS", "COMMANDS", "OPTIONS", "EXIT STATUS", "EXAMPLES"]
    #expect(sections.order.allSatisfy(known.contains), "\(name): \(sections.order)")
    #expect(sections.order == known.filter(sections.order.contains), "\(name)")
    #expect(sections.order.first == "USAGE")
    #expect(sections.order.contains("EXIT STATUS"))
    let codes = sections.entries("EXIT STATUS")
    #expect(
      codes.map(\.term).compactMap(Int.init) == codes.map(\.term).compactMap(Int.init).sorted())
    #expect(codes.first?.term == "0")
    #expect(codes.contains { $0.term == "2" && $0.description.hasPrefix("A usage error") })
    for code in codes {
      #expect(Int(code.term) != nil, "\(name): \(code.term)")
      #expect(code.description.first?.isUppercase == true, "\(name): \(code.description)")
      #expect(code.description.hasSuffix("."), "\(name): \(code.description)")
    }
    // Only the heading says it: no second style in the prose.
    let mentions = text.components(separatedBy: "xit status").count - 1
    let headings = text.components(separatedBy: "EXIT STATUS:").count - 1
    #expect(mentions == 0 && headings == 1, "\(name)")
  }

  @Test(
    "every option is in the synopsis and in OPTIONS, each described in a sentence, help last",
    arguments: names)
  func options(name: String) throws {
    let command = try #require(CommandLineTool.commands.first { $0.name == name })
    let sections = Sections(command.help)
    let entries = sections.entries("OPTIONS")
    #expect(entries.last?.term == "-h, --help")
    #expect(entries.last?.description == "Show this help.")
    for entry in entries {
      #expect(entry.description.first?.isUppercase == true, "\(name): \(entry.term)")
      #expect(entry.description.hasSuffix("."), "\(name): \(entry.term)")
    }
    for option in command.options {
      let spelled = option.short.map { "-\($0)" } ?? "--\(option.name)"
      #expect(
        sections.synopsis.contains("[\(spelled)") || sections.synopsis.contains(" \(spelled) "),
        "\(name): \(spelled) not in the synopsis")
      let term = entries.first {
        $0.term.split(separator: " ").contains { word in
          word.trimmingCharacters(in: CharacterSet(charactersIn: ",")) == "--\(option.name)"
        }
      }
      #expect(term != nil, "\(name): --\(option.name) not in OPTIONS")
      if let short = option.short {
        #expect(term?.term.hasPrefix("-\(short), --\(option.name)") == true)
      }
    }
  }

  @Test("every summary is a capitalised phrase without a final period", arguments: names)
  func summary(name: String) throws {
    let command = try #require(CommandLineTool.commands.first { $0.name == name })
    #expect(command.summary.first?.isUppercase == true)
    #expect(!command.summary.hasSuffix("."))
    #expect(CommandLineTool.help.contains("  \(name) "))
  }

  @Test("README's command table shows each command as its help's synopsis", arguments: names)
  func readme(name: String) throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter {
      $0.hasPrefix("| `inputkit \(name) ") || $0.hasPrefix("| `inputkit \(name)`")
    }
    #expect(rows.count == 1, "\(name): \(rows.count) rows")
    let cell = try #require(rows.first?.split(separator: "`").dropFirst().first)
    let command = try #require(CommandLineTool.commands.first { $0.name == name })
    #expect(
      cell.replacingOccurrences(of: "\\|", with: "|") == Sections(command.help).synopsis)
  }

  @Test(
    "error messages start with a capital after 'error: ', whichever command makes them",
    arguments: [
      ["frobnicate"], ["help", "frobnicate"], ["version", "extra"],
      ["eval", "--frobnicate"], ["eval", "--locale"], ["eval", "--locale", "xx_NOWHERE"],
      ["press"], ["press", "--return", "explode", "1"], ["press", "nope"],
      ["press", "--layout", "calculater", "1"],
      ["demo", "extra"], ["demo", "--layout", "qwerty"],
      ["layout", "calculator"], ["layout", "calculator", "--width", "x", "--height", "1"],
      ["layout", "calculator", "--width", "1", "--height", "1", "--insets", "1"],
      ["layout", "calculator", "--width", "1", "--height", "1", "--spacing", "-1"],
      ["layout", "/no/such.json", "--width", "1", "--height", "1"],
      ["render", "calculator", "--width", "1", "--height", "1", "--theme", "pink"],
      ["check-layout"], ["check-layout", "/no/such.json"],
    ])
  func errorMessages(arguments: [String]) {
    let run = ToolRun(arguments)
    #expect(run.status != 0)
    #expect(run.errors.hasPrefix("error: "), "\(run.errors)")
    let first = run.errors.dropFirst("error: ".count).first
    #expect(first?.isUppercase == true, "\(run.errors)")
  }
}
