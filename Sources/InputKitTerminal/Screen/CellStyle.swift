/// How a cell's character is drawn: colours and text attributes.
///
/// Styles are plain values so the renderer can compare the style a cell needs with the one
/// the terminal is in and send only the difference.
public struct CellStyle: Hashable, Sendable {
  /// The character's colour.
  public var foreground: TerminalColor
  /// The cell's background colour.
  public var background: TerminalColor
  /// Bold (often also brighter) text.
  public var bold: Bool
  /// Dim (faint) text.
  public var dim: Bool
  /// Underlined text.
  public var underline: Bool
  /// Foreground and background swapped, the classic selection look.
  public var inverse: Bool

  /// Creates a style; every attribute defaults to the terminal's plain text.
  public init(
    foreground: TerminalColor = .default,
    background: TerminalColor = .default,
    bold: Bool = false,
    dim: Bool = false,
    underline: Bool = false,
    inverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.inverse = inverse
  }

  /// The terminal's plain text: default colours, no attributes.
  public static let plain = CellStyle()
}
