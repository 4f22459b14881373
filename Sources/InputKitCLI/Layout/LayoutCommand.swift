import Foundation
import InputKitCore

/// `inputkit layout`: prints a layout's key frames at a size, as JSON.
enum LayoutCommand: Command {
  static let name = "layout"
  static let summary = "Print a keyboard layout's key frames at a size, as JSON"
  static let options = LayoutArguments.metricsOptions

  static var help: String {
    """
    USAGE: inputkit layout NAME|FILE --width W --height H [--spacing S]
                           [--insets T,L,B,R] [--scale S]

    Lays the keyboard out and prints one JSON object per key, in layout order:
    {"id","title","x","y","width","height"}, in points, snapped to the pixel grid
    (printed to a millionth of a point).

    OPTIONS:
    \(LayoutArguments.metricsHelp)
      -h, --help           Show this help.

    \(LayoutArguments.sourceHelp)

    EXIT STATUS:
      0    The frames were printed.
      1    The layout file cannot be read.
      2    A usage error, such as a missing size or one that is not greater than 0.

    EXAMPLES:
      inputkit layout calculator --width 320 --height 200
      inputkit layout my-layout.json --width 390 --height 260 --spacing 6 --scale 3

    """
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitStatus {
    guard let geometry = try LayoutArguments.laidOut(arguments, io: io) else { return .failure }
    io.write(json(geometry))
    return .success
  }

  /// The frames as a JSON array, one key per line, members in the documented order.
  static func json(_ geometry: LaidOutKeyboard) -> String {
    let lines = zip(geometry.layout.keys, geometry.frames).map { key, frame in
      let f = LayoutArguments.format
      return "  {\"id\":\(quoted(key.id)),\"title\":\(quoted(key.title)),"
        + "\"x\":\(f(frame.minX)),\"y\":\(f(frame.minY)),"
        + "\"width\":\(f(frame.width)),\"height\":\(f(frame.height))}"
    }
    return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.isControlCharacter:
        // DEL and the C1 controls too: JSON allows them raw, but a terminal would act on them.
        result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
