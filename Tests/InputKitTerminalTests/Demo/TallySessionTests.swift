import Foundation
import InputKitCore
import InputKitTestSupport
import Tally
import Testing

@testable import InputKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nothing typed is lost without the person's say: quitting asks while changes are not on
/// disk, and a second session on the same list never saves over the first.
@Suite("Terminal tally app: unsaved changes and sessions")
struct TallySessionTests {
  /// An app over `harness.file` whose every write fails as on a full disk.
  static func fullDiskApp(_ harness: inout TallyHarness) -> Tally {
    harness.app.endSession()
    var app = Tally(storeFile: ItemStoreFile(url: harness.file, fileSystem: FullDiskFileSystem()))
    _ = app.handle(.resize(TerminalSize(columns: 80, rows: 24)), at: harness.now)
    return app
  }

  @Test("q after a failed save asks; k goes back to the list with the change still there")
  func quitAsksAndKeeps() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    harness.app = Self.fullDiskApp(&harness)
    harness.type("a2")
    harness.press(.enter)
    #expect(harness.app.hasUnsavedChanges)
    harness.type("q")
    #expect(!harness.app.wantsQuit)
    #expect(harness.text.contains("Your latest changes are not saved."))
    #expect(harness.text.contains("Could not save"))
    #expect(harness.text.contains("d  Discard the changes and quit"))
    harness.type("k")
    #expect(!harness.app.wantsQuit)
    #expect(harness.app.store.items.map(\.text) == ["1", "2"])
    #expect(harness.text.contains("Total = 3"))
    harness.type("q")
    harness.press(.escape)
    #expect(!harness.app.wantsQuit)
    #expect(harness.text.contains("Total = 3"))
  }

  @Test("retrying a save that fails again stays on the question and says why")
  func retryFailsAgain() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    harness.app = Self.fullDiskApp(&harness)
    harness.type("a2")
    harness.press(.enter)
    harness.type("qr")
    #expect(!harness.app.wantsQuit)
    #expect(harness.text.contains("Your latest changes are not saved."))
    #expect(harness.text.contains("No space left on device"))
  }

  @Test("d quits without the unsaved changes and says so to the command (non-zero exit)")
  func discard() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    harness.app = Self.fullDiskApp(&harness)
    harness.type("a2")
    harness.press(.enter)
    harness.type("qd")
    #expect(harness.app.wantsQuit)
    #expect(harness.app.discardedUnsavedChanges)
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["1"])
  }

  @Test("q while sending asks too when changes are not saved")
  func quitWhileSending() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    harness.app = Self.fullDiskApp(&harness)
    harness.type("a2")
    harness.press(.enter)
    harness.type("s")
    harness.type("q")
    #expect(!harness.app.wantsQuit)
    #expect(harness.text.contains("Your latest changes are not saved."))
  }

  @Test("the question's keys work while sending: k goes back, d quits without the changes")
  func answerWhileSending() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    harness.app = Self.fullDiskApp(&harness)
    harness.type("a2")
    harness.press(.enter)
    harness.type("sq")
    harness.type("k")
    #expect(!harness.app.wantsQuit)
    #expect(!harness.text.contains("Your latest changes are not saved."))
    #expect(harness.text.contains("Total = 3"))
    harness.type("q")
    harness.press(.escape)
    #expect(!harness.text.contains("Your latest changes are not saved."))
    harness.type("qd")
    #expect(harness.app.wantsQuit)
    #expect(harness.app.discardedUnsavedChanges)
  }

  @Test("with everything saved, q quits at once and nothing was discarded")
  func quitWhenSaved() throws {
    var harness = try TallyHarness()
    defer { harness.remove() }
    harness.type("a2")
    harness.press(.enter)
    harness.type("q")
    #expect(harness.app.wantsQuit)
    #expect(!harness.app.discardedUnsavedChanges)
  }

  @Test("a read-only file opens read-only; after chmod, r saves the change and quits")
  func readOnlyFileThenRetry() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    try #require(chmod(harness.file.path, 0o444) == 0)
    harness.restart()
    #expect(harness.text.contains("read-only"))
    #expect(harness.screen.text(row: 0).contains("not saved"))
    harness.type("a2")
    harness.press(.enter)
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["1"])
    harness.type("qr")
    #expect(!harness.app.wantsQuit)
    #expect(harness.text.contains("read-only"))
    try #require(chmod(harness.file.path, 0o600) == 0)
    harness.type("r")
    #expect(harness.app.wantsQuit)
    #expect(!harness.app.discardedUnsavedChanges)
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["1", "2"])
    var status = stat()
    stat(harness.file.path, &status)
    #expect(status.st_mode & 0o7777 == 0o600)
  }

  @Test("a second session on the same file says it is open elsewhere and never saves over it")
  func secondSession() throws {
    var harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    var second = Tally(storeFile: ItemStoreFile(url: harness.file))
    _ = second.handle(.resize(TerminalSize(columns: 80, rows: 24)), at: harness.now)
    var buffer = ScreenBuffer(size: TerminalSize(columns: 80, rows: 24))
    second.render(into: &buffer)
    let screen = buffer.lines.joined(separator: "\n")
    #expect(screen.contains("This one is read-only: changes here will not be saved."))
    #expect(buffer.text(row: 0).contains("not saved"))
    for character in "a5" {
      _ = second.handle(.key(KeyPress(.character(character))), at: harness.now)
    }
    _ = second.handle(.key(KeyPress(.enter)), at: harness.now)
    harness.type("a2")
    harness.press(.enter)
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["1", "2"])
    #expect(harness.app.store.items.map(\.id.rawValue) == [1, 2])
    _ = second.handle(.key(KeyPress(.character("q"))), at: harness.now)
    #expect(!second.wantsQuit)
  }

  @Test(
    "two sessions on a list whose folder does not exist yet: the second is read-only, the first saves"
  )
  func secondSessionOnFreshFolder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-fresh-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    // As the default `~/.local/share/inputkit/tally.json` on first use.
    let url = root.appendingPathComponent("share/inputkit/tally.json")
    let size = TerminalSize(columns: 80, rows: 24)
    let now = ManualClock.Instant(sinceStart: .zero)
    var first = Tally(storeFile: ItemStoreFile(url: url))
    _ = first.handle(.resize(size), at: now)
    var second = Tally(storeFile: ItemStoreFile(url: url))
    _ = second.handle(.resize(size), at: now)
    var buffer = ScreenBuffer(size: size)
    second.render(into: &buffer)
    #expect(buffer.lines.joined().contains("is open in another session."))
    for (app, text) in [(0, "1"), (1, "2")] {
      for key in [KeyPress(.character("a"))] + text.map({ KeyPress(.character($0)) })
        + [KeyPress(.enter)]
      {
        if app == 0 {
          _ = first.handle(.key(key), at: now)
        } else {
          _ = second.handle(.key(key), at: now)
        }
      }
    }
    #expect(try ItemStoreFile(url: url).load().items.map(\.text) == ["1"])
    #expect(second.hasUnsavedChanges)
    #expect(!first.hasUnsavedChanges)
    withExtendedLifetime(first) {}
  }

  @Test(
    "two demos on two hard links of one list: the second is read-only with the notice, nothing is lost"
  )
  func secondSessionOnAnotherHardLink() throws {
    let harness = try TallyHarness(items: ["1"])
    defer { harness.remove() }
    let other = harness.directory.appendingPathComponent("other-name.json")
    try #require(link(harness.file.path, other.path) == 0)
    var first = harness.app
    var second = Tally(storeFile: ItemStoreFile(url: other))
    let size = TerminalSize(columns: 80, rows: 24)
    _ = second.handle(.resize(size), at: harness.now)
    var buffer = ScreenBuffer(size: size)
    second.render(into: &buffer)
    let screen = buffer.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(screen.contains("other-name.json is open in another session."))
    for (isFirst, text) in [(true, "2"), (false, "3")] {
      for key in [KeyPress(.character("a"))] + text.map({ KeyPress(.character($0)) })
        + [KeyPress(.enter)]
      {
        if isFirst {
          _ = first.handle(.key(key), at: harness.now)
        } else {
          _ = second.handle(.key(key), at: harness.now)
        }
      }
    }
    // Both names still lead to one file, which keeps the item the editing session added.
    #expect(try ItemStoreFile(url: other).load().items.map(\.text) == ["1", "2"])
    #expect(try ItemStoreFile(url: harness.file).load().items.map(\.text) == ["1", "2"])
    #expect(second.hasUnsavedChanges)
    #expect(!first.hasUnsavedChanges)
    withExtendedLifetime(first) {}
  }

  @Test("a file beyond what the demo handles is reported, left alone, and nothing is saved")
  func fileTooLarge() throws {
    var harness = try TallyHarness(items: ["1", "2", "3"])
    defer { harness.remove() }
    harness.app.endSession()
    let before = try Data(contentsOf: harness.file)
    var app = Tally(storeFile: ItemStoreFile(url: harness.file, maximumFileSize: 64))
    _ = app.handle(.resize(TerminalSize(columns: 80, rows: 24)), at: harness.now)
    var buffer = ScreenBuffer(size: TerminalSize(columns: 80, rows: 24))
    app.render(into: &buffer)
    let screen = buffer.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(screen.contains("is too large (0.1 MiB; this app handles lists up to 0.1 MiB)"))
    #expect(screen.contains("Changes in this session will not be saved."))
    for character in "a5" { _ = app.handle(.key(KeyPress(.character(character))), at: harness.now) }
    _ = app.handle(.key(KeyPress(.enter)), at: harness.now)
    #expect(try Data(contentsOf: harness.file) == before)
  }
}
