import Foundation
import InputKitCore

/// `inputkit render`: draws a layout at a size as an SVG file.
enum RenderCommand: Command {
  static let name = "render"
  static let summary = "draw a keyboard layout at a size as SVG"
  static let options =
    LayoutArguments.metricsOptions + [.value("theme"), .value("output", short: "o")]

  static var help: String {
    """
    USAGE: inputkit render NAME|FILE --width W --height H [--theme light|dark] [-o FILE.svg]

    Lays the keyboard out and draws it: keys as rects coloured by style and theme, titles as
    text. Writes to FILE.svg, or to standard output without -o (or with -o -). A regular
    FILE is replaced atomically, keeping its permissions; a link is followed; a pipe or a
    device (/dev/stdout) is written in place; a read-only file is refused.
    \(LayoutArguments.sourceHelp)

    OPTIONS:
    \(LayoutArguments.metricsHelp)
      --theme light|dark   the colours (default light)
      -o, --output FILE    where to write the SVG
      -h, --help           show this help

    EXAMPLES:
      inputkit render calculator --width 320 --height 200 -o calculator.svg
      inputkit render decimalPad --width 390 --height 260 --spacing 6 --theme dark -o pad.svg

    Exit status: 0 written, 1 the layout could not be read or the file written, 2 usage error.

    """
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitStatus {
    let themeName = arguments.value("theme") ?? "light"
    guard let theme = KeyboardTheme.named(themeName) else {
      throw UsageError("option '--theme' is light or dark, not '\(themeName)'")
    }
    let output = arguments.value("output") ?? "-"
    if output.isEmpty { throw UsageError("option '--output' needs a file name") }
    guard let geometry = try LayoutArguments.laidOut(arguments, io: io) else { return .failure }
    let svg = KeyboardSVG.render(geometry, theme: theme)
    if output == "-" {
      io.write(svg)
      return .success
    }
    do throws(OutputFile.Failure) {
      try OutputFile.write(Data(svg.utf8), to: output)
    } catch {
      io.writeError("error: cannot write '\(output)': \(error.message)\n")
      return .failure
    }
    return .success
  }
}
