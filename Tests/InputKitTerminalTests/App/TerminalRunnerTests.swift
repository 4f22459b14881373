import InputKitTestSupport
import Testing

@testable import InputKitTerminal

@Suite("Terminal runner")
struct TerminalRunnerTests {
  private let esc = "\u{1B}"

  private func run(
    _ script: [ScriptedDevice.Step], escapeTimeout: Duration = .milliseconds(25),
    failsToStart: Bool = false
  ) throws(TerminalError) -> (TerminalRunOutcome, CounterApp, ScriptedDevice) {
    let clock = ManualClock()
    var device = ScriptedDevice(clock: clock, script: script)
    device.failsToStart = failsToStart
    var runner = TerminalRunner(device: device, clock: clock, escapeTimeout: escapeTimeout)
    var app = CounterApp()
    let outcome = try runner.run(&app)
    return (outcome, app, runner.device)
  }

  @Test("the app first learns the terminal's size, then the first frame is drawn in full")
  func firstFrame() throws {
    let (outcome, app, device) = try run([])
    #expect(outcome == .inputClosed)
    #expect(app.events == [.resize(TerminalSize(columns: 20, rows: 4))])
    #expect(device.writes == ["\(esc)[0m\(esc)[?25l\(esc)[2J\(esc)[Hcount: 0"])
    #expect(device.stopCount == 1)
  }

  @Test("a key press that changes one cell writes only that cell")
  func keyPressWritesChangedCell() throws {
    let (_, app, device) = try run([.type("+")])
    #expect(app.count == 1)
    #expect(device.writes.dropFirst() == ["\(esc)[1;8H1"])
  }

  @Test("a redraw that changes nothing writes nothing")
  func unchangedRedraw() throws {
    let (_, app, device) = try run([.type("n")])
    #expect(app.events.count == 2)
    #expect(device.writes.count == 1)
  }

  @Test("the app quitting ends the run before more input is read, and restores the terminal")
  func quit() throws {
    let (outcome, app, device) = try run([.type("q+"), .type("+")])
    #expect(outcome == .quit)
    #expect(app.count == 0)
    #expect(device.writes.count == 1)
    #expect(device.stopCount == 1)
    #expect(device.script.count == 1)
  }

  @Test("Ctrl-C ends the run as interrupted whatever the app does, and restores the terminal")
  func interrupt() throws {
    let (outcome, app, device) = try run([.type("+\u{3}+")])
    #expect(outcome == .interrupted)
    #expect(app.count == 1)
    #expect(!app.events.contains(.key(KeyPress(.control("c")))))
    #expect(device.stopCount == 1)
  }

  @Test(
    "a paste whose end never comes is delivered after the long paste timeout, and Ctrl-C then ends the run"
  )
  func unterminatedPaste() throws {
    let (outcome, app, device) = try run([
      .type("\u{1B}[200~12+3"), .type("\u{3}", after: .seconds(4)), .type("+"),
    ])
    #expect(outcome == .interrupted)
    #expect(app.events.dropFirst() == [.paste("12+3")])
    #expect(app.eventTimes[1] == .milliseconds(3100))
    #expect(device.timeouts.prefix(2) == [nil, .seconds(3)])
  }

  @Test("a paste that resumes after the paste timeout stays pasted text: nothing in it is a key")
  func pasteResumedAfterTimeout() throws {
    let (outcome, app, _) = try run([
      .type("\u{1B}[200~abc"), .type("x\u{7F}\u{1B}[201~", after: .seconds(4)), .type("+"),
    ])
    #expect(outcome == .inputClosed)
    #expect(
      app.events.dropFirst() == [
        .paste("abc"), .paste("x\u{7F}"), .key(KeyPress(.character("+"))),
      ])
  }

  @Test(
    "a paste that arrives in pieces with pauses is one paste: nothing in it becomes a key",
    arguments: [Duration.milliseconds(30), .milliseconds(300), .milliseconds(2900)])
  func pasteInPieces(pause: Duration) throws {
    let (outcome, app, _) = try run([
      .type("\u{1B}[200~12"), .type("\rxx\u{3}q", after: pause),
      .type("+3\u{1B}[201~", after: pause), .type("+"),
    ])
    #expect(outcome == .inputClosed)
    #expect(app.events.dropFirst() == [.paste("12\nxx\u{3}q+3"), .key(KeyPress(.character("+")))])
    #expect(app.count == 1)
  }

  @Test("Ctrl-Z suspends through the device and is not a key for the app")
  func suspendKey() throws {
    let (_, app, device) = try run([.type("\u{1A}+")])
    #expect(device.suspendCount == 1)
    #expect(app.events.dropFirst() == [.key(KeyPress(.character("+")))])
  }

  @Test("after the process continues, the whole screen is drawn again, not only what changed")
  func resumedRedrawsEverything() throws {
    let (_, _, device) = try run([.init(delay: .milliseconds(100), input: .resumed)])
    #expect(device.writes.count == 2)
    #expect(device.writes.last == device.writes.first)
  }

  @Test("a lone Escape becomes the Escape key once the escape timeout has passed")
  func escapeAfterTimeout() throws {
    let (_, app, device) = try run([.type("\u{1B}"), .type("+", after: .seconds(1))])
    #expect(
      app.events.dropFirst() == [.key(KeyPress(.escape)), .key(KeyPress(.character("+")))])
    #expect(app.eventTimes[1] == .milliseconds(125))
    #expect(device.timeouts == [nil, .milliseconds(25), nil, nil])
  }

  @Test("an Escape whose sequence completes within the timeout is that sequence's key")
  func escapeSequenceWithinTimeout() throws {
    let (_, app, _) = try run([.type("\u{1B}"), .type("[A", after: .milliseconds(10))])
    #expect(app.events.dropFirst() == [.key(KeyPress(.up))])
  }

  @Test("with no escape timeout an Escape that ends a read is the Escape key at once")
  func zeroEscapeTimeout() throws {
    let (_, app, _) = try run(
      [.type("\u{1B}"), .type("[A", after: .milliseconds(10))], escapeTimeout: .zero)
    #expect(
      app.events.dropFirst() == [
        .key(KeyPress(.escape)), .key(KeyPress(.character("["))), .key(KeyPress(.character("A"))),
      ])
  }

  @Test("the app's deadline brings a tick exactly then, and its redraw")
  func ticks() throws {
    let (_, app, device) = try run([.type("f"), .type("+", after: .seconds(5))])
    #expect(
      app.events == [
        .resize(TerminalSize(columns: 20, rows: 4)), .key(KeyPress(.character("f"))), .tick,
        .key(KeyPress(.character("+"))),
      ])
    #expect(
      app.eventTimes == [.zero, .milliseconds(100), .milliseconds(1100), .milliseconds(5100)])
    #expect(device.timeouts.prefix(2) == [nil, .seconds(1)])
    #expect(device.writes.count == 4)
    #expect(device.writes[1] == "\(esc)[2H\(esc)[1msaved\(esc)[0m")
    #expect(device.writes[2] == "\(esc)[2H     ")
  }

  @Test("a resize is an event and the next frame is drawn in full at the new size")
  func resize() throws {
    let wider = TerminalSize(columns: 30, rows: 5)
    let (_, app, device) = try run([
      .resize(to: TerminalSize(columns: 20, rows: 4)), .resize(to: wider),
    ])
    #expect(app.events == [.resize(TerminalSize(columns: 20, rows: 4)), .resize(wider)])
    #expect(device.writes.count == 2)
    #expect(device.writes[1] == "\(esc)[0m\(esc)[?25l\(esc)[2J\(esc)[Hcount: 0")
  }

  @Test("a terminal that cannot be set up gives its error and the app sees no event")
  func startFailure() {
    #expect(throws: TerminalError(.notATerminal)) {
      try run([.type("+")], failsToStart: true)
    }
  }
}
