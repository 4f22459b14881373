#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a file descriptor in large blocks, each line bounded in length, so that
/// a filter never makes a system call per line and never holds more than one over-long line's
/// first bytes in memory.
///
/// A line ends at `\n` (a `\r` before it is dropped) or at the end of the input. A line
/// longer than the bound is reported as `InputLine.tooLong` and skipped to its end; one with
/// no line break within `discardLimit` bytes ends the input, so an endless stream without
/// line breaks (`/dev/zero`) ends with an error instead of being read forever.
public final class LineReader {
  /// Bytes asked for per `read(2)`.
  public static let blockSize = 65_536
  /// How far an over-long line is skipped looking for its end before reading stops: 16 MiB.
  public static let discardLimit = 16 << 20

  private let fileDescriptor: Int32
  private let beforeBlocking: () -> Void
  // Raw storage rather than an array: reading a `let` pointer of a class needs no run-time
  // exclusivity check, which cost more than finding the line break.
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private var start = 0
  private var end = 0
  private var isAtEnd = false

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
    // One byte more than the bound is kept, for a `\r` before the line break.
    let kept = maximumLength + 1
    var pending: [UInt8] = []
    var length = 0
    var lastByte: UInt8 = 0
    var sawInput = false
    while true {
      if start == end {
        if isAtEnd || !refill() {
          guard sawInput else { return nil }
          return pending.withUnsafeBufferPointer {
            line($0, length: length, last: lastByte, maximumLength: maximumLength)
          }
        }
      }
      sawInput = true
      let base = buffer.baseAddress!
      let newline = memchr(base + start, 0x0A, end - start).map {
        base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
      }
      let chunkEnd = newline ?? end
      let chunkLength = chunkEnd - start
      if chunkLength > 0 { lastByte = buffer[chunkEnd - 1] }
      if newline != nil && length == 0 {
        // The whole line is in the buffer: the usual case, no copy before the String.
        let result = line(
          UnsafeBufferPointer(rebasing: buffer[start..<chunkEnd]), length: chunkLength,
          last: lastByte,
          maximumLength: maximumLength)
        start = chunkEnd + 1
        return result
      }
      if length + chunkLength <= kept {
        pending.append(contentsOf: buffer[start..<chunkEnd])
      } else {
        pending = []
      }
      length += chunkLength
      start = newline.map { $0 + 1 } ?? end
      if newline != nil {
        return pending.withUnsafeBufferPointer {
          line($0, length: length, last: lastByte, maximumLength: maximumLength)
        }
      }
      if length > Self.discardLimit {
        isAtEnd = true
        start = end
        return .tooLong(byteCount: length, endsInput: true)
      }
    }
  }

  /// The line of `length` bytes ending in `last`, whose bytes are `bytes` when it was short
  /// enough to keep.
  private func line(
    _ bytes: UnsafeBufferPointer<UInt8>, length: Int, last: UInt8, maximumLength: Int
  ) -> InputLine {
    let hasReturn = length > 0 && last == 0x0D
    let lineLength = hasReturn ? length - 1 : length
    guard lineLength <= maximumLength, bytes.count == length else {
      return .tooLong(byteCount: lineLength, endsInput: false)
    }
    return .line(
      String(
        decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - (hasReturn ? 1 : 0))]),
        as: UTF8.self))
  }

  /// Reads the next block; false at the end of the input or on a read error.
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
      if count < 0 && errno == EINTR { continue }
      isAtEnd = true
      return false
    }
  }
}
