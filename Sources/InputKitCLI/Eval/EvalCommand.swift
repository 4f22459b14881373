import Foundation
import InputKitCore

/// `inputkit eval [--locale ID] [EXPR…]`: evaluates calculator expressions exactly and
/// prints each result, one line per expression.
public enum EvalCommand: Command {
  /// `eval`.
  public static let name = "eval"

  /// One line for the tool's command list.
  public static let summary = "Evaluate calculator expressions exactly (0.1+0.2 is 0.3)"

  /// The full `--help` text.
  public static let help = """
    USAGE: inputkit eval [--locale ID] [EXPR…]

    Evaluates each EXPR, or each line of standard input when no EXPR is given
    (blank lines, of nothing but spaces, are skipped), exactly: 0.1+0.2 is 0.3.
    Each expression prints one line: its exact value correctly rounded to 16
    significant digits on standard output, or 'error: MESSAGE (column N)' on
    standard error, N counting characters from 1.

    Expressions use digits, + - − * x × / ÷ %, parentheses and spaces. A percent
    right of + or − is a percentage of the left side: 50+10% is 55, 50×10% is 5.

    A line longer than 100000 bytes (the longest expression) is an error for that
    line, at the column where it passes the limit; the rest of it is skipped in
    constant memory, however long, and the lines after it are still evaluated.
    Input that cannot be read (a folder, a closed descriptor) is an error. Output
    to a file or pipe is written in large blocks, to a terminal line by line; when
    its reader goes away, eval stops quietly with status 1.

    OPTIONS:
      --locale ID   Read and print numbers with the decimal separator of locale ID
                    (de_DE: 0,1+0,2 prints 0,3). Default: '.'.
      -h, --help    Show this help.

    EXIT STATUS:
      0    Every expression has a value.
      1    An expression has an error, standard input cannot be read, or standard
           output cannot be written.
      2    A usage error.

    EXAMPLES:
      inputkit eval '12+3×4' '50+10%'
      inputkit eval --locale de_DE '0,1+0,2'
      printf '1÷3\\n2×(3+4)\\n' | inputkit eval

    """

  /// `--locale ID`.
  public static let options: [OptionSpec] = [.value("locale")]

  /// Evaluates the arguments or the lines of standard input.
  public static func run(
    _ arguments: ParsedArguments, io: CommandIO
  ) throws(UsageError)
    -> ExitStatus
  {
    let locale = try arguments.locale("locale") ?? Locale(identifier: "en_US_POSIX")
    let evaluator = ExpressionEvaluator(locale: locale)
    let formatter = ResultFormatter(locale: locale)
    var failed = false
    func evaluate(_ text: String) {
      switch evaluator.value(of: text) {
      case .success(let value):
        formatter.withUTF8(of: value) { io.writeBytes($0) }
        withUnsafeBytes(of: UInt8(ascii: "\n")) { io.writeBytes($0.bindMemory(to: UInt8.self)) }
      case .failure(let error):
        failed = true
        io.writeError(
          "error: \(error.message(in: .english, text: text)) (column \(error.column(in: text)))\n"
        )
      }
    }
    if arguments.positionals.isEmpty {
      let limit = evaluator.limits.maximumLength
      // Once standard output takes nothing more, reading on (from an endless producer) would
      // never end.
      while io.outputFailure() == nil, let line = io.readBoundedLine(limit) {
        switch line {
        case .line(let text):
          // The same rule as for an argument: only what the expression itself skips is blank.
          if evaluator.isBlank(text) { continue }
          evaluate(text)
        case .tooLong(let beginning):
          // Longer than the limit, so it is an error; its column is the character the limit
          // falls in, counted as for an argument.
          evaluate(beginning)
        case .unreadable(let code):
          failed = true
          io.writeError("error: Cannot read standard input: \(OutputFile.reason(code))\n")
        }
      }
    } else {
      arguments.positionals.forEach(evaluate)
    }
    return failed ? .failure : .success
  }
}
