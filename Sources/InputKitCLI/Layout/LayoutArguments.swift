import Foundation
import InputKitCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the layout commands share: finding a layout by built-in name or file, reading the
/// size options into `KeyboardMetrics`, and printing numbers and problems.
enum LayoutArguments {
  /// The options that describe the keyboard's size, for `layout` and `render`.
  static let metricsOptions: [OptionSpec] = [
    .value("width"), .value("height"), .value("spacing"), .value("insets"), .value("scale"),
  ]

  /// The help lines for `metricsOptions`.
  static let metricsHelp = """
      --width W            The keyboard's width in points, above 0 (required).
      --height H           The keyboard's height in points, above 0 (required).
      --spacing S          The gap between keys in points (default 0).
      --insets T,L,B,R     Safe-area insets in points: top, left, bottom, right
                           (default 0).
      --scale S            Device pixels per point that edges snap to (default 1).
    """

  /// The help paragraph explaining NAME|FILE.
  static var sourceHelp: String {
    let names = KeyboardLayout.builtInNames
    let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    return HelpText.wrapped(
      "NAME is a built-in layout: \(list). Anything else is read as a layout file "
        + "(its format: the \"Keyboard layouts\" article of the InputKitCore documentation, "
        + "Sources/InputKitCore/InputKitCore.docc/KeyboardLayouts.md).")
  }

  /// The single positional argument, or a usage error naming what is missing or extra.
  static func single(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> String {
    guard let first = arguments.positionals.first else {
      throw UsageError("Missing \(name)")
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError("Unexpected argument '\(arguments.positionals[1])'")
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
    guard let layout = try load(source, io: io) else { return nil }
    // The engine validates the metrics; its refusal is the user's option values.
    do throws(KeyboardMetricsError) {
      return try layout.layOut(in: metrics)
    } catch {
      throw UsageError(error.description.prefix(1).uppercased() + error.description.dropFirst())
    }
  }

  /// The metrics the options give, not yet validated; a usage error for a missing or
  /// malformed value.
  private static func metrics(_ arguments: ParsedArguments) throws(UsageError) -> KeyboardMetrics {
    KeyboardMetrics(
      size: CGSize(
        width: try positive(arguments, "width"), height: try positive(arguments, "height")),
      insets: try insets(arguments),
      keySpacing: CGFloat(try arguments.number("spacing") ?? 0),
      scale: CGFloat(try arguments.number("scale") ?? 1))
  }

  /// A required size in points: a keyboard with no width or height has nothing to draw, so
  /// zero is refused here although the engine accepts it.
  private static func positive(
    _ arguments: ParsedArguments, _ name: String
  ) throws(UsageError) -> CGFloat {
    let value = try arguments.requiredNumber(name)
    guard value > 0 else {
      throw UsageError(
        "Option '--\(name)' needs a number greater than 0, not '\(arguments.value(name) ?? "")'")
    }
    return CGFloat(value)
  }

  private static func insets(_ arguments: ParsedArguments) throws(UsageError) -> EdgeInsets {
    guard let text = arguments.value("insets") else { return .zero }
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map { part in
      Double(part.trimmingCharacters(in: .whitespaces))
    }
    guard values.count == 4, case let numbers = values.compactMap({ $0 }), numbers.count == 4,
      numbers.allSatisfy(\.isFinite)
    else {
      throw UsageError("Option '--insets' needs four numbers T,L,B,R, not '\(text)'")
    }
    return EdgeInsets(
      top: CGFloat(numbers[0]), left: CGFloat(numbers[1]), bottom: CGFloat(numbers[2]),
      right: CGFloat(numbers[3]))
  }

  /// The built-in layout called `source`, or the layout in the file at that path. A name
  /// that is neither a built-in nor a file, and looks like a name rather than a path (no
  /// `/`, no `.`), is a mistyped built-in: a usage error that suggests the right one. Other
  /// failures write `error:` lines and return `nil`.
  static func load(_ source: String, io: CommandIO) throws(UsageError) -> KeyboardLayout? {
    if let layout = KeyboardLayout.builtIn(named: source) { return layout }
    if !source.contains("/"), !source.contains("."),
      !FileManager.default.fileExists(atPath: source)
    {
      throw UsageError(unknownLayoutMessage(source))
    }
    return loadFile(source, io: io)
  }

  /// "Unknown layout 'calculater' (did you mean calculator?) …", naming every built-in.
  static func unknownLayoutMessage(_ name: String) -> String {
    let names = KeyboardLayout.builtInNames
    var message = "Unknown layout '\(name)'"
    if let suggestion = BuiltInLayoutSuggestion.closest(to: name, among: names) {
      message += " (did you mean \(suggestion)?)"
    }
    return message + "; built-in layouts: \(names.joined(separator: ", ")), "
      + "or give a layout file's path"
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
      io.writeError("error: Cannot read '\(path)': \(failure.message)\n")
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
