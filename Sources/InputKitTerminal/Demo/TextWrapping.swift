/// Fitting text into columns: wrapping messages, shortening list entries, and the part of a
/// long field around its caret.
enum TextWrapping {
  /// `text` broken into lines of at most `width` columns, at spaces where possible; at most
  /// `maximumLines` lines, the last ending in `…` when text was left over.
  static func lines(of text: String, width: Int, maximumLines: Int) -> [String] {
    guard width > 0, maximumLines > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = DisplayWidth.of(word)
      let separator = current.isEmpty ? 0 : 1
      if currentWidth + separator + wordWidth <= width {
        if separator == 1 { current += " " }
        current += word
        currentWidth += separator + wordWidth
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      currentWidth = 0
      // A word longer than a line is cut into pieces.
      for character in word {
        let characterWidth = DisplayWidth.of(character)
        if currentWidth + characterWidth > width {
          lines.append(current)
          current = ""
          currentWidth = 0
        }
        current.append(character)
        currentWidth += characterWidth
      }
    }
    if !current.isEmpty { lines.append(current) }
    guard lines.count > maximumLines else { return lines }
    var kept = Array(lines.prefix(maximumLines))
    kept[maximumLines - 1] = truncated(kept[maximumLines - 1] + " …", width: width)
    return kept
  }

  /// `text` if it fits in `width` columns, otherwise as much of it as fits with `…` after.
  static func truncated(_ text: String, width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// The part of `text` to show in a field `width` columns wide so that `caret` is visible:
  /// from the start when it fits, otherwise ending at the caret.
  static func window(
    of text: String, keeping caret: String.Index, width: Int
  ) -> (beforeCaret: Substring, afterCaret: Substring) {
    let before = text[..<caret]
    let after = text[caret...]
    var start = caret
    var used = 0
    while start > text.startIndex {
      let previous = text.index(before: start)
      let characterWidth = DisplayWidth.of(text[previous])
      if used + characterWidth > max(width, 0) { break }
      used += characterWidth
      start = previous
    }
    return start == text.startIndex ? (before, after) : (text[start..<caret], after)
  }
}
