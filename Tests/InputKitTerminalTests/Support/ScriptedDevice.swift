import InputKitTestSupport

@testable import InputKitTerminal

/// A terminal that plays back a script of inputs, each arriving some time after the previous
/// one, and records what the runner asks of it.
struct ScriptedDevice: TerminalDevice {
  struct Step {
    var delay: Duration
    var input: TerminalInput
    /// The size the terminal has from this step on, for `.resized` steps.
    var newSize: TerminalSize?
  }

  let clock: ManualClock
  var script: [Step]
  var currentSize: TerminalSize
  var failsToStart = false

  private(set) var writes: [String] = []
  private(set) var timeouts: [Duration?] = []
  private(set) var isStarted = false
  private(set) var stopCount = 0
  private(set) var suspendCount = 0

  init(clock: ManualClock, size: TerminalSize = TerminalSize(columns: 20, rows: 4), script: [Step])
  {
    self.clock = clock
    self.currentSize = size
    self.script = script
  }

  mutating func start() throws(TerminalError) {
    if failsToStart { throw TerminalError(.notATerminal) }
    isStarted = true
  }

  mutating func stop() {
    if isStarted { stopCount += 1 }
    isStarted = false
  }

  func size() -> TerminalSize { currentSize }

  mutating func write(_ text: String) {
    writes.append(text)
  }

  mutating func suspend() {
    suspendCount += 1
  }

  /// Delivers the next step if it arrives within `timeout`; otherwise lets `timeout` pass.
  /// A `.resized` step takes effect on the size when it is delivered.
  mutating func waitForInput(timeout: Duration?) -> TerminalInput {
    timeouts.append(timeout)
    guard let next = script.first else { return .closed }
    if let timeout, timeout < next.delay {
      clock.advance(by: timeout)
      script[0].delay -= timeout
      return .timedOut
    }
    clock.advance(by: next.delay)
    script.removeFirst()
    if let newSize = next.newSize { currentSize = newSize }
    return next.input
  }
}

extension ScriptedDevice.Step {
  /// Bytes typed after `delay`.
  static func type(_ text: String, after delay: Duration = .milliseconds(100)) -> Self {
    Self(delay: delay, input: .bytes(Array(text.utf8)))
  }

  /// The window changing to `size` after `delay`.
  static func resize(to size: TerminalSize, after delay: Duration = .milliseconds(100)) -> Self {
    Self(delay: delay, input: .resized, newSize: size)
  }
}
