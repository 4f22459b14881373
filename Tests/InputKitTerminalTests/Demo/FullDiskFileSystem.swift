import Foundation
import InputKitCore
import Tally

/// The real file system, except that every write fails as on a full disk.
struct FullDiskFileSystem: ItemFileSystem {
  private let real = POSIXFileSystem()

  func contentsOfFile(at path: String) throws(FileSystemError) -> Data? {
    try real.contentsOfFile(at: path)
  }

  func itemExists(at path: String) -> Bool { real.itemExists(at: path) }

  func createDirectory(at path: String) throws(FileSystemError) {
    try real.createDirectory(at: path)
  }

  func writeDurably(
    _ data: Data, to path: String, like original: FileStatus?
  )
    throws(FileSystemError)
  {
    throw FileSystemError(operation: "write", path: path, code: ENOSPC)
  }

  func rename(_ source: String, to destination: String) throws(FileSystemError) {
    try real.rename(source, to: destination)
  }

  func removeFile(at path: String) throws(FileSystemError) {
    try real.removeFile(at: path)
  }

  func synchronizeDirectory(at path: String) throws(FileSystemError) {
    try real.synchronizeDirectory(at: path)
  }

  func status(at path: String) throws(FileSystemError) -> FileStatus? {
    try real.status(at: path)
  }

  func resolvingSymbolicLinks(_ path: String) -> String {
    real.resolvingSymbolicLinks(path)
  }

  func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
    try real.contentsOfDirectory(at: path)
  }

  func overwrite(_ data: Data, at path: String) throws(FileSystemError) {
    try real.overwrite(data, at: path)
  }

  func lock(at path: String, creating: Bool) throws(FileSystemError) -> FileLock? {
    try real.lock(at: path, creating: creating)
  }
}
