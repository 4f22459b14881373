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

  /// Reads the whole regular file. The file is opened without waiting (`O_NONBLOCK`), so a
  /// named pipe at `path` is refused instead of blocking until someone writes to it; anything
  /// but a regular file is an error.
  public func contentsOfFile(at path: String) throws(FileSystemError) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
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
    let kind = Self.kind(of: status)
    guard kind == .regular else {
      throw FileSystemError(
        operation: "read", path: path, code: kind == .directory ? EISDIR : EINVAL)
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
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

  /// `stat(2)`, which follows symbolic links.
  public func status(at path: String) throws(FileSystemError) -> FileStatus? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw FileSystemError(operation: "stat", path: path, code: code)
    }
    return FileStatus(
      kind: Self.kind(of: status), permissions: UInt16(truncatingIfNeeded: status.st_mode & 0o7777),
      owner: UInt32(status.st_uid), group: UInt32(status.st_gid),
      linkCount: Int(truncatingIfNeeded: status.st_nlink), size: Int64(status.st_size))
  }

  /// Follows the link at `path`, and the link it names, up to 40 deep (the system's own
  /// limit); a relative target is relative to the link's directory.
  public func resolvingSymbolicLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let length = buffer.withUnsafeMutableBytes { bytes in
        readlink(current, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
      }
      guard length > 0 else { return current }
      let target = String(decoding: buffer[0..<Int(length)], as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else {
        let directory = current.split(separator: "/", omittingEmptySubsequences: false)
          .dropLast().joined(separator: "/")
        current = directory.isEmpty && !current.hasPrefix("/") ? target : directory + "/" + target
      }
    }
    return current
  }

  /// The directory's entries, without `.` and `..`.
  public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
    guard let directory = opendir(path) else {
      throw FileSystemError(operation: "opendir", path: path, code: errno)
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
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

  /// Creates the file with `open(O_CREAT | O_EXCL)`, so two saves can never write into the
  /// same temporary file; copies `original`'s permission bits (`fchmod`, which the umask does
  /// not narrow) and owner (`fchown`, which only root may change to someone else, so a refusal
  /// then is not an error: the file stays the saver's own); then a `write` loop that survives
  /// short writes and `EINTR`, and a full sync. A failing step closes the file and reports
  /// that step.
  public func writeDurably(
    _ data: Data, to path: String, like original: FileStatus?
  )
    throws(FileSystemError)
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: path, code: errno) }
    var closed = false
    defer { if !closed { close(descriptor) } }
    if let original {
      if fchown(descriptor, uid_t(original.owner), gid_t(original.group)) != 0 {
        // Only the group may be ours to keep; the owner stays whoever saves.
        _ = fchown(descriptor, uid_t.max, gid_t(original.group))
      }
      guard fchmod(descriptor, mode_t(original.permissions)) == 0 else {
        throw FileSystemError(operation: "chmod", path: path, code: errno)
      }
    }
    if let failure = data.withUnsafeBytes({ DescriptorWriter.writeAll($0, to: descriptor) }) {
      throw FileSystemError(operation: "write", path: path, code: failure)
    }
    closed = true
    try Self.flushAndClose(descriptor, path: path)
  }

  /// Opens the existing file for writing (never creating it), writes `data` from its start,
  /// cuts it to that length and flushes it.
  public func overwrite(_ data: Data, at path: String) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: path, code: errno) }
    var closed = false
    defer { if !closed { close(descriptor) } }
    if let failure = data.withUnsafeBytes({ DescriptorWriter.writeAll($0, to: descriptor) }) {
      throw FileSystemError(operation: "write", path: path, code: failure)
    }
    guard ftruncate(descriptor, off_t(data.count)) == 0 else {
      throw FileSystemError(operation: "truncate", path: path, code: errno)
    }
    closed = true
    try Self.flushAndClose(descriptor, path: path)
  }

  /// `posix_fallocate`, which allocates the blocks a later write of `size` bytes needs without
  /// changing a byte of the file. A file system that cannot allocate in advance
  /// (`EOPNOTSUPP`, `EINVAL`) is not an error: the write itself then finds a full disk. Apple
  /// platforms have no `posix_fallocate`; there the write finds it.
  public func reserveSpace(_ size: Int, at path: String) throws(FileSystemError) {
    #if canImport(Darwin)
      _ = (size, path)
    #else
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw FileSystemError(operation: "open", path: path, code: errno)
      }
      defer { close(descriptor) }
      var code: Int32
      repeat {
        code = posix_fallocate(descriptor, 0, off_t(size))
      } while code == EINTR
      guard code == 0 || code == EOPNOTSUPP || code == EINVAL else {
        throw FileSystemError(operation: "allocate", path: path, code: code)
      }
    #endif
  }

  /// `faccessat(W_OK)` with the effective user and groups, so that access control lists count
  /// too. Only a refusal by permissions (`EACCES`) answers `false`: a read-only volume is found
  /// by the write itself, with its own message.
  public func permitsWriting(at path: String) -> Bool {
    faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 || errno != EACCES
  }

  /// `flock(LOCK_EX | LOCK_NB)` on the file at `path`, created if missing (with `creating`) with
  /// mode `0o644`, so everyone who may read the list may lock it.
  ///
  /// The file is opened read-only, and once locked the name must still lead to it (a save may have
  /// replaced it meanwhile). A lock held for a moment (a child process before it executes) is
  /// waited for up to ``lockPatience``; a session holding it gets `nil`.
  public func lock(at path: String, creating: Bool) throws(FileSystemError) -> FileLock? {
    var waits = 0
    while true {
      let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (creating ? O_CREAT : 0)
      let descriptor = open(path, flags, 0o644)
      guard descriptor >= 0 else {
        throw FileSystemError(operation: "open", path: path, code: errno)
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        if Self.names(path, descriptor) { return FileLock(descriptor: descriptor) }
        close(descriptor)
        guard waits < Self.lockWaits else { return nil }
        waits += 1
        continue
      }
      let code = errno
      close(descriptor)
      if code == EINTR { continue }
      if code == EWOULDBLOCK && waits < Self.lockWaits {
        waits += 1
        usleep(Self.lockWaitMicroseconds)
        continue
      }
      if code == EWOULDBLOCK { return nil }
      throw FileSystemError(operation: "flock", path: path, code: code)
    }
  }

  /// Whether `path` names the file open at `descriptor`.
  private static func names(_ path: String, _ descriptor: Int32) -> Bool {
    var named = stat()
    var open = stat()
    return stat(path, &named) == 0 && fstat(descriptor, &open) == 0
      && named.st_dev == open.st_dev && named.st_ino == open.st_ino
  }

  /// How long ``lock(at:creating:)`` waits in all for a lock held only for a moment: half a second.
  public static let lockPatience: Duration = .microseconds(
    Int64(lockWaits) * Int64(lockWaitMicroseconds))
  private static let lockWaits = 25
  private static let lockWaitMicroseconds: useconds_t = 20_000

  /// Flushes and closes `descriptor`, closing it even when the flush fails.
  private static func flushAndClose(_ descriptor: Int32, path: String) throws(FileSystemError) {
    guard flush(descriptor) else {
      let code = errno
      close(descriptor)
      throw FileSystemError(operation: "fsync", path: path, code: code)
    }
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

  private static func kind(of status: stat) -> FileStatus.Kind {
    switch status.st_mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFIFO: .fifo
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFSOCK: .socket
    default: .special
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
