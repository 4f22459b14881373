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
/// session on the same file, under this name or any other, sees it taken and opens the list
/// read-only instead of saving over the first one's changes.
///
/// It is two locks. One is on the list's file itself, so that every hard link of it is held:
/// a save that replaces the file moves it to the new file before the rename (see
/// ``ItemStoreFile/save(_:holding:)``); a lock file named after the file's device and inode
/// would not do, since every such save gives the list a new inode. The other is on
/// `<file>.lock`, a file beside the list that no save replaces, so that the name is held while
/// there is no file yet.
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
