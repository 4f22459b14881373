import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One advisory lock, held through an open descriptor for as long as this value lives; what
/// ``ItemFileSystem/lock(at:creating:)`` takes. The system releases it when the process ends,
/// however it ends.
public final class FileLock: Sendable {
  private let descriptor: Int32

  /// A lock held through the open `descriptor`, which is closed when the lock goes away.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}

/// The advisory lock of a session that edits a list, for as long as this value lives: a second
/// session on the file, under any name, opens the list read-only.
///
/// It is two locks: one on the list's file, so every hard link is held (a save moves it to the new
/// file before the rename), and one on `<file>.lock`, so the name is held while there is no file.
public final class ItemFileLock: @unchecked Sendable {
  private let name: FileLock?
  // Guarded by `guardLock`: a save replaces it with the lock on the file it renamed in place.
  private var file: FileLock?
  private let guardLock = NSLock()

  /// A session's lock: `name` on `<file>.lock`, `file` on the list's file when it exists;
  /// neither for a list no session could save.
  init(name: FileLock?, file: FileLock?) {
    self.name = name
    self.file = file
  }

  /// Holds `lock`, the lock on the file that now has the list's name, instead of the lock on
  /// the file it replaced.
  func holdFile(_ lock: FileLock) {
    guardLock.withLock { file = lock }
  }
}
