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

  /// A list of `count` items in its own file, for the figures of a large list.
  static func prepareLargeStore(count: Int) -> ItemStoreFile {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-bench-demo-large", isDirectory: true)
      .appendingPathComponent("tally.json")
    let file = ItemStoreFile(url: url)
    var store = ItemStore()
    do {
      for index in 1...count { try store.add("\(index % 997)+\(index % 13)×3") }
      try file.save(store)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(1)
    }
    return file
  }

  /// The demo over 100,000 items: an arrow key (handle, draw, diff) must stay under 50 ms,
  /// and a change (the summary updated, the list saved) should too.
  static var largeList: [Benchmark] {
    let file = prepareLargeStore(count: 100_000)
    let clock = ContinuousClock()
    let renderer = ScreenRenderer()
    var app = TallyApp<ContinuousClock.Instant>(storeFile: file)
    _ = app.handle(.resize(size), at: clock.now)
    var shown = ScreenBuffer(size: size)
    app.render(into: &shown)
    var down = true
    return [
      Benchmark(name: "demo.key_100k_items_ns", unitsPerCall: 1, rounds: 7) {
        down.toggle()
        _ = app.handle(.key(KeyPress(down ? .down : .up)), at: clock.now)
        var frame = ScreenBuffer(size: size)
        app.render(into: &frame)
        blackHole(renderer.render(frame, over: shown))
        shown = frame
      },
      Benchmark(name: "demo.change_100k_items_ns", unitsPerCall: 1, rounds: 5) {
        // Delete the selected item, then put it back: two changes, each summarised and saved.
        for key in [KeyPress(.character("x")), KeyPress(.character("a"))] {
          _ = app.handle(.key(key), at: clock.now)
        }
        for character in "1+1" {
          _ = app.handle(.key(KeyPress(.character(character))), at: clock.now)
        }
        _ = app.handle(.key(KeyPress(.enter)), at: clock.now)
        var frame = ScreenBuffer(size: size)
        app.render(into: &frame)
        blackHole(renderer.render(frame, over: shown))
        shown = frame
      },
      Benchmark(name: "demo.start_100k_items_ns", unitsPerCall: 1, rounds: 3) {
        app.endSession()
        var started = TallyApp<ContinuousClock.Instant>(storeFile: file)
        _ = started.handle(.resize(size), at: clock.now)
        var frame = ScreenBuffer(size: size)
        started.render(into: &frame)
        blackHole(renderer.render(frame, over: nil))
      },
    ]
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
    ] + largeList
  }
}
