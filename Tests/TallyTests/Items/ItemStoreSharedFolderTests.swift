import Foundation
import InputKitTestSupport
import Testing

@testable import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two people on one machine with a list in a folder both may write: the second one runs
/// `item-store-writer` as the user ``SecondUser`` through `runuser`, on real files.
@Suite(
  "Item store file in a folder two people share",
  .serialized,
  .enabled(if: SecondUser.unavailable == nil, Comment(rawValue: SecondUser.unavailable ?? "")))
struct ItemStoreSharedFolderTests {
  static func store(_ texts: String...) throws -> ItemStore {
    var store = ItemStore()
    for text in texts { try store.add(text) }
    return store
  }

  /// A temporary folder everyone may write, holding the list `items.json` with "1", saved by
  /// this (the first) user with `mode`.
  static func sharedList(mode: mode_t) throws -> (TemporaryDirectory, URL) {
    let folder = try TemporaryDirectory()
    try #require(chmod(folder.url.path, 0o777) == 0)
    let url = folder.url.appendingPathComponent("items.json")
    try ItemStoreFile(url: url).save(try store("1"))
    try #require(chmod(url.path, mode) == 0)
    return (folder, url)
  }

  static func status(_ path: String) -> stat {
    var status = stat()
    stat(path, &status)
    return status
  }

  /// Runs `item-store-writer ARGUMENTS` as the second user and returns what it printed.
  static func secondUser(_ arguments: [String]) throws -> String {
    let (status, output) = SecondUser.run(
      asSecondUser: try ItemStoreCrashTests.writerURL(), arguments)
    #expect(status == 0, "\(output)")
    return output
  }

  @Test(
    "a list the first person has open is locked for the second person too: read-only, with the notice"
  )
  func lockHoldsAcrossUsers() throws {
    let (folder, url) = try Self.sharedList(mode: 0o666)
    defer { folder.remove() }
    let lock = try ItemStoreFile(url: url).lock()
    let output = try Self.secondUser(["--lock", url.path])
    #expect(
      output
        == "lockedElsewhere: \(url.path) is open in another session. This one is read-only: changes here will not be saved.\n"
    )
    withExtendedLifetime(lock) {}
  }

  @Test(
    "a list the first person has open is locked for the second person under another hard link too"
  )
  func lockHoldsAcrossHardLinks() throws {
    let (folder, url) = try Self.sharedList(mode: 0o666)
    defer { folder.remove() }
    let other = folder.url.appendingPathComponent("other.json")
    try #require(link(url.path, other.path) == 0)
    let file = ItemStoreFile(url: url)
    let lock = try file.lock()
    #expect(
      try Self.secondUser(["--lock", other.path])
        == "lockedElsewhere: \(other.path) is open in another session. This one is read-only: changes here will not be saved.\n"
    )
    // Once the link is gone a save replaces the file; a link made after that is held too.
    try #require(unlink(other.path) == 0)
    try file.save(try Self.store("1", "2"), holding: lock)
    let later = folder.url.appendingPathComponent("later.json")
    try #require(link(url.path, later.path) == 0)
    #expect(
      try Self.secondUser(["--lock", later.path])
        == "lockedElsewhere: \(later.path) is open in another session. This one is read-only: changes here will not be saved.\n"
    )
    withExtendedLifetime(lock) {}
  }

  @Test(
    "a lock file the second person may not open is never silent: the session is read-only and says why"
  )
  func unopenableLockIsReported() throws {
    let (folder, url) = try Self.sharedList(mode: 0o666)
    defer { folder.remove() }
    // As an earlier version of the app left it: private to the first person.
    let lockPath = url.path + ".lock"
    let descriptor = open(lockPath, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    try #require(descriptor >= 0)
    close(descriptor)
    let output = try Self.secondUser(["--lock", url.path])
    #expect(
      output
        == "lockUnavailable: Could not lock \(url.path) (open \(lockPath): Permission denied), so another session may be editing it. This one is read-only: changes here will not be saved.\n"
    )
  }

  @Test(
    "someone else's list the second person may not write is refused, not taken over by a rename")
  func foreignListIsNotTakenOver() throws {
    let (folder, url) = try Self.sharedList(mode: 0o644)
    defer { folder.remove() }
    let before = try Data(contentsOf: url)
    let output = try Self.secondUser(["--save", url.path, "2"])
    #expect(
      output
        == "refused: notWritable: \(url.path) belongs to another user and its permissions do not let you write it, so it is left as it is.\n"
    )
    #expect(Self.status(url.path).st_uid == 0)
    #expect(try Data(contentsOf: url) == before)
    #expect(try folder.entries() == ["items.json"])
  }

  @Test("someone else's list the second person may write is saved in place and keeps its owner")
  func sharedWritableListKeepsItsOwner() throws {
    let (folder, url) = try Self.sharedList(mode: 0o666)
    defer { folder.remove() }
    let inode = Self.status(url.path).st_ino
    let output = try Self.secondUser(["--save", url.path, "2"])
    #expect(output == "saved\n")
    let after = Self.status(url.path)
    #expect(after.st_uid == 0)
    #expect(after.st_gid == 0)
    #expect(after.st_mode & 0o7777 == 0o666)
    #expect(after.st_ino == inode)
    #expect(try ItemStoreFile(url: url).load() == Self.store("1", "2"))
    #expect(try folder.entries() == ["items.json"])
  }
}
