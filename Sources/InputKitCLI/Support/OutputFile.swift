import Foundation
import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's output file to whatever the person named, keeping it what it was.
///
/// A symbolic link is followed; a named pipe or a device (`/dev/stdout`) is written in place (a
/// pipe nobody reads is an error, not a wait forever); a regular file is replaced atomically with
/// its mode and owner. A read-only file, or someone else's that this user may not write, is
/// refused.
enum OutputFile {
  /// Why the file could not be written: `message` is the reason after `Cannot write 'PATH':`,
  /// or, with `namesFile`, a sentence of its own that names the file.
  struct Failure: Error {
    var message: String
    var namesFile = false
  }

  /// Writes `data` to the file at `path`.
  static func write(_ data: Data, to path: String) throws(Failure) {
    let target: String
    switch destination(of: path) {
    case .descriptor(let descriptor):
      // `-o /dev/stdout` means this process's standard output as the shell opened it
      // (appending for `>>`, a pipe that has no path): reopening the file or renaming over it
      // would replace what `>>` keeps, and a pipe's link leads nowhere.
      guard fcntl(descriptor, F_GETFL) >= 0 else { throw Failure(message: reason(errno)) }
      try writeAll(data, to: descriptor)
      return
    case .inPlace(let link):
      try writeInPlace(data, to: link)
      return
    case .path(let resolved):
      target = resolved
    }
    var status = stat()
    if stat(target, &status) != 0 {
      let code = errno
      guard code == ENOENT else { throw Failure(message: reason(code)) }
      try replace(target, with: data, like: nil)
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard status.st_mode & 0o222 != 0 else {
        throw Failure(message: "the file is read-only (its permissions allow no writing)")
      }
      // Renaming over a file needs only the folder's permission; the list's store refuses
      // the same case, with the same words.
      guard POSIXFileSystem().permitsWriting(at: target) else {
        let refusal = ItemStoreFileError.notWritable(file: URL(fileURLWithPath: path))
        throw Failure(message: refusal.message(in: .english), namesFile: true)
      }
      try replace(target, with: data, like: status)
    case S_IFDIR:
      throw Failure(message: "it is a folder")
    default:
      try writeInPlace(data, to: target)
    }
  }

  /// Where a path leads once its symbolic links are followed.
  enum Destination: Equatable {
    /// One of this process's open descriptors (`/dev/stdout`, `/dev/fd/3`, a link to them).
    case descriptor(Int32)
    /// Another process's descriptor (`/proc/PID/fd/N`) or a link whose target is no path
    /// (`pipe:[…]`): opened through the link and written in place, never replaced.
    case inPlace(String)
    /// An ordinary path.
    case path(String)
  }

  /// Follows the symbolic links of `path` (up to 40, a relative target read from the link's
  /// folder), stopping at the first that names a descriptor.
  static func destination(of path: String) -> Destination {
    var current = path
    for _ in 0..<40 {
      if let descriptor = ownDescriptor(named: current) { return .descriptor(descriptor) }
      if isDescriptorLink(current) { return .inPlace(current) }
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return .path(current)
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let length = buffer.withUnsafeMutableBytes { bytes in
        readlink(current, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
      }
      guard length > 0 else { return .path(current) }
      let target = String(decoding: buffer[0..<Int(length)], as: UTF8.self)
      if !target.hasPrefix("/"), let colon = target.firstIndex(of: ":"),
        !target[..<colon].contains("/")
      {
        // `pipe:[1234]`, `socket:[…]`, `anon_inode:[…]`: a kernel object, not a file name.
        return .inPlace(current)
      }
      let folder = (current as NSString).deletingLastPathComponent
      current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
    }
    return .path(current)
  }

  /// `path`'s components without empty and `.` ones.
  private static func components(_ path: String) -> [Substring] {
    guard path.hasPrefix("/") else { return [] }
    return path.split(separator: "/").filter { $0 != "." }
  }

  /// The descriptor of this process that `path` names: `/dev/stdin`, `/dev/stdout`,
  /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N` or
  /// `/proc/PID/fd/N` with this process's ID.
  static func ownDescriptor(named path: String) -> Int32? {
    let parts = components(path)
    if parts.count == 2, parts[0] == "dev" {
      switch parts[1] {
      case "stdin": return 0
      case "stdout": return 1
      case "stderr": return 2
      default: return nil
      }
    }
    if parts.count == 3, parts[0] == "dev", parts[1] == "fd" { return Int32(parts[2]) }
    if parts.count == 4, parts[0] == "proc", parts[2] == "fd",
      ["self", "thread-self", "\(getpid())"].contains(parts[1])
    {
      return Int32(parts[3])
    }
    return nil
  }

  /// Whether `path` is `/proc/PID/fd/N`: another process's descriptor, whose link the kernel
  /// resolves on opening even when its target has no name.
  private static func isDescriptorLink(_ path: String) -> Bool {
    let parts = components(path)
    return parts.count == 4 && parts[0] == "proc" && parts[2] == "fd" && Int32(parts[3]) != nil
  }

  /// Writes into the existing special file: the bytes go wherever it leads (appended, for
  /// a regular file reached through another process's descriptor).
  private static func writeInPlace(_ data: Data, to path: String) throws(Failure) {
    let descriptor = try openInPlace(path)
    defer { close(descriptor) }
    try writeAll(data, to: descriptor)
  }

  /// How long a named pipe may go without a reader before writing to it is given up.
  static let readerPatience: Duration = .seconds(2)
  private static let readerChecks = 200

  /// Opens the special file at `path` for writing without ever waiting for good: opening a
  /// named pipe for writing blocks until a program opens it for reading, so it is opened
  /// non-blocking, which fails with `ENXIO` while nobody reads it, and tried again for
  /// ``readerPatience`` (the reader may be starting at the same moment, as in
  /// `cat pipe & inputkit render … -o pipe`). The descriptor is made blocking again for
  /// the write.
  private static func openInPlace(_ path: String) throws(Failure) -> Int32 {
    var checks = 0
    while true {
      let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK)
      if descriptor >= 0 {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return descriptor
      }
      let code = errno
      if code == EINTR { continue }
      var status = stat()
      let isPipe = stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
      guard code == ENXIO, isPipe else { throw Failure(message: reason(code)) }
      guard checks < readerChecks else {
        throw Failure(
          message: "no program opened the named pipe for reading within "
            + "\(readerPatience.components.seconds) seconds; start its reader first")
      }
      checks += 1
      usleep(UInt32(readerPatience.components.seconds * 1_000_000) / UInt32(readerChecks))
    }
  }

  /// Replaces (or creates) the regular file at `path` with a renamed temporary file.
  private static func replace(
    _ path: String, with data: Data, like original: stat?
  )
    throws(Failure)
  {
    let directory = (path as NSString).deletingLastPathComponent
    var generator = SystemRandomNumberGenerator()
    let temporary = path + ".tmp-\(getpid())-\(String(generator.next() as UInt32, radix: 16))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw Failure(message: reason(errno)) }
    var finished = false
    defer {
      if !finished { unlink(temporary) }
    }
    do {
      defer { close(descriptor) }
      if let original {
        _ = fchown(descriptor, original.st_uid, original.st_gid)
        _ = fchmod(descriptor, original.st_mode & 0o7777)
      }
      try writeAll(data, to: descriptor)
      guard fsync(descriptor) == 0 else { throw Failure(message: reason(errno)) }
    }
    guard rename(temporary, path) == 0 else { throw Failure(message: reason(errno)) }
    finished = true
    let folder = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
    if folder >= 0 {
      _ = fsync(folder)
      close(folder)
    }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32) throws(Failure) {
    if let failure = data.withUnsafeBytes({ DescriptorWriter.writeAll($0, to: descriptor) }) {
      throw Failure(message: reason(failure))
    }
  }

  static func reason(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}
