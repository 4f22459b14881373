import Foundation
import InputKitCore

/// `inputkit press [--layout NAME|FILE] [--locale ID] [--return …] [--text T] KEY…`: presses
/// keys of a layout on a field, with the layout's rules, as the on-screen keyboard would.
public enum PressCommand: Command {
  /// `press`.
  public static let name = "press"

  /// One line for the tool's command list.
  public static let summary = "Press keys on a field and print its text and live result"

  /// The full `--help` text.
  public static var help: String {
    """
    USAGE: inputkit press [--layout NAME|FILE] [--locale ID] [--return BEHAVIOUR]
                          [--text T] KEY…

    Presses each KEY, named by its id (digit7, times, delete, return…), its title
    (7, ×, ←, ↵…) or the character typed for it (* / - ,), on a field that holds
    T with the caret at its end, through the same core the keyboard uses: the
    layout's input rules, the return behaviour and the live result. Prints the
    field's text on line 1 and the live result on line 2 (empty when there is
    none). A press the rules refuse is reported on standard error, with the
    reason, and leaves the text as it was.

    OPTIONS:
      --layout NAME|FILE   The keyboard (default calculator).
      --locale ID          The decimal separator that the decimal key types and
                           results use (de_DE: 1 decimal 5 types 1,5). Default: '.'.
      --return BEHAVIOUR   What the return key does: resign, evaluate (default),
                           newline or evaluateThenResign.
      --text T             The field's text before the first press (default empty).
      -h, --help           Show this help.

    \(LayoutArguments.sourceHelp)

    EXIT STATUS:
      0    The keys were pressed (refused presses included).
      1    The layout file cannot be read.
      2    A usage error, such as an unknown key or layout name.

    EXAMPLES:
      inputkit press 1 2 + 3 ×            # prints 12+3× and 15
      inputkit press --text 12+3 return   # prints 15
      inputkit press 1 decimal decimal    # the second separator is refused

    """
  }

  /// `--layout`, `--locale`, `--return`, `--text`.
  public static let options: [OptionSpec] = [
    .value("layout"), .value("locale"), .value("return"), .value("text"),
  ]

  /// Presses the keys and prints the field.
  public static func run(
    _ arguments: ParsedArguments, io: CommandIO
  ) throws(UsageError)
    -> ExitStatus
  {
    let returnBehavior = try Self.returnBehavior(arguments.value("return") ?? "evaluate")
    let locale = try arguments.locale("locale") ?? Locale(identifier: "en_US_POSIX")
    guard !arguments.positionals.isEmpty else { throw UsageError("Missing KEY") }
    guard
      let layout = try LayoutArguments.load(arguments.value("layout") ?? "calculator", io: io)
    else { return .failure }
    // A loop, not `map` with a typed-throws closure: iOS 16's standard library has no such
    // overload.
    var keys: [Key] = []
    keys.reserveCapacity(arguments.positionals.count)
    for name in arguments.positionals {
      guard
        let key = layout.key(withID: name) ?? layout.keys.first(where: { $0.title == name })
          ?? (name.count == 1 ? name.first.flatMap(layout.key(forTyped:)) : nil)
      else {
        // A layout file's ids are shown, never sent: a control character in one is a code point.
        throw UsageError(
          ("Unknown key '\(name)' in layout '\(layout.id)'; keys: "
            + layout.keys.map { "\($0.id) (\($0.title))" }.joined(separator: ", "))
            .showingControlCharacters)
      }
      keys.append(key)
    }
    // Only the last preview is printed: one evaluation at the end instead of one per key,
    // which made pressing n keys take n evaluations of a text growing to n characters.
    let processor = KeyPressProcessor(
      rules: layout.inputRules(locale: locale), returnBehavior: returnBehavior,
      showsPreview: false, locale: locale)
    var state = TextEditingState(text: arguments.value("text") ?? "")
    for key in keys {
      // In place: the edit extends the text without copying it, keeping n keys linear.
      let result = processor.process(key.action, updating: &state)
      switch result.change {
      case .rejected(let rejection):
        let line = "refused: \(key.id) (\(key.title)): \(rejection.message(in: .english))"
        io.writeError(line.showingControlCharacters + "\n")
      case .resign:
        io.writeError("\(key.id): return ends editing".showingControlCharacters + "\n")
      default:
        break
      }
    }
    let preview = processor.preview(of: state.text)
    io.write(state.text + "\n" + (preview ?? "") + "\n")
    return .success
  }

  private static func returnBehavior(_ name: String) throws(UsageError) -> ReturnBehavior {
    guard let behavior = ReturnBehavior(rawValue: name) else {
      throw UsageError(
        "Unknown return behaviour '\(name)' (use "
          + ReturnBehavior.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    return behavior
  }
}
