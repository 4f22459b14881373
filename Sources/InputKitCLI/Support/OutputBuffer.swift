import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects output for a file descriptor and writes it in large blocks, or at every line
/// break when someone is watching (a terminal), so that a filter over 10,000 lines makes a
/// handful of `write(2)` calls instead of 10,000.
public final class OutputBuffer {
  /// Bytes collected before a write when not flushing per line.
  public static let capacity = 65_536

  private let fileDescriptor: Int32
  private let flushesEachLine: Bool
  private var bytes: [UInt8] = []

  /// Writes to `fileDescriptor`; `flushesEachLine` writes at every line break (for a
  /// terminal), otherwise only when `capacity` bytes are pending or on `flush()`.
  public init(fileDescriptor: Int32, flushesEachLine: Bool) {
    self.fileDescriptor = fileDescriptor
    self.flushesEachLine = flushesEachLine
    bytes.reserveCapacity(Self.capacity)
  }

  /// A buffer for `fileDescriptor` that flushes per line exactly when it is a terminal.
  public convenience init(fileDescriptor: Int32) {
    self.init(fileDescriptor: fileDescriptor, flushesEachLine: isatty(fileDescriptor) == 1)
  }

  /// Appends `text`.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write(bytes: $0) }
  }

  /// Appends UTF-8 `bytes`.
  public func write(bytes text: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: text)
    if bytes.count >= Self.capacity || (flushesEachLine && text.last == 0x0A) {
      flush()
    }
  }

  /// The `errno` of the first write that failed (a full disk, a closed pipe), or `nil`.
  /// After a failure the rest of the output is dropped: the destination takes no more, and
  /// the command reports the failure once when it ends.
  public private(set) var failure: Int32?

  /// Writes everything pending, or drops it after a failed write (see `failure`).
  public func flush() {
    if failure == nil {
      failure = bytes.withUnsafeBytes { DescriptorWriter.writeAll($0, to: fileDescriptor) }
    }
    bytes.removeAll(keepingCapacity: true)
  }

  deinit {
    flush()
  }
}
