import Foundation
import Testing

@testable import InputKitCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tool's own standard streams: lines read in blocks with a bound, output written in
/// blocks — checked through real pipes and `/dev/zero`.
@Suite("Standard streams")
struct StandardStreamsTests {
  /// A pipe whose write end is fed `bytes` from another thread and then closed.
  func feedingPipe(_ bytes: [UInt8]) -> Int32 {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    let writeEnd = ends[1]
    Thread.detachNewThread {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          write(writeEnd, $0.baseAddress, $0.count)
        }
        guard written > 0 else { break }
        offset += written
      }
      close(writeEnd)
    }
    return ends[0]
  }

  func lines(_ reader: LineReader, limit: Int) -> [InputLine] {
    var lines: [InputLine] = []
    while let line = reader.next(maximumLength: limit) { lines.append(line) }
    return lines
  }

  @Test("lines arrive whole across block boundaries, CRLF included, the last without a break")
  func blocks() {
    let long = String(repeating: "7", count: LineReader.blockSize + 10)
    let text = "1+1\r\n\n" + long + "\n2\n3"
    let reader = LineReader(fileDescriptor: feedingPipe(Array(text.utf8)))
    #expect(
      lines(reader, limit: 1_000_000)
        == [.line("1+1"), .line(""), .line(long), .line("2"), .line("3")])
  }

  @Test("an over-long line is reported once, by its beginning, and the lines after it still arrive")
  func overLong() {
    let long = String(repeating: "1+", count: 150_000) + "1"
    let text = "2×3\n" + long + "\r\n4\n"
    let reader = LineReader(fileDescriptor: feedingPipe(Array(text.utf8)))
    let beginning = String(long.prefix(100_000 + LineReader.lookahead))
    #expect(
      lines(reader, limit: 100_000) == [.line("2×3"), .tooLong(beginning: beginning), .line("4")])
    let exact = String(repeating: "9", count: 10)
    let bounded = LineReader(
      fileDescriptor: feedingPipe(Array((exact + "\r\n" + exact + "9").utf8)))
    #expect(lines(bounded, limit: 10) == [.line(exact), .tooLong(beginning: exact + "9")])
  }

  /// Runs `inputkit eval` over lines read from `descriptor`, as the tool does.
  func eval(reading descriptor: Int32) -> (status: Int32, output: String, errors: String) {
    let reader = LineReader(fileDescriptor: descriptor)
    var output = ""
    var errors = ""
    let io = CommandIO(
      readLine: { nil }, readBoundedLine: { reader.next(maximumLength: $0) },
      write: { output += $0 }, writeError: { errors += $0 })
    let status = CommandLineTool.run(["eval"], io: io)
    return (status, output, errors)
  }

  @Test("inputkit eval reports an over-long line, evaluates the rest and exits 1")
  func evalOverLongLine() {
    let text = "1+1\n" + String(repeating: "1", count: 200_000) + "\n2×3\n"
    let result = eval(reading: feedingPipe(Array(text.utf8)))
    #expect(result.status == 1)
    #expect(result.output == "2\n6\n")
    #expect(result.errors == "error: The expression is too long (column 100001)\n")
  }

  @Test(
    "a line with no break for 32 MiB is an error for that line only: the lines after it are evaluated"
  )
  func evalLineLongerThanAnyBuffer() {
    // Twice the 16 MiB after which reading used to stop for good.
    let text = "1+1\n" + String(repeating: "1", count: 32 << 20) + "\n2+2\n"
    let result = eval(reading: feedingPipe(Array(text.utf8)))
    #expect(result.status == 1)
    #expect(result.output == "2\n4\n")
    #expect(result.errors == "error: The expression is too long (column 100001)\n")
  }

  @Test("an endless input without line breaks is skipped as one long line, without storing it")
  func endless() throws {
    let zero = open("/dev/zero", O_RDONLY)
    try #require(zero >= 0)
    defer { close(zero) }
    let reader = LineReader(fileDescriptor: zero)
    #expect(
      reader.next(maximumLength: 100_000)
        == .tooLong(beginning: String(repeating: "\0", count: 100_000 + LineReader.lookahead)))
  }

  @Test(
    "the column of an over-long line counts characters, as for the same text given as an argument",
    arguments: ["×", "1", "é", "e\u{301}", "👍🏽", "\u{FF}"])
  func overLongColumnInCharacters(unit: String) {
    let text = String(repeating: unit, count: 100_000 / unit.utf8.count + 3)
    let argument = ToolRun(["eval", text])
    let piped = eval(reading: feedingPipe(Array((text + "\n").utf8)))
    #expect(argument.errors.hasPrefix("error: The expression is too long (column "))
    #expect(piped.errors == argument.errors)
    #expect(piped.status == 1)
  }

  @Test("standard input that cannot be read is an error with the reason, and exit status 1")
  func unreadableInput() throws {
    let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
    try #require(folder >= 0)
    defer { close(folder) }
    let fromFolder = eval(reading: folder)
    #expect(fromFolder.status == 1)
    #expect(fromFolder.errors == "error: Cannot read standard input: Is a directory\n")
    // A descriptor number nothing is open at, as for `inputkit eval <&-`.
    let closed = open("/dev/null", O_RDONLY)
    try #require(closed >= 0)
    close(closed)
    let fromClosed = eval(reading: closed)
    #expect(fromClosed.status == 1)
    #expect(fromClosed.errors == "error: Cannot read standard input: Bad file descriptor\n")
  }

  /// Whether the read end of a pipe has bytes waiting.
  func hasInput(_ fileDescriptor: Int32) -> Bool {
    var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) == 1
  }

  @Test("output to a pipe waits for a full block or a flush; to a terminal it goes per line")
  func buffering() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let buffered = OutputBuffer(fileDescriptor: ends[1], flushesEachLine: false)
    buffered.write("2\n")
    #expect(!hasInput(ends[0]))
    buffered.flush()
    #expect(hasInput(ends[0]))
    var bytes = [UInt8](repeating: 0, count: 16)
    #expect(read(ends[0], &bytes, 16) == 2)
    let perLine = OutputBuffer(fileDescriptor: ends[1], flushesEachLine: true)
    perLine.write("3")
    #expect(!hasInput(ends[0]))
    perLine.write("\n")
    #expect(hasInput(ends[0]))
    #expect(read(ends[0], &bytes, 16) == 2)
    // A full block goes out by itself (a pipe holds 64 KiB, so this write cannot block).
    buffered.write(String(repeating: "5", count: OutputBuffer.capacity - 1))
    #expect(!hasInput(ends[0]))
    buffered.write("\n")
    #expect(hasInput(ends[0]))
  }
}
