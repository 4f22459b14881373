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
    (blank lines are skipped), exactly: 0.1+0.2 is 0.3. Each expression prints one
    line: its exact value correctly rounded to 16 significant digits on standard
    output, or 'error: MESSAGE (column N)' on standard error, N counting characters
    from 1.

    Expressions use digits, + - − * x × / ÷ %, parentheses and spaces. A percent
    right of + or − is a percentage of the left side: 50+10% is 55, 50×10% is 5.

    A line longer than 100000 bytes (the longest expression) is an error for that
    line, and the lines after it are still evaluated; input with no line break in
    16 MiB is not read further. Output to a file or pipe is written in large
    blocks, to a terminal line by line.

    OPTIONS:
      --locale ID   Read and print numbers with the decimal separator of locale ID
                    (de_DE: 0,1+0,2 prints 0,3). Default: '.'.
      -h, --help    Show this help.

    EXIT STATUS:
      0    Every expression has a value.
      1    An expression has an error.
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
          if isBlank(text) { continue }
          evaluate(text)
        case .tooLong(_, let endsInput):
          failed = true
          let message = ExpressionError(kind: .tooLong, range: "".startIndex..<"".endIndex)
            .message(in: .english)
          io.writeError("error: \(message) (column \(limit + 1))\n")
          if endsInput {
            io.writeError(
              "error: No line break in \(LineReader.discardLimit >> 20) MiB of input; "
                + "the rest is not read\n")
          }
        }
      }
    } else {
      arguments.positionals.forEach(evaluate)
    }
    return failed ? .failure : .success
  }

  /// Whether `text` has nothing but white space. Most lines start with a digit, a sign or a
  /// parenthesis, which settles it without looking up Unicode properties.
  private static func isBlank(_ text: String) -> Bool {
    if let first = text.utf8.first, first > 0x20 && first < 0x80 { return false }
    return text.allSatisfy(\.isWhitespace)
  }
}
