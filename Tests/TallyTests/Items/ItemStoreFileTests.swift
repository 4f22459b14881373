import Foundation
import InputKitCore
import Testing

@testable import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Item store file")
struct ItemStoreFileTests {
  static func sampleStore() throws -> ItemStore {
    var store = ItemStore()
    try store.add("12+3")
    let removed = try store.add("gone")
    try store.add("0.1+0.2 \"quoted\" / ✓")
    try store.remove(removed.id)
    return store
  }

  @Test("a saved list loads back with the same ids, order and next id")
  func roundTrip() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = ItemStoreFile(url: directory.url.appendingPathComponent("items.json"))
    var store = try Self.sampleStore()
    try file.save(store)
    var loaded = try file.load()
    #expect(loaded == store)
    #expect(try loaded.add("next").id == ItemID(rawValue: 4))
    #expect(try store.add("next").id == ItemID(rawValue: 4))
    #expect(try directory.entries() == ["items.json"])
  }

  @Test("the file is plain JSON a person can read")
  func format() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    var store = ItemStore()
    try store.add("1/2")
    try ItemStoreFile(url: url).save(store)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    #expect(object?["nextID"] as? Int == 2)
    let items = object?["items"] as? [[String: Any]]
    #expect(items?.first?["id"] as? Int == 1)
    #expect(items?.first?["text"] as? String == "1/2")
  }

  @Test("texts with quotes, backslashes, control characters and any script survive a save")
  func escaping() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = ItemStoreFile(url: directory.url.appendingPathComponent("items.json"))
    var store = ItemStore()
    for text in [
      "a\"b", "back\\slash", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}", "1/2 ✓ é 👍🏽",
      "\u{2028}\u{2029}", "",
    ] {
      try store.add(text)
    }
    try file.save(store)
    #expect(try file.load() == store)
    let data = try Data(contentsOf: file.url)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let texts = (object?["items"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
    #expect(texts == store.items.map(\.text))
    #expect(try ItemStoreFile.decode(ItemStoreFile.encode(ItemStore())).get() == ItemStore())
  }

  @Test("a missing file is an empty list, and a missing directory is created on save")
  func missingFileAndDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("a/b/items.json")
    let file = ItemStoreFile(url: url)
    #expect(try file.load() == ItemStore())
    let store = try Self.sampleStore()
    try file.save(store)
    #expect(try file.load() == store)
  }

  @Test(
    "a damaged file is reported with where and what is wrong, kept aside byte for byte, never overwritten",
    arguments: [
      (
        "{\"version\": 1, \"nextID\": 2, \"items\": [{\"id\": 1, \"text\": \"12+",
        "not valid JSON at line 1, column 57: the string is not closed with a double quote"
      ),
      ("", "not valid JSON at line 1, column 1: the file is empty, expected a JSON object"),
      ("[1, 2, 3]", "expected an object at the top, found an array"),
      ("{\"version\": 1, \"items\": []}", "nextID: this required field is missing"),
      ("{\"version\": 2, \"nextID\": 1, \"items\": []}", "unsupported format version 2"),
      (
        "{\"version\": 1, \"nextID\": 3, \"items\": [{\"id\": 1, \"text\": \"a\"}, {\"id\": 1, \"text\": \"b\"}]}",
        "the id 1 is used twice"
      ),
      (
        "{\"version\": 1, \"nextID\": 1, \"items\": [{\"id\": 1, \"text\": \"a\"}]}",
        "the id 1 is not below nextID 1"
      ),
      (
        "{\"version\": 1, \"nextID\": -1, \"items\": []}",
        "nextID: bad number -1: must be a whole number from 0 to 18446744073709551615"
      ),
      (
        "{\"version\": 1, \"nextID\": 2, \"items\": [{\"id\": -1, \"text\": \"1\"}]}",
        "items[0].id: bad number -1: must be a whole number from 0 to 18446744073709551615"
      ),
      (
        "{\"version\": 1, \"nextID\": 2, \"items\": [{\"id\": 1.5, \"text\": \"1\"}]}",
        "items[0].id: bad number 1.5: must be a whole number from 0 to 18446744073709551615"
      ),
      (
        "{\"version\": 1, \"nextID\": 2, \"items\": [{\"id\": 1, \"text\": 7}]}",
        "items[0].text: expected a string, found a number"
      ),
      (
        "{\"version\": 1, \"nextID\": 2, \"items\": [{\"id\": 1}]}",
        "items[0].text: this required field is missing"
      ),
      (
        "{\"version\": 1, \"nextID\": 3, \"items\": [{\"id\": 1, \"text\": \"a\"}],\n \"items\": [{\"id\": 2, \"text\": \"b\"}]}",
        "not valid JSON at line 2, column 2: the member \"items\" appears twice in one object"
      ),
      (
        "{\"version\": 1, \"nextID\": 2, \"items\": [{\"id\": 1, \"text\": \"a\", \"text\": \"b\"}]}",
        "not valid JSON at line 1, column 62: the member \"text\" appears twice in one object"
      ),
    ])
  func corrupt(contents: String, reason: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let file = ItemStoreFile(url: url)
    try Data(contents.utf8).write(to: url)
    #expect {
      try file.load()
    } throws: { error in
      guard case .corrupt(let reported, let why, let movedTo) = error as? ItemStoreFileError else {
        return false
      }
      return reported == url && why == reason
        && movedTo.lastPathComponent == "items.json.corrupt-1"
    }
    #expect(
      try Data(contentsOf: directory.url.appendingPathComponent("items.json.corrupt-1"))
        == Data(contents.utf8))
    // The damaged file is out of the way: loading again starts empty, and saving cannot
    // overwrite the kept copy.
    #expect(try file.load() == ItemStore())
    try file.save(try Self.sampleStore())
    #expect(try directory.entries() == ["items.json", "items.json.corrupt-1"])
  }

  @Test("a second damaged file is kept next to the first, not over it")
  func secondCorruptCopy() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let file = ItemStoreFile(url: url)
    for garbage in ["first", "second"] {
      try Data(garbage.utf8).write(to: url)
      #expect(throws: ItemStoreFileError.self) { try file.load() }
    }
    let kept = try ["items.json.corrupt-1", "items.json.corrupt-2"].map {
      try String(contentsOf: directory.url.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(kept == ["first", "second"])
  }

  @Test("a damaged file that cannot be moved aside is left untouched and reported")
  func corruptNotMoved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    try Data("garbage".utf8).write(to: url)
    let file = ItemStoreFile(url: url, fileSystem: FaultyFileSystem(.renameFails(code: EACCES)))
    #expect {
      try file.load()
    } throws: { error in
      guard case .corruptNotMoved(_, _, let moveFailure) = error as? ItemStoreFileError else {
        return false
      }
      return moveFailure.contains("Permission denied")
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "garbage")
  }

  @Test("a directory where the file should be is reported as a folder and left alone")
  func unreadable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    #expect(throws: ItemStoreFileError.notARegularFile(file: url, kind: .directory)) {
      try ItemStoreFile(url: url).load()
    }
    #expect(try directory.entries() == ["items.json"])
  }

  @Test("a directory that cannot be created (its parent is a regular file) is a clear error")
  func parentIsAFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.url.appendingPathComponent("data")
    try Data("not a folder".utf8).write(to: blocker)
    let url = blocker.appendingPathComponent("inputkit/items.json")
    #expect {
      try ItemStoreFile(url: url).save(try Self.sampleStore())
    } throws: { error in
      guard case .directoryUnavailable(let reported, let reason) = error as? ItemStoreFileError
      else { return false }
      return reported.path == blocker.appendingPathComponent("inputkit").path
        && reason.contains("Not a directory")
    }
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder")
  }

  /// Saves `first`, then tries to save `second` through `fault`, and checks the first list
  /// is still what loads and no temporary file is left.
  func expectSecondSaveFails(
    _ fault: FaultyFileSystem.Fault, reason: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let first = try Self.sampleStore()
    try ItemStoreFile(url: url).save(first)
    let bytesBefore = try Data(contentsOf: url)
    var second = first
    for index in 0..<500 { try second.add("new item \(index)") }
    #expect(sourceLocation: sourceLocation) {
      try ItemStoreFile(url: url, fileSystem: FaultyFileSystem(fault)).save(second)
    } throws: { error in
      guard case .writeFailed(let reported, let why) = error as? ItemStoreFileError else {
        return false
      }
      return reported == url && why.contains(reason)
    }
    #expect(try Data(contentsOf: url) == bytesBefore, sourceLocation: sourceLocation)
    #expect(try ItemStoreFile(url: url).load() == first, sourceLocation: sourceLocation)
    #expect(try directory.entries() == ["items.json"], sourceLocation: sourceLocation)
  }

  @Test("a disk that fills up mid-write fails the save and keeps the previous file intact")
  func diskFull() throws {
    try expectSecondSaveFails(.writeFailsAfter(bytes: 300, code: ENOSPC), reason: "No space left")
    try expectSecondSaveFails(.writeFailsAfter(bytes: 0, code: ENOSPC), reason: "No space left")
  }

  @Test("a read-only volume fails the save with a clear error and loses nothing")
  func readOnlyVolume() throws {
    try expectSecondSaveFails(.openForWritingFails(code: EROFS), reason: "Read-only file system")
  }

  @Test("a failing rename fails the save, keeps the previous file and removes the temporary")
  func renameFails() throws {
    try expectSecondSaveFails(.renameFails(code: EXDEV), reason: "rename")
  }

  @Test(
    "a directory without write permission fails the save and keeps the previous file",
    .enabled(if: geteuid() != 0, "root ignores permission bits; the injected EROFS case covers it"))
  func readOnlyDirectory() throws {
    let directory = try TemporaryDirectory()
    defer {
      chmod(directory.url.path, 0o755)
      directory.remove()
    }
    let url = directory.url.appendingPathComponent("items.json")
    let first = try Self.sampleStore()
    try ItemStoreFile(url: url).save(first)
    #expect(chmod(directory.url.path, 0o555) == 0)
    var second = first
    try second.add("more")
    #expect {
      try ItemStoreFile(url: url).save(second)
    } throws: { error in
      guard case .writeFailed(_, let reason) = error as? ItemStoreFileError else { return false }
      return reason.contains("Permission denied")
    }
    #expect(try ItemStoreFile(url: url).load() == first)
  }

  @Test("a save whose directory flush fails says the new list may not be on disk yet")
  func directorySyncFails() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let store = try Self.sampleStore()
    #expect {
      try ItemStoreFile(url: url, fileSystem: FaultyFileSystem(.directorySyncFails(code: EIO)))
        .save(store)
    } throws: { error in
      guard case .notConfirmedOnDisk = error as? ItemStoreFileError else { return false }
      return true
    }
    #expect(try ItemStoreFile(url: url).load() == store)
  }

  @Test("temporary files a killed save left behind are removed when the next session locks")
  func leftoverTemporary() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = ItemStoreFile(url: directory.url.appendingPathComponent("items.json"))
    let leftover = directory.url.appendingPathComponent("items.json.tmp-123-abc")
    try Data(String(repeating: "partial", count: 10_000).utf8).write(to: leftover)
    let lock = try file.lock()
    let store = try Self.sampleStore()
    try file.save(store)
    #expect(try file.load() == store)
    #expect(try directory.entries() == ["items.json", "items.json.lock"])
    withExtendedLifetime(lock) {}
  }

  static let url = URL(fileURLWithPath: "/data/items.json")

  @Test(
    "file errors read correctly in each language",
    arguments: [
      (
        ItemStoreFileError.writeFailed(file: url, reason: "No space left on device"),
        InterfaceLanguage.english,
        "Could not save /data/items.json: No space left on device. The previous version was kept."
      ),
      (
        .writeFailed(file: url, reason: "No space left on device"), .russian,
        "Не удалось сохранить /data/items.json: No space left on device. Предыдущая версия сохранена."
      ),
      (
        .writeFailed(file: url, reason: "No space left on device"), .japanese,
        "/data/items.json を保存できませんでした: No space left on device。以前の内容はそのまま残っています。"
      ),
      (
        .corrupt(
          file: url, reason: "not valid JSON",
          movedTo: URL(fileURLWithPath: "/data/items.json.corrupt-1")), .english,
        "/data/items.json is damaged (not valid JSON). It was kept as /data/items.json.corrupt-1; the list starts empty."
      ),
      (
        .corrupt(
          file: url, reason: "not valid JSON",
          movedTo: URL(fileURLWithPath: "/data/items.json.corrupt-1")), .russian,
        "Файл /data/items.json повреждён (not valid JSON). Он сохранён как /data/items.json.corrupt-1; список начинается заново."
      ),
      (
        .corrupt(
          file: url, reason: "not valid JSON",
          movedTo: URL(fileURLWithPath: "/data/items.json.corrupt-1")), .japanese,
        "/data/items.json は破損しています（not valid JSON）。/data/items.json.corrupt-1 として保管し、空のリストから始めます。"
      ),
      (
        .directoryUnavailable(directory: URL(fileURLWithPath: "/data"), reason: "Not a directory"),
        .russian, "Не удалось создать папку /data: Not a directory. Ничего не сохранено."
      ),
      (
        .unreadable(file: url, reason: "Is a directory"), .japanese,
        "/data/items.json を読み込めませんでした: Is a directory。ファイルはそのまま残しています。"
      ),
    ])
  func messages(error: ItemStoreFileError, language: InterfaceLanguage, expected: String) {
    #expect(error.message(in: language) == expected)
  }
}
