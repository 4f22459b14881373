import Foundation
import InputKitCore

/// `inputkit render`: draws a layout at a size as an SVG file.
enum RenderCommand: Command {
  static let name = "render"
  static let summary = "Draw a keyboard layout at a size as SVG"
  static let options =
    LayoutArguments.metricsOptions + [
      .value("theme"), .value("locale"), .value("output", short: "o"),
    ]

  static var help: String {
    """
    USAGE: inputkit render NAME|FILE --width W --height H [--spacing S]
                           [--insets T,L,B,R] [--scale S] [--theme light|dark]
                           [--locale ID] [-o FILE.svg]

    Lays the keyboard out and draws it: keys as rects coloured by style and theme,
    titles as text, with the titles and labels the iOS keyboard shows. Writes to
    FILE.svg, or to standard output without -o (or with -o -). A regular FILE is
    replaced atomically, keeping its permissions; a link is followed; a pipe or a
    device (/dev/stdout) is written in place; a read-only file, or another user's
    file you may not write, is refused. A named pipe (FIFO) must be opened by its
    reader within 2 seconds, or render stops with an error instead of waiting
    forever.

    OPTIONS:
    \(LayoutArguments.metricsHelp)
      --theme light|dark   The colours (default light).
      --locale ID          The decimal key's title (a comma for de_DE) and the
                           language of the keys' labels (default en_US_POSIX).
      -o, --output FILE.svg
                           Where to write the SVG (default standard output).
      -h, --help           Show this help.

    \(LayoutArguments.sourceHelp)

    EXIT STATUS:
      0    The SVG was written.
      1    The layout file cannot be read or the SVG file cannot be written.
      2    A usage error, such as a missing size or one that is not greater than 0.

    EXAMPLES:
      inputkit render calculator --width 320 --height 200 -o calculator.svg
      inputkit render decimalPad --width 390 --height 260 --theme dark -o pad.svg
      inputkit render decimalPad --width 390 --height 260 --locale de_DE -o pad.svg

    """
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitStatus {
    let themeName = arguments.value("theme") ?? "light"
    guard let theme = KeyboardTheme.named(themeName) else {
      throw UsageError("Option '--theme' is light or dark, not '\(themeName)'")
    }
    let output = arguments.value("output") ?? "-"
    if output.isEmpty { throw UsageError("Option '--output' needs a file name") }
    let locale = try arguments.locale("locale") ?? Locale(identifier: "en_US_POSIX")
    guard let geometry = try LayoutArguments.laidOut(arguments, io: io) else { return .failure }
    let svg = KeyboardSVG.render(geometry, theme: theme, locale: locale)
    if output == "-" {
      io.write(svg)
      return .success
    }
    // `-o /dev/stdout` writes to the descriptor directly, after what is buffered for it.
    io.flush()
    do throws(OutputFile.Failure) {
      try OutputFile.write(Data(svg.utf8), to: output)
    } catch {
      let sentence = error.namesFile ? error.message : "Cannot write '\(output)': \(error.message)"
      io.writeError("error: \(sentence)\n")
      return .failure
    }
    return .success
  }
}
