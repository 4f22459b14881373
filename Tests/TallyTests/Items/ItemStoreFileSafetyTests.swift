import Foundation
import InputKitCore
import Testing

@testable import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving replaces exactly the list, never what the person pointed at: links, permissions,
/// owners and files they made read-only are kept; two sessions never write into each other.
@Suite("Item store file keeps what the person set up")
struct ItemStoreFileSafetyTests {
  static func store(_ texts: String...) throws -> ItemStore {
    var store = ItemStore()
    for text in texts { try store.add(text) }
    return store
  }

  static func status(_ path: String) -> stat {
    var status = stat()
    stat(path, &status)
    return status
  }

  @Test("saving through a symbolic link replaces the file it points at and keeps the link")
  func symbolicLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let real = directory.url.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    let target = real.appendingPathComponent("items.json")
    let link = directory.url.appendingPathComponent("items.json")
    try ItemStoreFile(url: target).save(try Self.store("1"))
    try #require(symlink("real/items.json", link.path) == 0)
    let file = ItemStoreFile(url: link)
    try file.save(try Self.store("1", "2"))
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
    #expect(destination == "real/items.json")
    #expect(try ItemStoreFile(url: target).load() == Self.store("1", "2"))
    #expect(try file.load() == Self.store("1", "2"))
    #expect(try directory.entries() == ["items.json", "real"])
  }

  @Test("a dangling link gets its target created, the link stays")
  func danglingLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let link = directory.url.appendingPathComponent("items.json")
    try #require(symlink(directory.url.appendingPathComponent("target.json").path, link.path) == 0)
    try ItemStoreFile(url: link).save(try Self.store("7"))
    var status = stat()
    #expect(lstat(link.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    #expect(
      try ItemStoreFile(url: directory.url.appendingPathComponent("target.json")).load()
        == Self.store("7"))
  }

  @Test("a private file (0600) stays private, and other modes are kept too")
  func modeKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let file = ItemStoreFile(url: url)
    for mode: mode_t in [0o600, 0o640, 0o664] {
      try file.save(try Self.store("1"))
      try #require(chmod(url.path, mode) == 0)
      try file.save(try Self.store("1", "2"))
      #expect(Self.status(url.path).st_mode & 0o7777 == mode)
    }
  }

  @Test(
    "the file's owner and group are kept on the replacement",
    .enabled(if: geteuid() == 0, "only root can give a file to someone else"))
  func ownerKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let file = ItemStoreFile(url: url)
    try file.save(try Self.store("1"))
    try #require(chown(url.path, 4321, 4322) == 0)
    try file.save(try Self.store("1", "2"))
    let status = Self.status(url.path)
    #expect(status.st_uid == 4321)
    #expect(status.st_gid == 4322)
  }

  @Test("a file made read-only (0444) is refused with a message and left as it was")
  func readOnlyRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let file = ItemStoreFile(url: url)
    try file.save(try Self.store("1"))
    try #require(chmod(url.path, 0o444) == 0)
    let before = try Data(contentsOf: url)
    #expect(file.saveRefusal() == .readOnly(file: url))
    #expect(throws: ItemStoreFileError.readOnly(file: url)) {
      try file.save(try Self.store("1", "2"))
    }
    #expect(try Data(contentsOf: url) == before)
    #expect(Self.status(url.path).st_mode & 0o7777 == 0o444)
    #expect(
      ItemStoreFileError.readOnly(file: url).message(in: .english)
        == "\(url.path) is read-only (its permissions allow no writing) and is left as it is.")
  }

  /// A new folder holding `items.json` with "1" and a second hard link to it, `other`.
  static func hardLinkedList(other: String) throws -> (TemporaryDirectory, URL, URL) {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("items.json")
    let second = directory.url.appendingPathComponent(other)
    try ItemStoreFile(url: url).save(try Self.store("1"))
    try #require(link(url.path, second.path) == 0)
    return (directory, url, second)
  }

  @Test("a file with a second hard link is written in place, so both names see the new list")
  func hardLinkKept() throws {
    let (directory, url, other) = try Self.hardLinkedList(other: "backup.json")
    defer { directory.remove() }
    try ItemStoreFile(url: url).save(try Self.store("1", "2", "3"))
    #expect(Self.status(url.path).st_ino == Self.status(other.path).st_ino)
    #expect(Self.status(url.path).st_nlink == 2)
    #expect(try ItemStoreFile(url: other).load() == Self.store("1", "2", "3"))
    // A shorter list leaves no tail of the longer one behind.
    try ItemStoreFile(url: url).save(try Self.store("1"))
    #expect(try ItemStoreFile(url: other).load() == Self.store("1"))
    #expect(try directory.entries() == ["backup.json", "items.json"])
  }

  @Test("an in-place write that fails part-way keeps the complete new list next to the file")
  func hardLinkOverwriteFails() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    try ItemStoreFile(url: url).save(try Self.store("1"))
    try #require(link(url.path, directory.url.appendingPathComponent("b.json").path) == 0)
    let faulty = ItemStoreFile(
      url: url, fileSystem: FaultyFileSystem(.overwriteFailsAfter(bytes: 10, code: ENOSPC)))
    let kept = directory.url.appendingPathComponent("items.json.unsaved-1")
    #expect {
      try faulty.save(try Self.store("1", "2"))
    } throws: { error in
      guard case .overwriteFailed(_, _, let newVersion) = error as? ItemStoreFileError else {
        return false
      }
      return newVersion == kept
    }
    #expect(try ItemStoreFile(url: kept).load() == Self.store("1", "2"))
  }

  @Test("a named pipe as the file is refused at once, never waited on")
  func fifoRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    try #require(mkfifo(url.path, 0o600) == 0)
    // Were the load to wait for a writer, this one ends the wait after a while, and the
    // load then reads an empty pipe instead of refusing it.
    let path = url.path
    let unblocker = Thread {
      usleep(3_000_000)
      let descriptor = open(path, O_WRONLY | O_NONBLOCK)
      if descriptor >= 0 { close(descriptor) }
    }
    unblocker.start()
    let file = ItemStoreFile(url: url)
    #expect(throws: ItemStoreFileError.notARegularFile(file: url, kind: .fifo)) {
      try file.load()
    }
    #expect(throws: ItemStoreFileError.notARegularFile(file: url, kind: .fifo)) {
      try file.save(try Self.store("1"))
    }
    #expect(
      ItemStoreFileError.notARegularFile(file: url, kind: .fifo).message(in: .english)
        == "\(url.path) is a named pipe (FIFO), not a list file. Nothing was read or written.")
    #expect(throws: FileSystemError(operation: "read", path: path, code: EINVAL)) {
      try POSIXFileSystem().contentsOfFile(at: path)
    }
  }

  @Test("a file larger than the limit is refused before it is read, and left alone")
  func tooLarge() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    try ItemStoreFile(url: url).save(try Self.store("1", "2", "3"))
    let size = Int64(try Data(contentsOf: url).count)
    let file = ItemStoreFile(url: url, maximumFileSize: size - 1)
    #expect(throws: ItemStoreFileError.tooLarge(file: url, size: size, limit: size - 1)) {
      try file.load()
    }
    #expect(try ItemStoreFile(url: url).load() == Self.store("1", "2", "3"))
    #expect(ItemStoreFile.defaultMaximumFileSize == 16 << 20)
    #expect(
      ItemStoreFileError.tooLarge(file: url, size: (16 << 20) + 1, limit: 16 << 20)
        .message(in: .english)
        == "\(url.path) is too large (16.1 MiB; this app handles lists up to 16 MiB). The file was left as it is."
    )
  }

  @Test("a second session on the same file finds it locked until the first one ends")
  func lockedElsewhere() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    var first: ItemFileLock? = try ItemStoreFile(url: url).lock()
    #expect(throws: ItemStoreFileError.lockedElsewhere(file: url)) {
      try ItemStoreFile(url: url).lock()
    }
    // Through a link to the same file too: the lock belongs to the file, not to its name.
    let link = directory.url.appendingPathComponent("link.json")
    try #require(symlink(url.path, link.path) == 0)
    #expect(throws: ItemStoreFileError.lockedElsewhere(file: link)) {
      try ItemStoreFile(url: link).lock()
    }
    withExtendedLifetime(first) {}
    first = nil
    let second = try ItemStoreFile(url: url).lock()
    withExtendedLifetime(second) {}
  }

  @Test("a second session on another hard link of the same file finds it locked")
  func lockedUnderAnotherHardLink() throws {
    let (directory, url, other) = try Self.hardLinkedList(other: "other.json")
    defer { directory.remove() }
    var first: ItemFileLock? = try ItemStoreFile(url: url).lock()
    #expect(throws: ItemStoreFileError.lockedElsewhere(file: other)) {
      try ItemStoreFile(url: other).lock()
    }
    // A save writes a file with two names in place, and the lock stays on it.
    try ItemStoreFile(url: url).save(try Self.store("1", "2"), holding: first)
    #expect(throws: ItemStoreFileError.lockedElsewhere(file: other)) {
      try ItemStoreFile(url: other).lock()
    }
    withExtendedLifetime(first) {}
    first = nil
    let second = try ItemStoreFile(url: other).lock()
    #expect(throws: ItemStoreFileError.lockedElsewhere(file: url)) {
      try ItemStoreFile(url: url).lock()
    }
    withExtendedLifetime(second) {}
  }

  @Test(
    "the lock moves with every save that replaces the file: a hard link made later is held too"
  )
  func lockFollowsReplacedFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // No file at first, as for a new list: the first save creates the file the lock moves to.
    let url = directory.url.appendingPathComponent("items.json")
    let file = ItemStoreFile(url: url)
    let lock = try file.lock()
    for (round, store) in [try Self.store("1"), try Self.store("1", "2")].enumerated() {
      let before = Self.status(url.path).st_ino
      try file.save(store, holding: lock)
      #expect(round == 0 || Self.status(url.path).st_ino != before, "replaced, not in place")
      let other = directory.url.appendingPathComponent("link-\(round).json")
      try #require(link(url.path, other.path) == 0)
      #expect(throws: ItemStoreFileError.lockedElsewhere(file: other)) {
        try ItemStoreFile(url: other).lock()
      }
      try #require(unlink(other.path) == 0)
    }
    #expect(try file.load() == Self.store("1", "2"))
    withExtendedLifetime(lock) {}
  }

  @Test("a list whose folder does not exist yet is locked from the start: the folder is made first")
  func lockOnFreshFolder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // As the default `~/.local/share/inputkit/tally.json` on first use.
    let url = directory.url.appendingPathComponent("share/inputkit/tally.json")
    let first = try ItemStoreFile(url: url).lock()
    #expect(FileManager.default.fileExists(atPath: url.path + ".lock"))
    #expect(throws: ItemStoreFileError.lockedElsewhere(file: url)) {
      try ItemStoreFile(url: url).lock()
    }
    withExtendedLifetime(first) {}
  }

  @Test("a folder that cannot be made, or a lock that cannot be taken, is an error, never no lock")
  func lockNeverSilentlyMissing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.url.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let url = blocker.appendingPathComponent("inputkit/tally.json")
    #expect {
      try ItemStoreFile(url: url).lock()
    } throws: { error in
      guard case .directoryUnavailable? = error as? ItemStoreFileError else { return false }
      return true
    }
    let refused = ItemStoreFile(
      url: directory.url.appendingPathComponent("items.json"),
      fileSystem: FaultyFileSystem(.lockFails(code: ENOLCK)))
    #expect {
      try refused.lock()
    } throws: { error in
      guard case .lockUnavailable? = error as? ItemStoreFileError else { return false }
      return (error as? ItemStoreFileError)?.message(in: .english).contains("read-only") == true
    }
  }

  @Test("a lock held only for a moment, as by a process being started, is waited for")
  func momentaryLockIsWaitedFor() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let holder = LockHolder(try ItemStoreFile(url: url).lock())
    let released = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      usleep(100_000)
      holder.release()
      released.signal()
    }
    let second = try ItemStoreFile(url: url).lock()
    released.wait()
    withExtendedLifetime(second) {}
  }

  /// Holds a lock until another thread lets it go.
  final class LockHolder: @unchecked Sendable {
    // Guarded by `guardLock`.
    private var lock: ItemFileLock?
    private let guardLock = NSLock()

    init(_ lock: ItemFileLock) { self.lock = lock }

    func release() {
      guardLock.lock()
      lock = nil
      guardLock.unlock()
    }
  }

  /// Records where writes go, to see that every save writes a file of its own.
  final class RecordingFileSystem: ItemFileSystem, @unchecked Sendable {
    let base = POSIXFileSystem()
    private let guardLock = NSLock()
    private var written: [String] = []
    var writtenPaths: [String] { guardLock.withLock { written } }

    func contentsOfFile(at path: String) throws(FileSystemError) -> Data? {
      try base.contentsOfFile(at: path)
    }
    func itemExists(at path: String) -> Bool { base.itemExists(at: path) }
    func status(at path: String) throws(FileSystemError) -> FileStatus? {
      try base.status(at: path)
    }
    func resolvingSymbolicLinks(_ path: String) -> String { base.resolvingSymbolicLinks(path) }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
      try base.contentsOfDirectory(at: path)
    }
    func createDirectory(at path: String) throws(FileSystemError) {
      try base.createDirectory(at: path)
    }
    func writeDurably(
      _ data: Data, to path: String, like original: FileStatus?
    )
      throws(FileSystemError)
    {
      guardLock.withLock { written.append(path) }
      try base.writeDurably(data, to: path, like: original)
    }
    func overwrite(_ data: Data, at path: String) throws(FileSystemError) {
      try base.overwrite(data, at: path)
    }
    func rename(_ source: String, to destination: String) throws(FileSystemError) {
      try base.rename(source, to: destination)
    }
    func removeFile(at path: String) throws(FileSystemError) { try base.removeFile(at: path) }
    func synchronizeDirectory(at path: String) throws(FileSystemError) {
      try base.synchronizeDirectory(at: path)
    }
    func lock(at path: String, creating: Bool) throws(FileSystemError) -> FileLock? {
      try base.lock(at: path, creating: creating)
    }
  }

  @Test("every save writes a temporary file of its own, and racing saves leave whole JSON")
  func uniqueTemporaryFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let recorder = RecordingFileSystem()
    let file = ItemStoreFile(url: url, fileSystem: recorder)
    let stores = [try Self.store("a"), try Self.store(String(repeating: "b", count: 20_000))]
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      for _ in 0..<50 { try? file.save(stores[index]) }
    }
    let paths = recorder.writtenPaths
    #expect(paths.count == 100)
    #expect(Set(paths).count == paths.count)
    #expect(paths.allSatisfy { $0.hasPrefix(url.path + ".tmp-") })
    #expect(stores.contains(try file.load()))
    #expect(try directory.entries() == ["items.json"])
  }
}
