import Foundation
import InputKitCore
import Testing

@testable import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hard-linked file written in place, killed or failing part-way, never loses both lists;
/// a session that cannot save leaves no lock file behind.
@Suite("Item store file recovers interrupted in-place writes")
struct ItemStoreFileRecoveryTests {
  static func store(_ texts: String...) throws -> ItemStore {
    var store = ItemStore()
    for text in texts { try store.add(text) }
    return store
  }

  /// A directory holding `items.json` with the list "old" and a second hard link to it.
  static func linkedFile(in directory: TemporaryDirectory) throws -> (URL, URL) {
    let url = directory.url.appendingPathComponent("items.json")
    let other = directory.url.appendingPathComponent("backup.json")
    try ItemStoreFile(url: url).save(try store("old"))
    try #require(link(url.path, other.path) == 0)
    return (url, other)
  }

  @Test(
    "a kill part-way through an in-place write: the next session writes the complete copy back",
    arguments: [0, 1, 20])
  func killMidInPlaceWrite(bytes: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (url, other) = try Self.linkedFile(in: directory)
    let new = try Self.store("one", "two", "three")
    let killed = ItemStoreFile(
      url: url, fileSystem: KilledFileSystem(killedAfterOverwriting: bytes))
    #expect(throws: ItemStoreFileError.self) { try killed.save(new) }
    #expect(try directory.entries().contains { $0.hasPrefix("items.json.in-place-") })
    let garbled: Bool
    if case .failure = ItemStoreFile.decode(try Data(contentsOf: other)) {
      garbled = true
    } else {
      garbled = false
    }
    #expect(garbled, "the kill should leave the file garbled")

    let restarted = ItemStoreFile(url: url)
    let lock = try restarted.lock()
    #expect(try restarted.load() == new)
    #expect(try ItemStoreFile(url: other).load() == new)
    #expect(try directory.entries() == ["backup.json", "items.json", "items.json.lock"])
    _ = lock
  }

  @Test("a complete copy next to a whole file with another list is kept, not deleted")
  func copyOfOtherListKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    try ItemStoreFile(url: url).save(try Self.store("old"))
    let copy = directory.url.appendingPathComponent("items.json.in-place-1-a")
    try ItemStoreFile.encode(try Self.store("new")).write(to: copy)
    let file = ItemStoreFile(url: url)
    let lock = try file.lock()
    #expect(try file.load() == Self.store("old"))
    let kept = directory.url.appendingPathComponent("items.json.unsaved-1")
    #expect(try ItemStoreFile(url: kept).load() == Self.store("new"))
    #expect(try directory.entries() == ["items.json", "items.json.lock", "items.json.unsaved-1"])
    _ = lock
  }

  @Test("a full disk found while reserving space leaves the linked file and folder as they were")
  func reserveFails() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (url, other) = try Self.linkedFile(in: directory)
    let before = try Data(contentsOf: url)
    let full = ItemStoreFile(url: url, fileSystem: FaultyFileSystem(.reserveFails(code: ENOSPC)))
    #expect {
      try full.save(try Self.store("old", "new"))
    } throws: { error in
      guard case .writeFailed(_, let reason) = error as? ItemStoreFileError else { return false }
      return reason.contains("No space left on device")
    }
    #expect(try Data(contentsOf: url) == before)
    #expect(try Data(contentsOf: other) == before)
    #expect(try directory.entries() == ["backup.json", "items.json"])
  }

  @Test("after an in-place write failed part-way, the next load names the kept complete list")
  func failedInPlaceWriteReported() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (url, _) = try Self.linkedFile(in: directory)
    let faulty = ItemStoreFile(
      url: url, fileSystem: FaultyFileSystem(.overwriteFailsAfter(bytes: 10, code: ENOSPC)))
    #expect(throws: ItemStoreFileError.self) { try faulty.save(try Self.store("old", "new")) }

    let restarted = ItemStoreFile(url: url)
    let lock = try restarted.lock()
    let kept = directory.url.appendingPathComponent("items.json.unsaved-1")
    let corrupt = directory.url.appendingPathComponent("items.json.corrupt-1")
    #expect {
      _ = try restarted.load()
    } throws: { error in
      guard case .corruptWithCopy(_, _, let movedTo, let copy) = error as? ItemStoreFileError
      else { return false }
      return movedTo == corrupt && copy == kept
        && (error as? ItemStoreFileError)?.message(in: .english).contains(kept.path) == true
    }
    #expect(try ItemStoreFile(url: kept).load() == Self.store("old", "new"))
    _ = lock
  }

  @Test("a failed first save does not claim an earlier version was kept")
  func firstSaveFailure() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let readOnly = ItemStoreFile(
      url: url, fileSystem: FaultyFileSystem(.openForWritingFails(code: EROFS)))
    #expect {
      try readOnly.save(try Self.store("1"))
    } throws: { error in
      guard let error = error as? ItemStoreFileError, case .firstSaveFailed = error else {
        return false
      }
      return !error.message(in: .english).contains("previous")
    }
    try ItemStoreFile(url: url).save(try Self.store("1"))
    #expect {
      try readOnly.save(try Self.store("1", "2"))
    } throws: { error in
      guard case .writeFailed = error as? ItemStoreFileError else { return false }
      return true
    }
  }

  enum Target: String, CaseIterable, Sendable {
    case fifo, folder, readOnlyFile
  }

  @Test("a path no session could save gets no lock file", arguments: Target.allCases)
  func noLockLitter(target: Target) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    switch target {
    case .fifo:
      try #require(mkfifo(url.path, 0o600) == 0)
    case .folder:
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    case .readOnlyFile:
      try ItemStoreFile(url: url).save(try Self.store("1"))
      try #require(chmod(url.path, 0o444) == 0)
    }
    let before = try directory.entries()
    let lock = try ItemStoreFile(url: url).lock()
    #expect(try directory.entries() == before)
    _ = lock
  }
}
