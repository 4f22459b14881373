import Foundation
import InputKitCore

/// The file operations ``ItemStoreFile`` is built from, behind a protocol so tests can make
/// any step fail (a full disk mid-write, a read-only directory) without needing the system
/// to fail for real. ``POSIXFileSystem`` is the implementation apps use.
///
/// Paths are absolute file-system paths. Each method either does all of its work or throws.
public protocol ItemFileSystem: Sendable {
  /// The bytes of the regular file at `path`, or `nil` if nothing exists there.
  func contentsOfFile(at path: String) throws(FileSystemError) -> Data?
  /// Whether anything (file, directory, link) exists at `path`.
  func itemExists(at path: String) -> Bool
  /// Makes sure a directory exists at `path`, creating missing parents as well.
  func createDirectory(at path: String) throws(FileSystemError)
  /// Creates or truncates the file at `path`, writes all of `data`, flushes it to stable
  /// storage and closes it.
  func writeDurably(_ data: Data, to path: String) throws(FileSystemError)
  /// Renames `source` to `destination` atomically, replacing a file already there.
  func rename(_ source: String, to destination: String) throws(FileSystemError)
  /// Removes the file at `path`.
  func removeFile(at path: String) throws(FileSystemError)
  /// Flushes the directory at `path`, so that a rename inside it survives a power cut.
  func synchronizeDirectory(at path: String) throws(FileSystemError)
}
