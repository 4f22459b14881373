/// Something a terminal app reacts to: input decoded from the terminal, a change of the
/// terminal's size, or the passing of time.
public enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(KeyPress)
  /// The mouse was pressed, released, dragged or scrolled.
  case mouse(MouseEvent)
  /// Text was pasted (bracketed paste), delivered whole rather than as key presses so
  /// that a pasted newline is not taken for Enter. Line breaks are normalised to `\n`.
  case paste(String)
  /// The terminal now has this size.
  case resize(TerminalSize)
  /// The deadline the app asked for (`TerminalApp.nextDeadline`) has passed.
  case tick
}
