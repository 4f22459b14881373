#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a file descriptor in large blocks, each bounded in length, so a filter makes
/// no system call per line and never holds an over-long line.
///
/// A line ends at `\n` (a `\r` before it is dropped) or at the end. An over-long line is reported
/// as `InputLine.tooLong` and skipped in constant memory; a read error is reported once as
/// `InputLine.unreadable` and ends the input.
public final class LineReader {
  /// Bytes asked for per `read(2)`.
  public static let blockSize = 65_536
  /// The bytes of an over-long line kept beyond the bound: enough for the character in which
  /// the bound falls to be whole (a UTF-8 scalar is at most 4 bytes), so that its column can be
  /// counted.
  public static let lookahead = 8
  /// The longest line ``CommandIO/readLine`` returns: 16 MiB.
  public static let longestLine = 16 << 20

  private let fileDescriptor: Int32
  private let beforeBlocking: () -> Void
  // Raw storage rather than an array: reading a `let` pointer of a class needs no run-time
  // exclusivity check, which cost more than finding the line break.
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private var start = 0
  private var end = 0
  private var isAtEnd = false
  /// The `errno` of a failed read, until it is reported.
  private var failure: Int32?
  /// Whether the rest of an over-long line is still to be skipped.
  private var isSkipping = false

  /// Reads from `fileDescriptor`; `beforeBlocking` runs before every `read(2)`, which may
  /// wait for input (the place to flush pending output, so that a conversation through pipes
  /// cannot deadlock).
  public init(fileDescriptor: Int32, beforeBlocking: @escaping () -> Void = {}) {
    self.fileDescriptor = fileDescriptor
    self.beforeBlocking = beforeBlocking
    buffer = .allocate(capacity: Self.blockSize)
  }

  deinit {
    buffer.deallocate()
  }

  /// The next line of at most `maximumLength` bytes, or `nil` at the end of the input.
  public func next(maximumLength: Int) -> InputLine? {
    if isSkipping {
      isSkipping = false
      guard skipPastLineBreak() else { return endOfInput() }
    }
    let kept = Self.kept(maximumLength)
    var pending: [UInt8] = []
    var sawInput = false
    while true {
      if start == end {
        if isAtEnd || !refill() {
          guard sawInput else { return endOfInput() }
          return line(pending, maximumLength: maximumLength)
        }
      }
      sawInput = true
      let base = buffer.baseAddress!
      let newline = memchr(base + start, 0x0A, end - start).map {
        base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
      }
      let chunkEnd = newline ?? end
      if newline != nil && pending.isEmpty && chunkEnd - start <= kept {
        // The whole line is in the buffer: the usual case, no copy before the String.
        let result = line(
          UnsafeBufferPointer(rebasing: buffer[start..<chunkEnd]), maximumLength: maximumLength)
        start = chunkEnd + 1
        return result
      }
      let room = kept - pending.count
      if chunkEnd - start > room {
        pending.append(contentsOf: buffer[start..<(start + room)])
        if let newline {
          start = newline + 1
        } else {
          start = end
          isSkipping = true
        }
        return .tooLong(beginning: String(decoding: pending, as: UTF8.self))
      }
      pending.append(contentsOf: buffer[start..<chunkEnd])
      start = newline.map { $0 + 1 } ?? end
      if newline != nil { return line(pending, maximumLength: maximumLength) }
    }
  }

  /// How many bytes of a line longer than `maximumLength` are kept, the lookahead included;
  /// more than the bound, since one byte more may still be the `\r` before the line break.
  private static func kept(_ maximumLength: Int) -> Int {
    let (sum, overflow) = max(maximumLength, 0).addingReportingOverflow(lookahead)
    return overflow ? Int.max : sum
  }

  /// `nil`, or the read error that ended the input, reported once.
  private func endOfInput() -> InputLine? {
    guard let code = failure else { return nil }
    failure = nil
    return .unreadable(code: code)
  }

  /// Reads up to and past the next line break, keeping nothing; false if the input ended
  /// first.
  private func skipPastLineBreak() -> Bool {
    while true {
      if start == end, isAtEnd || !refill() { return false }
      let base = buffer.baseAddress!
      if let newline = memchr(base + start, 0x0A, end - start) {
        start = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        return true
      }
      start = end
    }
  }

  /// The line `bytes` (without its `\n`), or `tooLong` when it is longer than
  /// `maximumLength` without a `\r` at its end.
  private func line(_ bytes: [UInt8], maximumLength: Int) -> InputLine {
    bytes.withUnsafeBufferPointer { line($0, maximumLength: maximumLength) }
  }

  private func line(_ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int) -> InputLine {
    let hasReturn = bytes.last == 0x0D
    let text = UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - (hasReturn ? 1 : 0))])
    guard text.count <= maximumLength else {
      return .tooLong(
        beginning: String(
          decoding: UnsafeBufferPointer(
            rebasing: text[..<min(text.count, Self.kept(maximumLength))]),
          as: UTF8.self))
    }
    return .line(String(decoding: text, as: UTF8.self))
  }

  /// Reads the next block; false at the end of the input or on a read error, which is kept
  /// for ``next(maximumLength:)`` to report. Input that is not ready (a descriptor someone set
  /// non-blocking) is waited for.
  private func refill() -> Bool {
    beforeBlocking()
    start = 0
    end = 0
    while true {
      let count = read(fileDescriptor, buffer.baseAddress, buffer.count)
      if count > 0 {
        end = count
        return true
      }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          var entry = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&entry, 1, -1)
          continue
        }
        failure = code
      }
      isAtEnd = true
      return false
    }
  }
}
