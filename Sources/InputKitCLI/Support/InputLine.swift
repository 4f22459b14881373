/// One line of input as a command reads it, with its length bounded.
public enum InputLine: Hashable, Sendable {
  /// A line of at most the requested length, without its line terminator.
  case line(String)
  /// A line longer than the requested length: its first bytes are not kept, so it is an
  /// error rather than a silently shortened line. When `endsInput` is set, no line break
  /// came within `LineReader.discardLimit` bytes either (not text, such as `/dev/zero`), and
  /// nothing after it is read.
  case tooLong(byteCount: Int, endsInput: Bool)
}
