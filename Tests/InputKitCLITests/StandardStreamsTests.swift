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

  @Test("an over-long line is reported once and the lines after it still arrive")
  func overLong() {
    let long = String(repeating: "1+", count: 150_000) + "1"
    let text = "2×3\n" + long + "\r\n4\n"
    let reader = LineReader(fileDescriptor: feedingPipe(Array(text.utf8)))
    #expect(
      lines(reader, limit: 100_000)
        == [.line("2×3"), .tooLong(byteCount: long.utf8.count, endsInput: false), .line("4")])
    let exact = String(repeating: "9", count: 10)
    let bounded = LineReader(
      fileDescriptor: feedingPipe(Array((exact + "\r\n" + exact + "9").utf8)))
    #expect(
      lines(bounded, limit: 10) == [.line(exact), .tooLong(byteCount: 11, endsInput: false)])
  }

  @Test("an endless input without line breaks ends with an error instead of being read forever")
  func endless() throws {
    let zero = open("/dev/zero", O_RDONLY)
    try #require(zero >= 0)
    defer { close(zero) }
    let reader = LineReader(fileDescriptor: zero)
    let first = reader.next(maximumLength: 100_000)
    guard case .tooLong(let count, let endsInput) = first else {
      Issue.record("read \(String(describing: first))")
      return
    }
    #expect(endsInput)
    #expect(count > LineReader.discardLimit)
    #expect(reader.next(maximumLength: 100_000) == nil)
  }

  @Test("inputkit eval over /dev/zero exits 1 with an error, quickly")
  func evalDevZero() throws {
    let zero = open("/dev/zero", O_RDONLY)
    try #require(zero >= 0)
    defer { close(zero) }
    let reader = LineReader(fileDescriptor: zero)
    var output = ""
    var errors = ""
    let io = CommandIO(
      readLine: { nil }, readBoundedLine: { reader.next(maximumLength: $0) },
      write: { output += $0 }, writeError: { errors += $0 })
    #expect(CommandLineTool.run(["eval"], io: io) == 1)
    #expect(output.isEmpty)
    #expect(
      errors
        == "error: The expression is too long (column 100001)\n"
        + "error: No line break in 16 MiB of input; the rest is not read\n")
  }

  @Test("inputkit eval reports an over-long line, evaluates the rest and exits 1")
  func evalOverLongLine() {
    let text = "1+1\n" + String(repeating: "1", count: 200_000) + "\n2×3\n"
    let reader = LineReader(fileDescriptor: feedingPipe(Array(text.utf8)))
    var output = ""
    var errors = ""
    let io = CommandIO(
      readLine: { nil }, readBoundedLine: { reader.next(maximumLength: $0) },
      write: { output += $0 }, writeError: { errors += $0 })
    #expect(CommandLineTool.run(["eval"], io: io) == 1)
    #expect(output == "2\n6\n")
    #expect(errors == "error: The expression is too long (column 100001)\n")
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
