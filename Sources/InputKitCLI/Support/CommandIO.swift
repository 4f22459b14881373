import Foundation

/// Where a command reads its standard input and writes its output.
///
/// The tool uses the process's streams; tests pass closures that read from and write to
/// strings, so every command runs in-process without a shell.
public struct CommandIO {
  /// Reads one line of standard input without its line terminator, or `nil` at its end.
  public var readLine: () -> String?
  /// Writes to standard output.
  public var write: (String) -> Void
  /// Writes to standard error.
  public var writeError: (String) -> Void
  /// The process environment, for defaults such as the XDG data directory.
  public var environment: [String: String]

  /// Creates an IO from closures.
  public init(
    readLine: @escaping () -> String?,
    write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void,
    environment: [String: String] = [:]
  ) {
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.environment = environment
  }

  /// The process's standard input, output and error.
  public static var standard: CommandIO {
    CommandIO(
      readLine: { Swift.readLine(strippingNewline: true) },
      write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      environment: ProcessInfo.processInfo.environment
    )
  }
}
