#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal, set up for a full-screen app: raw mode, the alternate screen, a hidden
/// cursor, mouse reports and bracketed paste.
///
/// `stop()`, `exit()` and every ending or crash signal put the terminal back (`TerminalRestorer`).
/// Resizes and continuing wake ``waitForInput(timeout:)`` through a self-pipe. Only one `Terminal`
/// can be started at a time, used from one thread.
public final class Terminal: TerminalDevice {
  /// The descriptor input is read from.
  public let inputDescriptor: Int32
  /// The descriptor output is written to.
  public let outputDescriptor: Int32
  private let environment: [String: String]
  private var wakePipe: (read: Int32, write: Int32)?
  private var isStarted = false
  private var readBuffer = [UInt8](repeating: 0, count: 4096)

  /// A terminal on the given descriptors (standard input and output by default).
  /// `environment` supplies `COLUMNS` and `LINES` for when the kernel does not know the
  /// window size.
  public init(input: Int32 = 0, output: Int32 = 1, environment: [String: String] = [:]) {
    self.inputDescriptor = input
    self.outputDescriptor = output
    self.environment = environment
  }

  deinit {
    stop()
  }

  /// Saves the terminal's settings, switches to raw mode and the full-screen modes, and
  /// installs the handlers that restore the terminal on signals and exit.
  ///
  /// - Throws: `TerminalError` when input or output is not a terminal, when another
  ///   terminal is active, or when a system call fails. Nothing is changed then.
  public func start() throws(TerminalError) {
    guard !isStarted else { return }
    guard !TerminalRestorer.isActive else { throw TerminalError(.alreadyActive) }
    var original = termios()
    guard isatty(inputDescriptor) == 1, isatty(outputDescriptor) == 1,
      tcgetattr(inputDescriptor, &original) == 0
    else { throw TerminalError(.notATerminal) }
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else {
      throw TerminalError(.systemCall(call: "pipe", code: SystemCalls.errorNumber))
    }
    descriptors.forEach(SystemCalls.makeNonBlocking)
    var raw = SystemCalls.rawMode(from: original)
    TerminalRestorer.install(
      input: inputDescriptor, output: outputDescriptor, wake: descriptors[1], original: original,
      raw: raw)
    guard tcsetattr(inputDescriptor, TCSANOW, &raw) == 0 else {
      let code = SystemCalls.errorNumber
      TerminalRestorer.uninstall()
      TerminalRestorer.restore(drainingOutput: true)
      descriptors.forEach { _ = close($0) }
      throw TerminalError(.systemCall(call: "tcsetattr", code: code))
    }
    wakePipe = (descriptors[0], descriptors[1])
    isStarted = true
    write(ControlSequences.enter)
  }

  /// Turns the full-screen modes off, restores the saved settings and the previous signal
  /// handlers. Does nothing if the terminal is not started.
  public func stop() {
    guard isStarted else { return }
    isStarted = false
    // First, so that a stop and continue from here on cannot set the terminal up again.
    TerminalRestorer.stopReentering()
    TerminalRestorer.restore(drainingOutput: true)
    TerminalRestorer.uninstall()
    if let wakePipe {
      _ = close(wakePipe.read)
      _ = close(wakePipe.write)
    }
    wakePipe = nil
  }

  /// The window size from the kernel, or from `COLUMNS` and `LINES`, or 80×24.
  public func size() -> TerminalSize {
    Self.resolvedSize(
      reported: SystemCalls.windowSize(outputDescriptor) ?? SystemCalls.windowSize(inputDescriptor),
      environment: environment)
  }

  /// Writes `text` in full, retrying after interruptions.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      SystemCalls.writeAll(outputDescriptor, UnsafeRawBufferPointer(bytes))
    }
  }

  /// Waits with `poll` for input or a resize, at most `timeout` (rounded up to whole
  /// milliseconds, so the caller never wakes before its deadline).
  public func waitForInput(timeout: Duration?) -> TerminalInput {
    var entries = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
    if let wakePipe { entries.append(pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)) }
    let ready = poll(&entries, nfds_t(entries.count), Self.milliseconds(timeout))
    guard ready > 0 else { return ready < 0 && errno != EINTR ? .closed : .timedOut }
    if entries.count > 1, entries[1].revents & Int16(POLLIN) != 0, let wakePipe {
      let reasons = drain(wakePipe.read)
      return reasons.contains(TerminalRestorer.Wake.resumed.rawValue) ? .resumed : .resized
    }
    guard entries[0].revents != 0 else { return .timedOut }
    let count = readBuffer.withUnsafeMutableBytes { buffer in
      read(inputDescriptor, buffer.baseAddress, buffer.count)
    }
    if count > 0 { return .bytes(Array(readBuffer[0..<count])) }
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return .timedOut }
    return .closed
  }

  /// Reads everything waiting in the non-blocking `descriptor`.
  private func drain(_ descriptor: Int32) -> [UInt8] {
    var received: [UInt8] = []
    var scratch = [UInt8](repeating: 0, count: 64)
    while true {
      let count = scratch.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return received }
      received += scratch[0..<count]
    }
  }

  /// Stops the process as SIGTSTP does (the terminal is restored first, and set up again
  /// when it continues), for Ctrl-Z, which raw mode delivers as a key.
  public func suspend() {
    guard isStarted else { return }
    _ = kill(getpid(), SIGTSTP)
  }

  /// `timeout` as `poll`'s argument: milliseconds rounded up, -1 for none, clamped to what
  /// `poll` accepts.
  static func milliseconds(_ timeout: Duration?) -> Int32 {
    guard let timeout else { return -1 }
    let (seconds, attoseconds) = timeout.components
    guard seconds >= 0, attoseconds >= 0 || seconds > 0 else { return 0 }
    let perMillisecond: Int64 = 1_000_000_000_000_000
    let (wholeMilliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return Int32.max }
    var total = wholeMilliseconds + attoseconds / perMillisecond
    if attoseconds % perMillisecond > 0 { total += 1 }
    return Int32(clamping: max(total, 0))
  }

  /// The size to use given what the kernel `reported`: that (at most
  /// `ScreenBuffer.maximumDimension` either way), or `COLUMNS` and `LINES` from `environment`
  /// when both are sensible numbers, or 80×24.
  static func resolvedSize(reported: TerminalSize?, environment: [String: String]) -> TerminalSize {
    let limits = 1...ScreenBuffer.maximumDimension
    if let reported {
      return TerminalSize(
        columns: reported.columns.clamped(to: limits), rows: reported.rows.clamped(to: limits))
    }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), limits.contains(columns),
      let rows = environment["LINES"].flatMap({ Int($0) }), limits.contains(rows)
    {
      return TerminalSize(columns: columns, rows: rows)
    }
    return TerminalSize(columns: 80, rows: 24)
  }
}

extension Int {
  fileprivate func clamped(to limits: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, limits.lowerBound), limits.upperBound)
  }
}
