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

  func writeDurably(_ data: Data, to path: String) throws(FileSystemError) {
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
}
