/// One line of input as a command reads it, with its length bounded.
public enum InputLine: Hashable, Sendable {
  /// A line of at most the requested length, without its line terminator.
  case line(String)
  /// A line longer than the requested length, reported as soon as that is known: it is an
  /// error rather than a silently shortened line. `beginning` is its first bytes, decoded:
  /// the requested length and a few bytes more, enough to tell in which character the bound
  /// falls, or the whole line when it ended sooner. The rest of the line is skipped, in
  /// constant memory, when the next line is read.
  case tooLong(beginning: String)
  /// Reading failed with the system error `code` (the input is a directory, or a closed
  /// descriptor); nothing more is read.
  case unreadable(code: Int32)
}
