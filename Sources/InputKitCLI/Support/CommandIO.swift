import Foundation

/// Where a command reads its standard input and writes its output.
///
/// The tool uses the process's streams, read in large blocks and written through a buffer
/// (flushed at every line on a terminal, before every read that may wait for input, and when
/// the command ends); tests pass closures that read from and write to strings, so every
/// command runs in-process without a shell.
public struct CommandIO {
  /// Reads one line of standard input without its line terminator, or `nil` at its end.
  public var readLine: () -> String?
  /// Reads one line of at most the given number of UTF-8 bytes, or `nil` at the end; a longer
  /// line is reported, not shortened.
  public var readBoundedLine: (Int) -> InputLine?
  /// Writes to standard output.
  public var write: (String) -> Void
  /// Writes UTF-8 bytes to standard output, for output made without a `String`.
  public var writeBytes: (UnsafeBufferPointer<UInt8>) -> Void
  /// Writes to standard error, after everything written to standard output so far.
  public var writeError: (String) -> Void
  /// Writes out anything buffered.
  public var flush: () -> Void
  /// The `errno` of a write to standard output that failed (a full disk, a reader that went
  /// away), or `nil`: the tool then stops reading input and exits 1 instead of 0.
  public var outputFailure: () -> Int32? = { nil }
  /// The process environment, for defaults such as the XDG data directory. Read when asked
  /// for: copying it costs more than evaluating an expression, and only some commands need it.
  public var environment: [String: String] {
    get { readEnvironment() }
    set { readEnvironment = { newValue } }
  }
  private var readEnvironment: () -> [String: String]

  /// Creates an IO from closures. Without `readBoundedLine`, lines come from `readLine` and
  /// are measured after reading.
  public init(
    readLine: @escaping () -> String?,
    readBoundedLine: ((Int) -> InputLine?)? = nil,
    write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void,
    flush: @escaping () -> Void = {},
    environment: [String: String] = [:]
  ) {
    self.readLine = readLine
    self.readBoundedLine =
      readBoundedLine ?? { limit in
        readLine().map { line in line.utf8.count > limit ? .tooLong(beginning: line) : .line(line) }
      }
    self.write = write
    self.writeBytes = { write(String(decoding: $0, as: UTF8.self)) }
    self.writeError = writeError
    self.flush = flush
    self.readEnvironment = { environment }
  }

  /// The process's standard input, output and error.
  public static var standard: CommandIO {
    streams(input: 0, output: 1, error: 2)
  }

  /// Reads `input` and writes `output` and `error` the way the process's streams are.
  static func streams(input: Int32, output: Int32, error: Int32) -> CommandIO {
    let output = OutputBuffer(fileDescriptor: output)
    let errors = OutputBuffer(fileDescriptor: error, flushesEachLine: true)
    let input = LineReader(fileDescriptor: input, beforeBlocking: { output.flush() })
    var io = CommandIO(
      readLine: {
        guard case .line(let line) = input.next(maximumLength: LineReader.longestLine) else {
          return nil
        }
        return line
      },
      readBoundedLine: { input.next(maximumLength: $0) },
      write: { output.write($0) },
      writeError: { text in
        output.flush()
        errors.write(text)
        errors.flush()
      },
      flush: {
        output.flush()
        errors.flush()
      }
    )
    io.readEnvironment = { ProcessInfo.processInfo.environment }
    io.writeBytes = { output.write(bytes: $0) }
    io.outputFailure = { output.failure }
    return io
  }
}
