import Foundation
import Testing

@testable import InputKitTerminal
@testable import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalTests {
  /// The demo run by the real runner on the real clock, over a pseudo-terminal the test types
  /// into; `finished` is signalled once the run has ended.
  final class DemoRun: @unchecked Sendable {
    // Written by the run's thread before `finished`, read by the test after it.
    var app: TallyApp<ContinuousClock.Instant>
    let finished = DispatchSemaphore(value: 0)

    init(storeFile: ItemStoreFile) {
      app = TallyApp(storeFile: storeFile)
    }
  }

  @Test(
    "a paste whose start marker is split after ESC [ by a pause (a slow link) is pasted whole, with nothing typed"
  )
  func pasteMarkerSplitByAPause() throws {
    let pty = try #require(PseudoTerminal())
    pty.setSize(columns: 80, rows: 24)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-slow-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("tally.json")
    let run = DemoRun(storeFile: ItemStoreFile(url: url))
    let secondary = pty.secondary
    Thread.detachNewThread {
      var runner = TerminalRunner(
        device: Terminal(input: secondary, output: secondary), clock: ContinuousClock())
      _ = try? runner.run(&run.app)
      run.finished.signal()
    }
    // Reading what the demo draws also keeps the pseudo-terminal from filling up.
    #expect(pty.readOutput(until: "InputKit tally").contains("InputKit tally"))
    pty.type("a")
    #expect(pty.readOutput(until: "Add new item").contains("Add new item"))
    pty.type("\u{1B}[")
    // Six times the runner's escape timeout (25 ms): long enough to decide a lone Escape.
    usleep(150_000)
    pty.type("200~12+3×4\u{1B}[201~")
    _ = pty.readOutput(until: "12+3×4")
    pty.type("\r")
    _ = pty.readOutput(until: "Total")
    pty.type("q")
    while run.finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
      _ = pty.readOutput(until: "\u{0}")
    }
    #expect(run.app.store.items.map(\.text) == ["12+3×4"])
    #expect(try ItemStoreFile(url: url).load().items.map(\.text) == ["12+3×4"])
  }
}
