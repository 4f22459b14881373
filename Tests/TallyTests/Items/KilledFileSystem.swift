import Foundation
import InputKitCore

@testable import Tally

/// The real file system until an in-place write has written `bytes` bytes; from then on every
/// operation fails without touching the disk. What is on disk then is exactly what a kill at
/// that moment leaves behind: no clean-up of the failed save takes effect.
final class KilledFileSystem: ItemFileSystem, @unchecked Sendable {
  private let base = POSIXFileSystem()
  private let bytes: Int
  private let lock = NSLock()
  private var killed = false

  init(killedAfterOverwriting bytes: Int) {
    self.bytes = bytes
  }

  private func alive(_ path: String) throws(FileSystemError) {
    let isKilled = lock.withLock { killed }
    if isKilled { throw FileSystemError(operation: "killed", path: path, code: EIO) }
  }

  func contentsOfFile(at path: String) throws(FileSystemError) -> Data? {
    try alive(path)
    return try base.contentsOfFile(at: path)
  }

  func itemExists(at path: String) -> Bool { base.itemExists(at: path) }

  func status(at path: String) throws(FileSystemError) -> FileStatus? {
    try alive(path)
    return try base.status(at: path)
  }

  func resolvingSymbolicLinks(_ path: String) -> String { base.resolvingSymbolicLinks(path) }

  func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
    try alive(path)
    return try base.contentsOfDirectory(at: path)
  }

  func createDirectory(at path: String) throws(FileSystemError) {
    try alive(path)
    try base.createDirectory(at: path)
  }

  func writeDurably(
    _ data: Data, to path: String, like original: FileStatus?
  ) throws(FileSystemError) {
    try alive(path)
    try base.writeDurably(data, to: path, like: original)
  }

  func overwrite(_ data: Data, at path: String) throws(FileSystemError) {
    try alive(path)
    try base.overwrite(data.prefix(bytes), at: path)
    lock.withLock { killed = true }
    throw FileSystemError(operation: "killed", path: path, code: EIO)
  }

  func reserveSpace(_ size: Int, at path: String) throws(FileSystemError) {
    try alive(path)
    try base.reserveSpace(size, at: path)
  }

  func rename(_ source: String, to destination: String) throws(FileSystemError) {
    try alive(destination)
    try base.rename(source, to: destination)
  }

  func removeFile(at path: String) throws(FileSystemError) {
    try alive(path)
    try base.removeFile(at: path)
  }

  func synchronizeDirectory(at path: String) throws(FileSystemError) {
    try alive(path)
    try base.synchronizeDirectory(at: path)
  }

  func lock(at path: String, creating: Bool) throws(FileSystemError) -> FileLock? {
    try alive(path)
    return try base.lock(at: path, creating: creating)
  }
}
