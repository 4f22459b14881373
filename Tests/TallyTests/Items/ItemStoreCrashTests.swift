import Foundation
import InputKitCore
import InputKitTestSupport
import Testing

@testable import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Item store survives kills mid-save")
struct ItemStoreCrashTests {
  /// The `item-store-writer` executable, built next to the test binary (the products
  /// directory; on Apple platforms the test binary sits inside an `.xctest` bundle there).
  static func writerURL() throws -> URL {
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("item-store-writer")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw CocoaError(
      .fileNoSuchFile, userInfo: [NSFilePathErrorKey: "item-store-writer near \(executable.path)"])
  }

  /// Reads from `handle` until a whole "ready" line arrived; `false` at end of file.
  static func waitForReady(_ handle: FileHandle) -> Bool {
    var received = Data()
    while !received.starts(with: Data("ready\n".utf8)) {
      let chunk = handle.availableData
      if chunk.isEmpty { return false }
      received.append(chunk)
    }
    return true
  }

  @Test(
    "200 SIGKILLs at random moments of a save loop always leave whole JSON holding every saved item"
  )
  func killsMidSave() throws {
    let writer = try Self.writerURL()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    var random = SeededGenerator(seed: 0x1E5_7C0DE)
    var confirmed: [String: ItemID] = [:]
    var runsWithSaves = 0
    var killsMidSave = 0

    for run in 1...200 {
      let process = Process()
      process.executableURL = writer
      process.arguments = [url.path, String(run)]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      guard Self.waitForReady(output.fileHandleForReading) else {
        process.waitUntilExit()
        Issue.record(
          "run \(run): the writer exited before it was ready (\(process.terminationStatus))")
        return
      }
      // Most of the writer's time is spent inside save(), so a random moment is mid-save.
      usleep(UInt32.random(in: 0..<10_000, using: &random))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal, "run \(run) ended by itself")
      let acknowledged = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      var savedThisRun = 0
      let lines = acknowledged.split(separator: "\n")
      if lines.last == "saving" { killsMidSave += 1 }
      for line in lines where line != "saving" {
        guard let space = line.firstIndex(of: " "), let id = UInt64(line[..<space]) else {
          Issue.record("run \(run): unexpected output \(line)")
          continue
        }
        confirmed[String(line[line.index(after: space)...])] = ItemID(rawValue: id)
        savedThisRun += 1
      }
      if savedThisRun > 0 { runsWithSaves += 1 }

      let store: ItemStore
      do {
        store = try ItemStoreFile(url: url).load()
      } catch {
        Issue.record("run \(run): the file is not whole after the kill: \(error)")
        return
      }
      let onDisk = Dictionary(uniqueKeysWithValues: store.items.map { ($0.text, $0.id) })
      let lost = confirmed.filter { onDisk[$0.key] != $0.value }
      #expect(lost.isEmpty, "run \(run): saved items missing or renumbered: \(lost.keys.sorted())")
      if !lost.isEmpty { return }
    }
    // Guards the test itself: kills that all land before the first save would prove nothing.
    #expect(runsWithSaves > 0)
    #expect(killsMidSave > 0)
    #expect(!confirmed.isEmpty)
    #expect(
      try directory.entries().allSatisfy { $0 == "items.json" || $0.hasPrefix("items.json.tmp-") })
    print(
      "item store crash test: 200 kills, \(killsMidSave) inside save(), \(runsWithSaves) after at least one save, \(confirmed.count) saved items checked"
    )
  }

  @Test(
    "100 SIGKILLs of a save loop on a hard-linked file: the next session always has every saved item"
  )
  func killsMidInPlaceSave() throws {
    let writer = try Self.writerURL()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("items.json")
    let other = directory.url.appendingPathComponent("backup.json")
    try ItemStoreFile(url: url).save(ItemStore())
    try #require(link(url.path, other.path) == 0)
    var random = SeededGenerator(seed: 0x11_4B)
    var confirmed: [String: ItemID] = [:]
    var killsMidSave = 0

    for run in 1...100 {
      let process = Process()
      process.executableURL = writer
      process.arguments = [url.path, String(run)]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      guard Self.waitForReady(output.fileHandleForReading) else {
        process.waitUntilExit()
        Issue.record("run \(run): the writer exited before it was ready")
        return
      }
      usleep(UInt32.random(in: 0..<10_000, using: &random))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let lines = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
      ).split(separator: "\n")
      if lines.last == "saving" { killsMidSave += 1 }
      for line in lines where line != "saving" {
        guard let space = line.firstIndex(of: " "), let id = UInt64(line[..<space]) else {
          continue
        }
        confirmed[String(line[line.index(after: space)...])] = ItemID(rawValue: id)
      }
      // As the app starts: lock (which recovers an interrupted in-place write), then load.
      let file = ItemStoreFile(url: url)
      let store: ItemStore
      do {
        let lock = try file.lock()
        store = try file.load()
        _ = lock
      } catch {
        Issue.record("run \(run): the list was not recovered after the kill: \(error)")
        return
      }
      let onDisk = Dictionary(uniqueKeysWithValues: store.items.map { ($0.text, $0.id) })
      let lost = confirmed.filter { onDisk[$0.key] != $0.value }
      #expect(lost.isEmpty, "run \(run): saved items missing: \(lost.keys.sorted())")
      if !lost.isEmpty { return }
      #expect(Self.inode(url.path) == Self.inode(other.path), "run \(run): the link was broken")
    }
    #expect(killsMidSave > 0)
    #expect(!confirmed.isEmpty)
  }

  static func inode(_ path: String) -> UInt64 {
    var status = stat()
    stat(path, &status)
    return UInt64(status.st_ino)
  }
}
