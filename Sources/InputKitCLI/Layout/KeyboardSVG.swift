import Foundation
import InputKitCore
import InputKitTerminal

/// Draws a laid-out keyboard as SVG: one `rect` per key at exactly its frame, its title as
/// `text` centred on it, and its accessibility label as the key's `title` tooltip.
enum KeyboardSVG {
  /// The SVG document for `geometry` in `theme`, with the titles and labels the UIKit keyboard
  /// shows in `locale` (the core's `ReturnKeyConfiguration`): the decimal key shows the
  /// locale's separator, and the labels are in the locale's language.
  static func render(
    _ geometry: LaidOutKeyboard, theme: KeyboardPalette,
    locale: Locale = Locale(identifier: "en_US_POSIX")
  ) -> String {
    let f = LayoutArguments.format
    let width = f(geometry.metrics.size.width)
    let height = f(geometry.metrics.size.height)
    let language = InterfaceLanguage(locale: locale)
    let keys = ReturnKeyConfiguration()
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)">
      <title>\(escape(geometry.layout.id))</title>
      <rect width="\(width)" height="\(height)" fill="\(theme.background.hexString)"/>
      <g font-family="-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif" \
      text-anchor="middle">

      """
    // Drawing each key's outline in the background colour separates keys that touch (zero
    // spacing) while every rect keeps the key's exact frame.
    for (key, frame) in zip(geometry.layout.keys, geometry.frames)
    where frame.width > 0 && frame.height > 0 {
      // The same corners and title sizes as the UIKit keyboard: the core's dimensions.
      let dimensions = KeyboardDimensions.standard
      let corner = f(
        CGFloat(dimensions.cornerRadius(forKeyWidth: frame.width, height: frame.height)))
      let fontSize = CGFloat(
        dimensions.titleFontSize(forKeyWidth: frame.width, height: frame.height))
      // A baseline 0.35 em below the middle centres digits and signs; `dominant-baseline`
      // would say this directly, but common renderers (librsvg among them) ignore it.
      let baseline = frame.midY + fontSize * 0.35
      svg += """
          <g>
            <title>\(escape(keys.accessibilityLabel(for: key, in: language)))</title>
            <rect x="\(f(frame.minX))" y="\(f(frame.minY))" width="\(f(frame.width))" \
        height="\(f(frame.height))" rx="\(corner)" fill="\(theme.colors(for: key.style).fill.hexString)" \
        stroke="\(theme.background.hexString)" stroke-width="2"/>
            <text x="\(f(frame.midX))" y="\(f(baseline))" font-size="\(f(fontSize))" \
        fill="\(theme.colors(for: key.style).title.hexString)">\(escape(keys.title(for: key, in: language, locale: locale)))</text>
          </g>

        """
    }
    svg += "</g>\n</svg>\n"
    return svg
  }

  /// `text` safe inside XML content and attribute values. Control characters (which XML 1.0
  /// mostly forbids, and which a terminal showing the document would act on) are written as
  /// code points (`U+001B`), and U+FFFE and U+FFFF become U+FFFD, so that the document stays
  /// well-formed.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.showingControlCharacters.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
