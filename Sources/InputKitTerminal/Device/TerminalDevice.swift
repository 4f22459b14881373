/// What a terminal app's run loop needs from a terminal: set it up and put it back, learn
/// its size, write output, and wait for input with a timeout.
///
/// `Terminal` is the real one. Tests drive `TerminalRunner` with a scripted device instead,
/// so the loop's logic is tested without a terminal.
public protocol TerminalDevice {
  /// Prepares the terminal for a full-screen app (raw mode, alternate screen, mouse).
  mutating func start() throws(TerminalError)
  /// Puts the terminal back as it was before `start()`. Calling it again does nothing.
  mutating func stop()
  /// The terminal's current size.
  func size() -> TerminalSize
  /// Writes output to the terminal.
  mutating func write(_ text: String)
  /// Waits until input arrives, the terminal is resized, or `timeout` passes (`nil` waits
  /// indefinitely; zero only checks).
  mutating func waitForInput(timeout: Duration?) -> TerminalInput
  /// Stops the process as job control does (Ctrl-Z), putting the terminal back meanwhile;
  /// waiting for input then reports `.resumed` once it continues.
  mutating func suspend()
}

extension TerminalDevice {
  /// A device without job control does not stop.
  public mutating func suspend() {}
}

/// What waiting for terminal input brought.
public enum TerminalInput: Hashable, Sendable {
  /// Bytes typed, pasted or reported by the terminal.
  case bytes([UInt8])
  /// The terminal's size changed (SIGWINCH); ask the device for the new size.
  case resized
  /// The process was stopped and has continued (SIGCONT); the terminal was set up again
  /// but shows something else now, so the whole screen must be drawn again.
  case resumed
  /// Nothing arrived before the timeout (or the wait was interrupted by a signal).
  case timedOut
  /// Input ended: the terminal closed or can no longer be read.
  case closed
}
