import Foundation
import InputKitCore

@testable import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system, except for one injected failure: what a full disk, a read-only
/// volume or a failing rename looks like to ``ItemStoreFile``.
struct FaultyFileSystem: ItemFileSystem {
  enum Fault: Sendable {
    /// Writes this many bytes of the file for real, then fails with `code` (ENOSPC: the disk
    /// filled up mid-write).
    case writeFailsAfter(bytes: Int, code: Int32)
    /// Opening any file for writing fails with `code` (EROFS, EACCES).
    case openForWritingFails(code: Int32)
    /// Writing a file in place writes this many bytes for real, then fails with `code`.
    case overwriteFailsAfter(bytes: Int, code: Int32)
    /// Reserving space for an in-place write fails with `code` (ENOSPC: the disk is full).
    case reserveFails(code: Int32)
    /// Every rename fails with `code`.
    case renameFails(code: Int32)
    /// Flushing a directory fails with `code`.
    case directorySyncFails(code: Int32)
    /// Taking a lock fails with `code` (ENOLCK: a file system without locks).
    case lockFails(code: Int32)
  }

  let fault: Fault
  private let base = POSIXFileSystem()

  init(_ fault: Fault) {
    self.fault = fault
  }

  func contentsOfFile(at path: String) throws(FileSystemError) -> Data? {
    try base.contentsOfFile(at: path)
  }

  func itemExists(at path: String) -> Bool {
    base.itemExists(at: path)
  }

  func createDirectory(at path: String) throws(FileSystemError) {
    try base.createDirectory(at: path)
  }

  func writeDurably(
    _ data: Data, to path: String, like original: FileStatus?
  )
    throws(FileSystemError)
  {
    switch fault {
    case .writeFailsAfter(let bytes, let code):
      try base.writeDurably(data.prefix(bytes), to: path, like: original)
      throw FileSystemError(operation: "write", path: path, code: code)
    case .openForWritingFails(let code):
      throw FileSystemError(operation: "open", path: path, code: code)
    default:
      try base.writeDurably(data, to: path, like: original)
    }
  }

  func rename(_ source: String, to destination: String) throws(FileSystemError) {
    if case .renameFails(let code) = fault {
      throw FileSystemError(operation: "rename", path: destination, code: code)
    }
    try base.rename(source, to: destination)
  }

  func removeFile(at path: String) throws(FileSystemError) {
    try base.removeFile(at: path)
  }

  func synchronizeDirectory(at path: String) throws(FileSystemError) {
    if case .directorySyncFails(let code) = fault {
      throw FileSystemError(operation: "fsync", path: path, code: code)
    }
    try base.synchronizeDirectory(at: path)
  }

  func status(at path: String) throws(FileSystemError) -> FileStatus? {
    try base.status(at: path)
  }

  func resolvingSymbolicLinks(_ path: String) -> String {
    base.resolvingSymbolicLinks(path)
  }

  func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
    try base.contentsOfDirectory(at: path)
  }

  func overwrite(_ data: Data, at path: String) throws(FileSystemError) {
    if case .overwriteFailsAfter(let bytes, let code) = fault {
      try base.overwrite(data.prefix(bytes), at: path)
      throw FileSystemError(operation: "write", path: path, code: code)
    }
    try base.overwrite(data, at: path)
  }

  func reserveSpace(_ size: Int, at path: String) throws(FileSystemError) {
    if case .reserveFails(let code) = fault {
      throw FileSystemError(operation: "allocate", path: path, code: code)
    }
    try base.reserveSpace(size, at: path)
  }

  func lock(at path: String, creating: Bool) throws(FileSystemError) -> FileLock? {
    if case .lockFails(let code) = fault {
      throw FileSystemError(operation: "flock", path: path, code: code)
    }
    return try base.lock(at: path, creating: creating)
  }
}
