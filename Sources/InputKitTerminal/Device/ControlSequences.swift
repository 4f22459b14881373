/// The mode switches a full-screen app turns on at start and off at the end.
enum ControlSequences {
  /// Alternate screen (1049), no autowrap (so writing the last column never scrolls), hidden
  /// cursor, mouse press/release reports (1000) in SGR form (1006), bracketed paste (2004).
  static let enter =
    "\u{1B}[?1049h\u{1B}[?7l\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[0m"

  /// Everything `enter` turned on, turned off again in reverse order, leaving the alternate
  /// screen last so that the user's shell screen comes back as it was.
  static let leave =
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?7h\u{1B}[?1049l"
}
