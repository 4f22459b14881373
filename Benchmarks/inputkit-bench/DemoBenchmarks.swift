import Foundation
import InputKitCore
import InputKitTerminal
import Tally

/// The terminal demo's first frame: load a ten-item list from a file, handle the first
/// resize (which lays the keyboard out), draw the list and turn it into terminal output.
/// The string tables are cached after the first round, as they are after start-up; the
/// cold start of the real binary is measured by `scripts/demo-e2e`.
enum DemoBenchmarks {
  static let size = TerminalSize(columns: 80, rows: 24)

  /// A fixed path, overwritten on every run, so repeated runs leave one small file behind.
  static func prepareStore() -> ItemStoreFile {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-bench-demo", isDirectory: true)
      .appendingPathComponent("tally.json")
    let file = ItemStoreFile(url: url)
    var store = ItemStore()
    do {
      for index in 1...10 { try store.add("\(index * 7)+\(index)×3") }
      try file.save(store)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(1)
    }
    return file
  }

  static var all: [Benchmark] {
    let file = prepareStore()
    let clock = ContinuousClock()
    let renderer = ScreenRenderer()
    return [
      Benchmark(name: "demo.first_frame_ns", unitsPerCall: 1) {
        var app = TallyApp<ContinuousClock.Instant>(storeFile: file)
        _ = app.handle(.resize(size), at: clock.now)
        var frame = ScreenBuffer(size: size)
        app.render(into: &frame)
        blackHole(renderer.render(frame, over: nil))
      }
    ]
  }
}
