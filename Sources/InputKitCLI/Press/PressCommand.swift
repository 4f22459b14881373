import Foundation
import InputKitCore

/// `inputkit press [--layout NAME|FILE] [--return …] [--text T] KEY…`: presses keys of a
/// layout on a field, with the layout's rules, as the on-screen keyboard would.
public enum PressCommand: Command {
  /// `press`.
  public static let name = "press"

  /// One line for the tool's command list.
  public static let summary = "Press keyboard keys on a field and print its text and live result"

  /// The full `--help` text.
  public static var help: String {
    """
    USAGE: inputkit press [--layout NAME|FILE] [--return resign|evaluate|newline]
                          [--text T] KEY…

    Presses each KEY, named by its id (digit7, times, delete, return…), its title
    (7, ×, ←, ↵…) or the character typed for it (* / - ,), on a field that holds T
    with the caret at its end, through the same core the keyboard uses: the layout's
    input rules, the return behaviour and the live result. Prints the field's text on line 1 and the live result on line 2 (empty when
    there is none). A press the rules refuse is reported on standard error, with the
    reason, and leaves the text as it was.

    OPTIONS:
      --layout NAME|FILE   the keyboard (default calculator)
      --return BEHAVIOUR   what the return key does: resign, evaluate (default), newline
      --text T             the field's text before the first press (default empty)
      -h, --help           Show this help.

    \(LayoutArguments.sourceHelp)

    EXIT STATUS: 0 when the keys were pressed (refused presses included), 1 when the
    layout file cannot be read, 2 on a usage error such as an unknown key.

    EXAMPLES:
      inputkit press 1 2 + 3 ×            # prints 12+3× and 15
      inputkit press --text 12+3 return   # prints 15
      inputkit press 1 decimal decimal    # the second separator is refused

    """
  }

  /// `--layout`, `--return`, `--text`.
  public static let options: [OptionSpec] = [.value("layout"), .value("return"), .value("text")]

  /// Presses the keys and prints the field.
  public static func run(
    _ arguments: ParsedArguments, io: CommandIO
  ) throws(UsageError)
    -> ExitStatus
  {
    let returnBehavior = try Self.returnBehavior(arguments.value("return") ?? "evaluate")
    guard !arguments.positionals.isEmpty else { throw UsageError("missing KEY") }
    guard let layout = LayoutArguments.load(arguments.value("layout") ?? "calculator", io: io)
    else { return .failure }
    let keys = try arguments.positionals.map { name throws(UsageError) in
      guard
        let key = layout.key(withID: name) ?? layout.keys.first(where: { $0.title == name })
          ?? (name.count == 1 ? name.first.flatMap(layout.key(forTyped:)) : nil)
      else {
        throw UsageError(
          "unknown key '\(name)' in layout '\(layout.id)'; keys: "
            + layout.keys.map { "\($0.id) (\($0.title))" }.joined(separator: ", "))
      }
      return key
    }
    // Only the last preview is printed: one evaluation at the end instead of one per key,
    // which made pressing n keys take n evaluations of a text growing to n characters.
    let processor = KeyPressProcessor(
      rules: layout.inputRules(), returnBehavior: returnBehavior, showsPreview: false)
    var state = TextEditingState(text: arguments.value("text") ?? "")
    for key in keys {
      let result = processor.process(key.action, in: state)
      switch result.effect {
      case .rejected(let rejection):
        io.writeError("refused: \(key.id) (\(key.title)): \(rejection.message(in: .english))\n")
      case .resign:
        io.writeError("\(key.id): return ends editing\n")
      default:
        break
      }
      state = result.state
    }
    let preview = processor.preview(of: state.text)
    io.write(state.text + "\n" + (preview ?? "") + "\n")
    return .success
  }

  private static func returnBehavior(_ name: String) throws(UsageError) -> ReturnBehavior {
    guard let behavior = ReturnBehavior(rawValue: name) else {
      throw UsageError(
        "unknown return behaviour '\(name)' (use "
          + ReturnBehavior.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    return behavior
  }
}
