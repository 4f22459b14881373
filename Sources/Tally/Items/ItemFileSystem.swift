import Foundation
import InputKitCore

/// The file operations ``ItemStoreFile`` is built from, behind a protocol so tests can make
/// any step fail (a full disk mid-write, a read-only directory) without needing the system
/// to fail for real. ``POSIXFileSystem`` is the implementation apps use.
///
/// Paths are absolute file-system paths. Each method either does all of its work or throws.
public protocol ItemFileSystem: Sendable {
  /// The bytes of the regular file at `path`, or `nil` if nothing exists there. Never waits
  /// on a named pipe or a device.
  func contentsOfFile(at path: String) throws(FileSystemError) -> Data?
  /// Whether anything (file, directory, link) exists at `path`.
  func itemExists(at path: String) -> Bool
  /// What the file at `path` is, following symbolic links; `nil` if nothing exists there.
  func status(at path: String) throws(FileSystemError) -> FileStatus?
  /// `path` with its symbolic links followed to the name they finally point at (which may
  /// not exist yet), so that saving replaces the file a link names, not the link.
  func resolvingSymbolicLinks(_ path: String) -> String
  /// The names in the directory at `path`.
  func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String]
  /// Makes sure a directory exists at `path`, creating missing parents as well.
  func createDirectory(at path: String) throws(FileSystemError)
  /// Creates the file at `path`, which must not exist yet (`EEXIST` otherwise), writes all of
  /// `data`, gives it the permission bits and owner of `original` when given, flushes it to
  /// stable storage and closes it.
  func writeDurably(
    _ data: Data, to path: String, like original: FileStatus?)
    throws(FileSystemError)
  /// Writes `data` over the existing file at `path` in place (the same file, so its other
  /// names see it too), truncates it to that length and flushes it.
  func overwrite(_ data: Data, at path: String) throws(FileSystemError)
  /// Makes sure the existing file at `path` has disk space for `size` bytes without changing
  /// its contents, so that a full disk is found before an in-place write touches the file.
  func reserveSpace(_ size: Int, at path: String) throws(FileSystemError)
  /// Renames `source` to `destination` atomically, replacing a file already there.
  func rename(_ source: String, to destination: String) throws(FileSystemError)
  /// Removes the file at `path`.
  func removeFile(at path: String) throws(FileSystemError)
  /// Flushes the directory at `path`, so that a rename inside it survives a power cut.
  func synchronizeDirectory(at path: String) throws(FileSystemError)
  /// Takes an exclusive advisory lock on the file at `path` itself, without waiting for long;
  /// `nil` when another process holds it. With `creating`, a missing file is created first.
  /// The lock is on the file the name leads to once it is held: a name replaced by a rename
  /// meanwhile is locked anew.
  func lock(at path: String, creating: Bool) throws(FileSystemError) -> FileLock?
  /// Whether this process's permissions let it write the existing file at `path`: `false`
  /// for someone else's file that only its owner may write, so that replacing it (which
  /// only needs the folder's permission) would take it over.
  func permitsWriting(at path: String) -> Bool
}

extension ItemFileSystem {
  /// File systems that cannot reserve space in advance find a full disk during the write.
  public func reserveSpace(_ size: Int, at path: String) throws(FileSystemError) {}

  /// File systems without owners let every session write.
  public func permitsWriting(at path: String) -> Bool { true }
}
