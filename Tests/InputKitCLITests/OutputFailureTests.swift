import Foundation
import Testing

@testable import InputKitCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output that takes nothing (a full disk, a reader that went away): the command
/// says so and exits 1 instead of reporting success.
@Suite("Failed writes to standard output", .serialized)
struct OutputFailureTests {
  /// Runs the tool with its standard output on `output`, and returns the status and what
  /// it wrote to standard error.
  static func run(
    _ arguments: [String], output: Int32, input: Int32? = nil
  ) throws -> (
    status: Int32, errors: String
  ) {
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-errors-\(UUID().uuidString)").path
    let errors = open(errorFile, O_RDWR | O_CREAT | O_EXCL, 0o600)
    try #require(errors >= 0)
    defer {
      close(errors)
      unlink(errorFile)
    }
    let empty = open("/dev/null", O_RDONLY)
    defer { close(empty) }
    let status = CommandLineTool.run(
      arguments, io: .streams(input: input ?? empty, output: output, error: errors))
    return (status, try String(contentsOfFile: errorFile, encoding: .utf8))
  }

  @Test(
    "eval, layout and press on a full disk exit 1 and say why",
    arguments: [
      ["eval", "1+1"], ["layout", "calculator", "--width", "320", "--height", "200"],
      ["press", "1", "plus", "2"], ["--version"],
    ])
  func fullDisk(arguments: [String]) throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let result = try Self.run(arguments, output: full)
    #expect(result.status == 1)
    #expect(result.errors == "error: Cannot write standard output: No space left on device\n")
  }

  @Test("a usage error keeps exit status 2 when standard output fails too")
  func usageErrorStays() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    #expect(try Self.run(["eval", "--frobnicate"], output: full).status == 2)
  }

  @Test("a reader that went away (EPIPE) ends the command quietly with exit 1")
  func closedPipe() throws {
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    let result = try Self.run(["eval", "1+1"], output: ends[1])
    #expect(result.status == 1)
    #expect(result.errors.isEmpty)
  }

  @Test(
    "eval stops reading endless input once standard output takes no more", .timeLimit(.minutes(1)))
  func endlessInput() throws {
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let writeEnd = ends[1]
    let finished = DispatchSemaphore(value: 0)
    // Until the producer has stopped, SIGPIPE must stay ignored: its last write fails.
    defer { finished.wait() }
    let producer = Thread {
      let line = Array(String(repeating: "1+1\n", count: 1024).utf8)
      while line.withUnsafeBytes({ write(writeEnd, $0.baseAddress, $0.count) }) > 0 {}
      close(writeEnd)
      finished.signal()
    }
    producer.start()
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let result = try Self.run(["eval"], output: full, input: ends[0])
    close(ends[0])
    #expect(result.status == 1)
    #expect(result.errors == "error: Cannot write standard output: No space left on device\n")
  }

  @Test("a file size limit makes writes fail with EFBIG instead of killing the tool")
  func fileSizeSignalIgnored() {
    let previous = signal(SIGXFSZ, SIG_DFL)
    _ = ToolRun(["--version"])
    let during = signal(SIGXFSZ, previous)
    #expect(unsafeBitCast(during, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self))
  }
}
