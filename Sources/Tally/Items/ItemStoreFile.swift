import Foundation
import InputKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an ``ItemStore`` is kept: a JSON file replaced atomically on every save, so a crash, a
/// kill or a full disk leaves the previous list or the new one, whole.
///
/// A save writes a uniquely named temporary file beside the target, flushes it, renames it over
/// the file and flushes the folder. A hard-linked or shared file is written in place, its copy kept
/// until the file reads back whole. A damaged file is kept as `<file>.corrupt-<n>`.
public struct ItemStoreFile: Sendable {
  /// The largest file ``load()`` reads, 16 MiB: about 200,000 items, twice what the example
  /// app keeps interactive.
  public static let defaultMaximumFileSize: Int64 = 16 << 20

  /// The file's location.
  public let url: URL
  /// The largest file ``load()`` reads; a larger one is refused with
  /// ``ItemStoreFileError/tooLarge(file:size:limit:)``.
  public let maximumFileSize: Int64
  private let fileSystem: any ItemFileSystem

  /// The list kept at `url` (a file URL), read and written through `fileSystem`.
  public init(
    url: URL, fileSystem: any ItemFileSystem = POSIXFileSystem(),
    maximumFileSize: Int64 = ItemStoreFile.defaultMaximumFileSize
  ) {
    self.url = url
    self.fileSystem = fileSystem
    self.maximumFileSize = maximumFileSize
  }

  /// The path of the file the list is kept in, after following symbolic links.
  public var resolvedPath: String { fileSystem.resolvingSymbolicLinks(url.path) }

  /// The name temporary files of a save start with; each save adds its own suffix.
  var temporaryPrefix: String { resolvedPath + ".tmp-" }

  /// The name the complete copy of an in-place write is kept under until the write is
  /// verified; unlike a temporary file, it may be the only whole list on disk.
  var inPlacePrefix: String { resolvedPath + ".in-place-" }

  /// The name complete lists that could not be written to the file are kept under.
  var unsavedPrefix: String { resolvedPath + ".unsaved-" }

  /// The file of the advisory lock on the list's name, which holds it while there is no file
  /// yet; the lock on the file itself holds its other names (``ItemFileLock``).
  var lockPath: String { resolvedPath + ".lock" }

  /// Reads the list. A missing file is an empty list.
  ///
  /// - Throws: ``ItemStoreFileError/unreadable(file:reason:)`` if the file cannot be read;
  ///   ``ItemStoreFileError/notARegularFile(file:kind:)`` for a named pipe, a device or a directory
  ///   (never opened in a way that waits); ``ItemStoreFileError/tooLarge(file:size:limit:)``;
  ///   ``ItemStoreFileError/corrupt(file:reason:movedTo:)`` after moving a damaged file aside
  ///   (loading again then gives an empty list), or
  ///   ``ItemStoreFileError/corruptWithCopy(file:reason:movedTo:copy:)`` when a complete list is
  ///   also kept next to it; ``ItemStoreFileError/corruptNotMoved(file:reason:moveFailure:)`` if
  ///   that move failed.
  public func load() throws(ItemStoreFileError) -> ItemStore {
    let path = resolvedPath
    let data: Data
    do {
      guard let status = try fileSystem.status(at: path) else { return ItemStore() }
      guard status.kind == .regular else {
        throw ItemStoreFileError.notARegularFile(file: url, kind: status.kind)
      }
      guard status.size <= maximumFileSize else {
        throw ItemStoreFileError.tooLarge(file: url, size: status.size, limit: maximumFileSize)
      }
      guard let contents = try fileSystem.contentsOfFile(at: path) else { return ItemStore() }
      data = contents
    } catch let error as ItemStoreFileError {
      throw error
    } catch let error as FileSystemError {
      throw .unreadable(file: url, reason: error.reason)
    } catch {
      throw .unreadable(file: url, reason: String(describing: error))
    }
    switch Self.decode(data) {
    case .success(let store):
      return store
    case .failure(let problem):
      throw moveAside(path, reason: problem.reason)
    }
  }

  /// The newest complete list kept next to the file: the highest `<file>.unsaved-<n>`, else a
  /// copy of an in-place write, that holds a readable list.
  func recoverableCopy() -> String? {
    let path = resolvedPath
    let directory = Self.parent(of: path)
    let unsavedName = Self.name(of: unsavedPrefix)
    let inPlaceName = Self.name(of: inPlacePrefix)
    let entries = (try? fileSystem.contentsOfDirectory(at: directory)) ?? []
    let unsaved =
      entries
      .compactMap { entry in
        entry.hasPrefix(unsavedName) ? Int(entry.dropFirst(unsavedName.count)) : nil
      }
      .sorted(by: >)
      .map { unsavedPrefix + "\($0)" }
    let inPlace = entries.filter { $0.hasPrefix(inPlaceName) }.sorted()
      .map { directory + "/" + $0 }
    return (unsaved + inPlace).first { candidate in
      guard let status = try? fileSystem.status(at: candidate), status.kind == .regular,
        status.size <= maximumFileSize,
        let contents = try? fileSystem.contentsOfFile(at: candidate),
        case .success = Self.decode(contents)
      else { return false }
      return true
    }
  }

  /// Why a save would be refused before writing anything: the file is read-only, someone
  /// else's that this user may not write, or not a regular file. `nil` when a save may go
  /// ahead (it can still fail, for a full disk).
  public func saveRefusal() -> ItemStoreFileError? {
    guard let status = try? fileSystem.status(at: resolvedPath) else { return nil }
    return refusal(for: status)
  }

  /// Takes the advisory lock that marks the list as being edited, for as long as the returned value
  /// lives, and removes the temporary files killed saves left behind.
  ///
  /// The lock is on the file, so another hard link finds it taken. A path no session could save to
  /// takes no lock (``saveRefusal()`` says why); otherwise a lock that cannot be taken is an error.
  ///
  /// - Throws: ``ItemStoreFileError/lockedElsewhere(file:)`` when another process holds it;
  ///   ``ItemStoreFileError/directoryUnavailable(directory:reason:)`` or
  ///   ``ItemStoreFileError/lockUnavailable(file:reason:)`` otherwise.
  public func lock() throws(ItemStoreFileError) -> ItemFileLock {
    let path = resolvedPath
    let directory = Self.parent(of: path)
    let target = try folderAndStatus(of: path) { .lockUnavailable(file: url, reason: $0) }
    if let target, refusal(for: target) != nil { return ItemFileLock(name: nil, file: nil) }
    let nameLock: FileLock?
    let fileLock: FileLock?
    do {
      nameLock = try fileSystem.lock(at: lockPath, creating: true)
      // Before the first save there is no file: the name's lock alone holds the list until
      // that save moves a file lock onto the new file.
      fileLock =
        target == nil || nameLock == nil ? nil : try fileSystem.lock(at: path, creating: false)
    } catch {
      throw .lockUnavailable(file: url, reason: error.description)
    }
    guard let nameLock, target == nil || fileLock != nil else { throw .lockedElsewhere(file: url) }
    let lock = ItemFileLock(name: nameLock, file: fileLock)
    let temporaryName = Self.name(of: temporaryPrefix)
    let inPlaceName = Self.name(of: inPlacePrefix)
    for entry in (try? fileSystem.contentsOfDirectory(at: directory)) ?? [] {
      if entry.hasPrefix(temporaryName) {
        // A killed save's temporary file was never the only copy: the file was not touched.
        try? fileSystem.removeFile(at: directory + "/" + entry)
      } else if entry.hasPrefix(inPlaceName) {
        recover(directory + "/" + entry, into: path)
      }
    }
    return lock
  }

  /// Creates the folder of the file at `path` when it is missing, then reads the file's status.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - statusError: The error to throw, given its reason, when the status cannot be read.
  /// - Returns: The file's status, or `nil` when there is no file.
  /// - Throws: ``ItemStoreFileError/directoryUnavailable(directory:reason:)`` when the folder
  ///   cannot be created, otherwise `statusError`'s error when the status cannot be read.
  private func folderAndStatus(
    of path: String, statusError: (String) -> ItemStoreFileError
  ) throws(ItemStoreFileError) -> FileStatus? {
    let directory = Self.parent(of: path)
    do {
      try fileSystem.createDirectory(at: directory)
    } catch {
      throw .directoryUnavailable(
        directory: URL(fileURLWithPath: directory, isDirectory: true), reason: error.description)
    }
    do {
      return try fileSystem.status(at: path)
    } catch {
      throw statusError(error.description)
    }
  }

  /// Handles the complete copy `copyPath` of an in-place write that did not finish: removed
  /// when the file holds the same bytes, written back in place when the file is damaged (so
  /// its other names see it too), and otherwise, or when that write fails, kept as
  /// `<file>.unsaved-<n>`.
  private func recover(_ copyPath: String, into path: String) {
    guard let copy = try? fileSystem.contentsOfFile(at: copyPath) else { return }
    let current = try? fileSystem.contentsOfFile(at: path)
    if current == copy {
      try? fileSystem.removeFile(at: copyPath)
      return
    }
    let copyIsWhole: Bool
    if case .success = Self.decode(copy) { copyIsWhole = true } else { copyIsWhole = false }
    let currentIsDamaged: Bool
    if let current, case .failure = Self.decode(current) {
      currentIsDamaged = true
    } else {
      currentIsDamaged = false
    }
    if copyIsWhole, currentIsDamaged, (try? writeInPlace(copy, at: path)) != nil {
      try? fileSystem.removeFile(at: copyPath)
      return
    }
    _ = keep(copyPath, besides: path)
  }

  /// Reserves the space, writes `data` over the file at `path`, flushes it and reads it back.
  /// A failure says whether the file's bytes may have changed: a full disk found while
  /// reserving leaves the file as it was.
  private func writeInPlace(
    _ data: Data, at path: String
  ) throws(InPlaceFailure) {
    do {
      try fileSystem.reserveSpace(data.count, at: path)
    } catch {
      throw InPlaceFailure(error: error, touched: false)
    }
    do throws(FileSystemError) {
      try fileSystem.overwrite(data, at: path)
      guard try fileSystem.contentsOfFile(at: path) == data else {
        throw FileSystemError(operation: "verify", path: path, code: EIO)
      }
    } catch {
      throw InPlaceFailure(error: error, touched: true)
    }
  }

  private struct InPlaceFailure: Error {
    let error: FileSystemError
    let touched: Bool
  }

  /// Replaces the file with `store`, creating the directory if it is missing; a session's `lock`
  /// moves to the new file before the old one is let go.
  ///
  /// - Parameters:
  ///   - store: The list to save.
  ///   - lock: The session's lock; `nil` outside a session.
  /// - Throws: ``ItemStoreFileError``: refusals (read-only, not writable, not a regular file)
  ///   before anything is written; a failed write leaves the previous file intact, or the new list
  ///   beside it when written in place.
  public func save(_ store: ItemStore, holding lock: ItemFileLock? = nil) throws(ItemStoreFileError)
  {
    let data = Self.encode(store)
    let path = resolvedPath
    let directory = Self.parent(of: path)
    let existing = try folderAndStatus(of: path) { .writeFailed(file: url, reason: $0) }
    if let existing, let refusal = refusal(for: existing) { throw refusal }
    let temporaryPath = try writeTemporary(data, like: existing)
    if let existing, existing.linkCount > 1 || !hasOwner(of: existing, temporaryPath) {
      try saveInPlace(data, at: path, from: temporaryPath)
      return
    }
    do throws(FileSystemError) {
      var newLock: FileLock?
      if lock != nil {
        // Nobody else knows the temporary file's name, so its lock is free.
        newLock = try fileSystem.lock(at: temporaryPath, creating: false)
        guard newLock != nil else {
          throw FileSystemError(operation: "flock", path: temporaryPath, code: EWOULDBLOCK)
        }
      }
      try fileSystem.rename(temporaryPath, to: path)
      if let newLock { lock?.holdFile(newLock) }
    } catch {
      try? fileSystem.removeFile(at: temporaryPath)
      throw writeFailure(error.description, existing: existing)
    }
    do {
      try fileSystem.synchronizeDirectory(at: directory)
    } catch {
      throw .notConfirmedOnDisk(file: url, reason: error.description)
    }
  }

  /// Whether the file at `temporaryPath` got the owner and group of `original`: only root
  /// can give a file to someone else, so someone else's file that this user may write is
  /// written in place rather than replaced by a file of this user's.
  private func hasOwner(of original: FileStatus, _ temporaryPath: String) -> Bool {
    guard let copy = try? fileSystem.status(at: temporaryPath) else { return true }
    return copy.owner == original.owner && copy.group == original.group
  }

  /// Writes `data` over the file at `path` in place, for a file with several hard links or
  /// someone else's. The complete copy at `temporaryPath`
  /// first moves to a name the session-start clean-up keeps, so that a kill during the write
  /// leaves a whole list on disk.
  private func saveInPlace(
    _ data: Data, at path: String, from temporaryPath: String
  ) throws(ItemStoreFileError) {
    let copyPath =
      inPlacePrefix + temporaryPath.dropFirst(temporaryPrefix.count)
    do {
      try fileSystem.rename(temporaryPath, to: copyPath)
      try fileSystem.synchronizeDirectory(at: Self.parent(of: path))
    } catch {
      try? fileSystem.removeFile(at: temporaryPath)
      try? fileSystem.removeFile(at: copyPath)
      throw .writeFailed(file: url, reason: error.description)
    }
    do {
      try writeInPlace(data, at: path)
    } catch {
      guard error.touched else {
        try? fileSystem.removeFile(at: copyPath)
        throw .writeFailed(file: url, reason: error.error.description)
      }
      let kept = keep(copyPath, besides: path)
      throw .overwriteFailed(
        file: url, reason: error.error.description, newVersion: URL(fileURLWithPath: kept))
    }
    try? fileSystem.removeFile(at: copyPath)
  }

  /// The error for a save that wrote nothing to the file: the previous version is kept, or,
  /// on a first save, there was none.
  private func writeFailure(_ reason: String, existing: FileStatus?) -> ItemStoreFileError {
    existing == nil
      ? .firstSaveFailed(file: url, reason: reason) : .writeFailed(file: url, reason: reason)
  }

  /// Writes `data` to a new temporary file of its own and returns its path; on failure the
  /// partial file is removed and the real file was never touched.
  private func writeTemporary(
    _ data: Data, like existing: FileStatus?
  ) throws(ItemStoreFileError) -> String {
    var generator = SystemRandomNumberGenerator()
    var lastError: FileSystemError?
    for _ in 0..<8 {
      let suffix = String(generator.next() as UInt32, radix: 16)
      let path = temporaryPrefix + "\(getpid())-\(suffix)"
      do {
        try fileSystem.writeDurably(data, to: path, like: existing)
        return path
      } catch {
        lastError = error
        guard error.code == EEXIST else {
          try? fileSystem.removeFile(at: path)
          break
        }
      }
    }
    throw writeFailure(lastError?.description ?? "", existing: existing)
  }

  private func refusal(for status: FileStatus) -> ItemStoreFileError? {
    if status.kind != .regular { return .notARegularFile(file: url, kind: status.kind) }
    if status.isReadOnly { return .readOnly(file: url) }
    // Renaming over a file needs only the folder's permission: without this, a person who may
    // not write someone else's list would replace it with a copy of their own.
    if !fileSystem.permitsWriting(at: resolvedPath) { return .notWritable(file: url) }
    return nil
  }

  /// Renames the complete copy of a new list to the first free `<file>.unsaved-<n>`, where a
  /// person finds it and no clean-up removes it; returns where it is.
  private func keep(_ copyPath: String, besides path: String) -> String {
    guard let free = firstFree(path + ".unsaved-"),
      (try? fileSystem.rename(copyPath, to: free)) != nil
    else { return copyPath }
    try? fileSystem.synchronizeDirectory(at: Self.parent(of: path))
    return free
  }

  private func firstFree(_ prefix: String) -> String? {
    (1...10_000).lazy.map { prefix + "\($0)" }.first { !self.fileSystem.itemExists(at: $0) }
  }

  private static func parent(of path: String) -> String {
    let parent = (path as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }

  private static func name(of path: String) -> String {
    String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
  }

  /// The JSON for `store`: sorted keys and indentation, so a saved list diffs and reads well
  /// (`{"items": [{"id": 1, "text": "12+3"}, …], "nextID": 2, "version": 1}`).
  ///
  /// Written directly rather than through `JSONEncoder`, which took most of a save's time
  /// with 100,000 items; one pass over the texts, O(total length).
  static func encode(_ store: ItemStore) -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64 + store.items.reduce(0) { $0 + 48 + $1.text.utf8.count })
    bytes += "{\n  \"items\" : [".utf8
    let itemStart = Array("\n    {\n      \"id\" : ".utf8)
    let textStart = Array(",\n      \"text\" : ".utf8)
    let itemEnd = Array("\n    }".utf8)
    for (index, item) in store.items.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += itemStart
      appendDigits(of: item.id.rawValue, to: &bytes)
      bytes += textStart
      appendJSONString(item.text, to: &bytes)
      bytes += itemEnd
    }
    bytes += (store.items.isEmpty ? "]" : "\n  ]").utf8
    bytes += ",\n  \"nextID\" : ".utf8
    appendDigits(of: store.nextID.rawValue, to: &bytes)
    bytes += ",\n  \"version\" : \(ItemStoreDocument.currentVersion)\n}".utf8
    return Data(bytes)
  }

  /// The decimal digits of `number`, without making a string for each id.
  private static func appendDigits(of number: UInt64, to bytes: inout [UInt8]) {
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = number
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped, everything
  /// else (slashes, non-ASCII letters) as its UTF-8 bytes.
  private static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      for byte in utf8 {
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0x00..<0x20:
          let hex = Array("0123456789abcdef".utf8)
          bytes += #"\u00"#.utf8
          bytes += [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The list in `data`, or why `data` is not a list this version can read.
  static func decode(_ data: Data) -> Result<ItemStore, DecodeProblem> {
    let document: ItemStoreDocument
    do {
      document = try ItemStoreDocument(reading: data)
    } catch {
      return .failure(error)
    }
    do {
      return .success(try ItemStore(items: document.items, nextID: document.nextID))
    } catch {
      return .failure(DecodeProblem(reason: error.description))
    }
  }

  /// Renames the damaged file at `path` to the first free `<file>.corrupt-<n>` and returns
  /// the error that reports it.
  private func moveAside(_ path: String, reason: String) -> ItemStoreFileError {
    guard let free = firstFree(path + ".corrupt-") else {
      return .corruptNotMoved(
        file: url, reason: reason, moveFailure: "10000 earlier damaged copies are already kept")
    }
    do {
      try fileSystem.rename(path, to: free)
    } catch {
      return .corruptNotMoved(file: url, reason: reason, moveFailure: error.description)
    }
    // The damaged copy is kept either way; a failed flush only risks the rename's durability.
    try? fileSystem.synchronizeDirectory(at: Self.parent(of: path))
    if let copy = recoverableCopy() {
      return .corruptWithCopy(
        file: url, reason: reason, movedTo: URL(fileURLWithPath: free),
        copy: URL(fileURLWithPath: copy))
    }
    return .corrupt(file: url, reason: reason, movedTo: URL(fileURLWithPath: free))
  }
}
