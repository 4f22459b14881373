import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file a command was given, bounded: only a regular file, only up to a size, and
/// never waiting on a named pipe or a device, each refusal with a message that names its
/// actual cause.
enum InputFile {
  /// Why the file was not read.
  enum Failure: Error, Hashable {
    /// Nothing exists at the path.
    case missing
    /// The path names something other than a regular file (`kind` says what).
    case notARegularFile(kind: String)
    /// The file is larger than the limit.
    case tooLarge(size: Int64, limit: Int)
    /// A system call failed with this `errno`.
    case system(code: Int32)

    /// The reason, for the line after `cannot read 'PATH':`.
    var message: String {
      switch self {
      case .missing:
        "no such file"
      case .notARegularFile(let kind):
        "it is \(kind), not a file"
      case .tooLarge(let size, let limit):
        "the file is \(Self.size(Int(clamping: size))); files of at most \(Self.size(limit)) are read"
      case .system(let code):
        OutputFile.reason(code)
      }
    }

    /// `bytes` to a tenth of its unit, rounded up so that a file just over the limit never
    /// reads as the limit itself.
    static func size(_ bytes: Int) -> String {
      let unit = bytes >= 1 << 20 ? (1 << 20, "MiB") : bytes >= 1024 ? (1024, "KiB") : (1, "bytes")
      guard unit.0 > 1 else { return "\(bytes) bytes" }
      let (quotient, remainder) = bytes.quotientAndRemainder(dividingBy: unit.0)
      let tenths = quotient * 10 + (remainder * 10 + unit.0 - 1) / unit.0
      let number = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
      return "\(number) \(unit.1)"
    }
  }

  /// The contents of the regular file at `path`, at most `limit` bytes long.
  static func read(_ path: String, limit: Int) -> Result<Data, Failure> {
    // Without O_NONBLOCK, opening a named pipe waits for a writer that may never come.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      return .failure(code == ENOENT ? .missing : .system(code: code))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.system(code: errno)) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return .failure(.notARegularFile(kind: kind(status.st_mode)))
    }
    guard status.st_size <= limit else {
      return .failure(.tooLarge(size: Int64(status.st_size), limit: limit))
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(data) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .failure(.system(code: errno))
      }
      data.append(contentsOf: buffer[0..<count])
      // The file grew since it was measured.
      if data.count > limit { return .failure(.tooLarge(size: Int64(data.count), limit: limit)) }
    }
  }

  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a directory"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a device"
    case S_IFBLK: "a disk device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }
}

/// `read(2)`, which `InputFile.read` would otherwise shadow.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}
