import Foundation
import InputKitCore

/// What the layout commands share: finding a layout by built-in name or file, reading the
/// size options into `KeyboardMetrics`, and printing numbers and problems.
enum LayoutArguments {
  /// The options that describe the keyboard's size, for `layout` and `render`.
  static let metricsOptions: [OptionSpec] = [
    .value("width"), .value("height"), .value("spacing"), .value("insets"), .value("scale"),
  ]

  /// The help lines for `metricsOptions`.
  static let metricsHelp = """
      --width W            the keyboard's width in points (required)
      --height H           the keyboard's height in points (required)
      --spacing S          the gap between keys in points (default 0)
      --insets T,L,B,R     safe-area insets in points: top, left, bottom, right (default 0)
      --scale S            device pixels per point that edges snap to (default 1)
    """

  /// The help paragraph explaining NAME|FILE.
  static var sourceHelp: String {
    "NAME is a built-in layout (\(KeyboardLayout.builtInNames.joined(separator: ", ")));\n"
      + "anything else is read as a layout file (see Guides/KeyboardLayouts.md)."
  }

  /// The single positional argument, or a usage error naming what is missing or extra.
  static func single(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> String {
    guard let first = arguments.positionals.first else {
      throw UsageError("missing \(name)")
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError("unexpected argument '\(arguments.positionals[1])'")
    }
    return first
  }

  /// The layout named by the single positional NAME|FILE, laid out at the metrics the
  /// options give, for `layout` and `render`. A usage error for a missing, malformed or
  /// invalid option; `nil` after writing `error:` lines when the layout cannot be read.
  static func laidOut(
    _ arguments: ParsedArguments, io: CommandIO
  ) throws(UsageError) -> LaidOutKeyboard? {
    let source = try single(arguments, "NAME|FILE")
    let metrics = try metrics(arguments)
    guard let layout = load(source, io: io) else { return nil }
    // The engine validates the metrics; its refusal is the user's option values.
    do throws(KeyboardMetricsError) {
      return try layout.layOut(in: metrics)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// The metrics the options give, not yet validated; a usage error for a missing or
  /// malformed value.
  private static func metrics(_ arguments: ParsedArguments) throws(UsageError) -> KeyboardMetrics {
    KeyboardMetrics(
      size: CGSize(
        width: try arguments.requiredNumber("width"), height: try arguments.requiredNumber("height")
      ),
      insets: try insets(arguments),
      keySpacing: CGFloat(try arguments.number("spacing") ?? 0),
      scale: CGFloat(try arguments.number("scale") ?? 1))
  }

  private static func insets(_ arguments: ParsedArguments) throws(UsageError) -> EdgeInsets {
    guard let text = arguments.value("insets") else { return .zero }
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map { part in
      Double(part.trimmingCharacters(in: .whitespaces))
    }
    guard values.count == 4, case let numbers = values.compactMap({ $0 }), numbers.count == 4,
      numbers.allSatisfy(\.isFinite)
    else {
      throw UsageError("option '--insets' needs four numbers T,L,B,R, not '\(text)'")
    }
    return EdgeInsets(
      top: CGFloat(numbers[0]), left: CGFloat(numbers[1]), bottom: CGFloat(numbers[2]),
      right: CGFloat(numbers[3]))
  }

  /// The built-in layout called `source`, or the layout in the file at that path. On
  /// failure, writes `error:` lines and returns `nil`.
  static func load(_ source: String, io: CommandIO) -> KeyboardLayout? {
    KeyboardLayout.builtIn(named: source) ?? loadFile(source, io: io)
  }

  /// The largest layout file read, 1 MiB: far above any keyboard (the 1,000 keys a layout may
  /// have take about 150 KB), and small enough that checking a file never needs much memory.
  static let maximumFileSize = 1 << 20

  /// The layout in the file at `path`, parsed once. On failure, writes one `error:` line per
  /// problem (every problem, not just the first) and returns `nil`.
  static func loadFile(_ path: String, io: CommandIO) -> KeyboardLayout? {
    guard let data = read(path, io: io) else { return nil }
    switch KeyboardLayout.read(from: data) {
    case .success(let layout):
      return layout
    case .failure(let problems):
      io.writeError(problems.all.map { "error: \($0)\n" }.joined())
      return nil
    }
  }

  /// The bytes of the regular file at `path`, or `nil` after writing an `error:` line. A
  /// named pipe or a device is refused without waiting on it, and a file larger than
  /// `maximumFileSize` before any of it is read.
  private static func read(_ path: String, io: CommandIO) -> Data? {
    switch InputFile.read(path, limit: maximumFileSize) {
    case .success(let data):
      return data
    case .failure(let failure):
      var message = "error: cannot read '\(path)': \(failure.message)"
      if case .missing = failure, !path.contains("/"), !path.contains(".") {
        message += " (built-in layouts: \(KeyboardLayout.builtInNames.joined(separator: ", ")))"
      }
      io.writeError(message + "\n")
      return nil
    }
  }

  /// A number as JSON and SVG want it: `64`, not `64.0`, never `-0`, and fractions to a
  /// millionth of a point (`58.666667`), far below any pixel, rather than binary noise
  /// (`58.666666666666686`).
  static func format(_ value: CGFloat) -> String {
    let value = (Double(value) * 1e6).rounded() / 1e6
    if let integer = Int64(exactly: value) { return String(integer) }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

}
