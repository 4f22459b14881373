import Foundation
import InputKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// ``ItemFileSystem`` on the POSIX calls, written directly so that every step's error code
/// reaches the person (`ENOSPC`, `EROFS`, `ENOTDIR`) and durability is explicit (`fsync` of
/// the file and of its directory; `F_FULLFSYNC` on Apple platforms, where `fsync` alone does
/// not reach the disk).
public struct POSIXFileSystem: ItemFileSystem {
  /// The file system of this machine.
  public init() {}

  /// Reads the whole regular file; a directory at `path` is an error (`EISDIR`).
  public func contentsOfFile(at path: String) throws(FileSystemError) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      let code = errno
      if code == ENOENT { return nil }
      throw FileSystemError(operation: "open", path: path, code: code)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw FileSystemError(operation: "stat", path: path, code: errno)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileSystemError(operation: "read", path: path, code: EISDIR)
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileSystemError(operation: "read", path: path, code: errno)
      }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Whether `lstat` finds anything at `path`.
  public func itemExists(at path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// `mkdir -p`: creates each missing component; a component that is a regular file is
  /// `ENOTDIR`.
  public func createDirectory(at path: String) throws(FileSystemError) {
    if isDirectory(path) { return }
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      let parent = prefix.isEmpty ? "/" : prefix
      prefix += "/" + component
      if mkdir(prefix, 0o755) == 0 {
        // The new entry lives in the parent's directory data; flush it like a rename.
        try synchronizeDirectory(at: parent)
        continue
      }
      let code = errno
      guard code == EEXIST else {
        throw FileSystemError(operation: "mkdir", path: prefix, code: code)
      }
      guard isDirectory(prefix) else {
        throw FileSystemError(operation: "mkdir", path: prefix, code: ENOTDIR)
      }
    }
  }

  /// Writes through `open(O_CREAT | O_TRUNC)`, a `write` loop that survives short writes and
  /// `EINTR`, then a full sync; a failing step closes the file and reports that step.
  public func writeDurably(_ data: Data, to path: String) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: path, code: errno) }
    var closed = false
    defer { if !closed { close(descriptor) } }
    let failure: Int32? = data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure { throw FileSystemError(operation: "write", path: path, code: failure) }
    guard Self.flush(descriptor) else {
      throw FileSystemError(operation: "fsync", path: path, code: errno)
    }
    closed = true
    // A failed close can report a deferred write error (NFS); it must not pass silently.
    guard close(descriptor) == 0 else {
      throw FileSystemError(operation: "close", path: path, code: errno)
    }
  }

  /// `rename(2)`: atomic within one file system.
  public func rename(_ source: String, to destination: String) throws(FileSystemError) {
    #if canImport(Darwin)
      let result = Darwin.rename(source, destination)
    #elseif canImport(Musl)
      let result = Musl.rename(source, destination)
    #else
      let result = Glibc.rename(source, destination)
    #endif
    guard result == 0 else {
      throw FileSystemError(operation: "rename", path: destination, code: errno)
    }
  }

  /// `unlink(2)`.
  public func removeFile(at path: String) throws(FileSystemError) {
    guard unlink(path) == 0 else {
      throw FileSystemError(operation: "unlink", path: path, code: errno)
    }
  }

  /// Opens the directory read-only and flushes it.
  public func synchronizeDirectory(at path: String) throws(FileSystemError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: path, code: errno) }
    defer { close(descriptor) }
    guard Self.flush(descriptor) else {
      throw FileSystemError(operation: "fsync", path: path, code: errno)
    }
  }

  private func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  private static func flush(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
      // Some file systems do not support F_FULLFSYNC; plain fsync is the best they offer.
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    while fsync(descriptor) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }
}
