import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file-system call: which operation, on which path, and the system's error code,
/// so a message can say "open /data/items.json.tmp: No space left on device".
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The operation that failed (`open`, `write`, `fsync`, `rename`, …).
  public let operation: String
  /// The path it was applied to.
  public let path: String
  /// The POSIX error code (`errno`), for example `ENOSPC`.
  public let code: Int32

  /// The failure of `operation` on `path` with error code `code`.
  public init(operation: String, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// The system's description of `code`, such as "No space left on device".
  public var reason: String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// `operation path: reason`.
  public var description: String { "\(operation) \(path): \(reason)" }
}

extension FileSystemError: LocalizedError {
  /// `description`: the error is a developer's mistake, so its message is in English, for
  /// logs and for `localizedDescription`.
  public var errorDescription: String? { description }
}
