/// A colour a terminal can show, from the most portable to the most precise.
///
/// `.standard` colours follow the user's terminal theme; `.palette` indexes the xterm
/// 256-colour palette; `.rgb` asks for an exact colour, which most modern terminals honour.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the sixteen theme colours.
  case standard(StandardColor)
  /// An entry of the 256-colour palette (0–15 are the theme colours, 16–231 a colour cube,
  /// 232–255 greys).
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The sixteen colours every colour terminal has, which follow the user's theme.
  public enum StandardColor: UInt8, CaseIterable, Sendable {
    /// Black.
    case black = 0
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White (light grey on most themes).
    case white
    /// Bright black (dark grey on most themes).
    case brightBlack
    /// Bright red.
    case brightRed
    /// Bright green.
    case brightGreen
    /// Bright yellow.
    case brightYellow
    /// Bright blue.
    case brightBlue
    /// Bright magenta.
    case brightMagenta
    /// Bright cyan.
    case brightCyan
    /// Bright white.
    case brightWhite
  }
}
