/// Runs a `TerminalApp` on a terminal: waits for input or the app's next deadline, decodes events,
/// lets the app handle them, and redraws only what changed.
///
/// Time comes only from the given clock, so it runs under test with a scripted device. Ctrl-C
/// always ends the run with `.interrupted`, Ctrl-Z suspends it, and the terminal is restored on
/// every way out.
public struct TerminalRunner<Device: TerminalDevice, AppClock: Clock>
where AppClock.Duration == Duration {
  /// The terminal the app runs on.
  public private(set) var device: Device
  /// Where the runner reads the time.
  public let clock: AppClock
  /// How long an Escape may wait for the rest of an escape sequence before it counts as the
  /// Escape key. Zero treats an Escape that ends a read as the key at once.
  public var escapeTimeout: Duration
  /// How long an open bracketed paste may go without more input before what arrived is
  /// delivered as pasted text. Long, because a paste over a slow link (SSH) arrives in
  /// pieces with pauses. What arrives after the timeout is pasted text too, never key
  /// presses, until the end marker; a lone Escape or Ctrl-C pressed then (a terminal that
  /// never sends the end marker) ends the paste and acts as the key (`InputDecoder.flush()`).
  public var pasteTimeout: Duration

  private var decoder = InputDecoder()
  private let renderer = ScreenRenderer()
  /// What the terminal shows, to diff the next frame against.
  private var shownFrame: ScreenBuffer?

  /// A runner for `device`, reading time from `clock`.
  public init(
    device: Device, clock: AppClock, escapeTimeout: Duration = .milliseconds(25),
    pasteTimeout: Duration = .seconds(3)
  ) {
    self.device = device
    self.clock = clock
    self.escapeTimeout = escapeTimeout
    self.pasteTimeout = pasteTimeout
  }

  /// Sets up the terminal, draws the first frame and feeds the app events until it quits,
  /// the user presses Ctrl-C or input ends; then restores the terminal.
  ///
  /// - Throws: `TerminalError` when the terminal cannot be set up; the app has then seen no
  ///   event.
  public mutating func run<App: TerminalApp>(
    _ app: inout App
  ) throws(TerminalError)
    -> TerminalRunOutcome
  where App.Instant == AppClock.Instant {
    try device.start()
    defer { device.stop() }
    shownFrame = nil
    decoder = InputDecoder()
    var size = device.size()
    _ = app.handle(.resize(size), at: clock.now)
    draw(app, size: size)
    var escapeDeadline: AppClock.Instant?
    while !app.wantsQuit {
      let deadline = Self.earliest(app.nextDeadline, escapeDeadline)
      let timeout = deadline.map { max(clock.now.duration(to: $0), .zero) }
      var events: [TerminalEvent] = []
      var needsRedraw = false
      switch device.waitForInput(timeout: timeout) {
      case .bytes(let bytes):
        events = decoder.decode(bytes)
        if decoder.isInsidePaste {
          escapeDeadline = clock.now.advanced(by: pasteTimeout)
        } else {
          escapeDeadline =
            decoder.hasIncompleteSequence ? clock.now.advanced(by: escapeTimeout) : nil
        }
      case .resized:
        let newSize = device.size()
        if newSize != size {
          size = newSize
          events = [.resize(newSize)]
          needsRedraw = true
        }
      case .resumed:
        // The terminal shows the shell's screen now: nothing drawn before is there.
        shownFrame = nil
        needsRedraw = true
        let newSize = device.size()
        if newSize != size {
          size = newSize
          events = [.resize(newSize)]
        }
      case .timedOut:
        break
      case .closed:
        return .inputClosed
      }
      if let pending = escapeDeadline, clock.now >= pending {
        events += decoder.flush()
        escapeDeadline = nil
      }
      for event in events {
        if case .key(let press) = event, press.key == .control("c") { return .interrupted }
        if case .key(let press) = event, press.key == .control("z") {
          device.suspend()
          continue
        }
        needsRedraw = app.handle(event, at: clock.now) || needsRedraw
        if app.wantsQuit { return .quit }
      }
      if let due = app.nextDeadline, clock.now >= due {
        needsRedraw = app.handle(.tick, at: clock.now) || needsRedraw
      }
      if needsRedraw && !app.wantsQuit { draw(app, size: size) }
    }
    return .quit
  }

  private mutating func draw<App: TerminalApp>(_ app: App, size: TerminalSize) {
    var frame = ScreenBuffer(size: size)
    app.render(into: &frame)
    let output = renderer.render(frame, over: shownFrame)
    if !output.isEmpty { device.write(output) }
    shownFrame = frame
  }

  private static func earliest(_ deadlines: AppClock.Instant?...) -> AppClock.Instant? {
    deadlines.compactMap { $0 }.min()
  }
}
