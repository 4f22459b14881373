import Foundation
import InputKitCore
import InputKitTestSupport
import Tally

@testable import InputKitTerminal

/// The demo app on the test support's manual clock.
typealias Tally = InputKitTerminal.TallyApp<ManualClock.Instant>

/// Drives a tally app the way `TerminalRunner` does, without a terminal: events at a manual
/// time, ticks at the app's deadlines, and the screen rendered into a buffer.
struct TallyHarness {
  var app: Tally
  var now = ManualClock.Instant(sinceStart: .zero)
  let directory: URL
  var file: URL { directory.appendingPathComponent("tally.json") }

  /// A fresh app of `size` over a file in a new temporary directory holding `items`.
  init(
    items: [String] = [], size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    configuration: TallyConfiguration = TallyConfiguration()
  ) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let storeFile = ItemStoreFile(url: directory.appendingPathComponent("tally.json"))
    if !items.isEmpty {
      var store = ItemStore()
      for text in items { try store.add(text) }
      try storeFile.save(store)
    }
    app = Tally(storeFile: storeFile, configuration: configuration)
    _ = app.handle(.resize(size), at: now)
  }

  /// Ends this app's session and starts another over the same file, as after a restart.
  mutating func restart() {
    app.endSession()
    app = Tally(storeFile: ItemStoreFile(url: file))
    _ = app.handle(.resize(TerminalSize(columns: 80, rows: 24)), at: now)
  }

  @discardableResult
  mutating func send(_ event: TerminalEvent) -> Bool {
    app.handle(event, at: now)
  }

  mutating func press(_ key: InputKitTerminal.Key) {
    send(.key(KeyPress(key)))
  }

  /// Types each character of `text` as a key press.
  mutating func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  mutating func click(_ point: CellPoint) {
    send(.mouse(MouseEvent(.press(.left), at: point)))
    send(.mouse(MouseEvent(.release(.left), at: point)))
  }

  /// Lets `duration` pass, ticking at every deadline on the way as the runner would.
  mutating func advance(by duration: Duration) {
    let target = now.advanced(by: duration)
    while let deadline = app.nextDeadline, deadline <= target {
      now = max(now, deadline)
      send(.tick)
    }
    now = target
  }

  var screen: ScreenBuffer {
    var buffer = ScreenBuffer(size: app.geometry.size)
    app.render(into: &buffer)
    return buffer
  }

  var text: String { screen.lines.joined(separator: "\n") }

  /// The text on the screen's row `count` rows above the keyboard's top row: 1 is the field,
  /// 2 the live result, 3 the message, 4 the title, 5 the Okay / Cancel bar.
  func text(rowsAboveKeyboard count: Int) -> String {
    screen.text(row: app.keyboard.rect.row - count)
  }

  /// The text field's contents in an open prompt.
  var fieldText: String? {
    if case .prompt(let session) = app.screen { return session.field.text }
    return nil
  }

  var isPromptOpen: Bool { fieldText != nil }

  /// The centre cell of the drawn key with `id`, found from the frame the engine laid out.
  func cell(ofKeyWithID id: String) -> CellPoint? {
    guard let frame = app.keyboard.keyboard?.frame(ofKeyWithID: id) else { return nil }
    return CellPoint(
      column: app.keyboard.rect.column + Int(frame.midX),
      row: app.keyboard.rect.row + Int(frame.midY))
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}

extension ScreenBuffer {
  /// Whether a row shows the list entry `text` with `value` (`= 15`, or the total's whole
  /// `Total = 57`) right-aligned one column short of the right edge, as the list draws them.
  func showsListRow(text: String, value: String) -> Bool {
    lines.contains { line in
      let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
      return line.dropFirst(2).hasPrefix(text) && trimmed.hasSuffix(" " + value)
        && DisplayWidth.of(trimmed) == size.columns - 1
    }
  }

  /// Whether the total row shows `total` (`Total = 57`) right-aligned like the values.
  func showsTotal(_ total: String) -> Bool {
    showsListRow(text: "", value: total)
  }
}
