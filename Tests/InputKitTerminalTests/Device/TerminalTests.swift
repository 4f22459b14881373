import Testing

@testable import InputKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Serialized: a terminal's modes and signal handlers exist once per process.
@Suite("Terminal on a pseudo-terminal", .serialized)
struct TerminalTests {
  @Test("start switches to raw mode and the full-screen modes; stop puts everything back")
  func rawModeAndRestore() throws {
    let pty = try #require(PseudoTerminal())
    let original = pty.settings
    #expect(original.c_lflag & tcflag_t(ICANON) != 0)
    #expect(original.c_lflag & tcflag_t(ECHO) != 0)
    let terminal = Terminal(input: pty.secondary, output: pty.secondary)
    try terminal.start()
    #expect(TerminalRestorer.isActive)
    let raw = pty.settings
    #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
    #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
    #expect(raw.c_lflag & tcflag_t(ISIG) == 0)
    #expect(pty.readOutput(until: ControlSequences.enter).contains(ControlSequences.enter))

    terminal.stop()
    #expect(!TerminalRestorer.isActive)
    let restored = pty.settings
    #expect(restored.c_lflag == original.c_lflag)
    #expect(restored.c_iflag == original.c_iflag)
    #expect(restored.c_oflag == original.c_oflag)
    #expect(restored.c_cflag == original.c_cflag)
    #expect(pty.readOutput(until: ControlSequences.leave).contains(ControlSequences.leave))
    terminal.stop()
  }

  @Test("the size comes from the kernel's window size")
  func kernelSize() throws {
    let pty = try #require(PseudoTerminal())
    pty.setSize(columns: 100, rows: 30)
    let terminal = Terminal(
      input: pty.secondary, output: pty.secondary, environment: ["COLUMNS": "50"])
    #expect(terminal.size() == TerminalSize(columns: 100, rows: 30))
  }

  @Test("typed bytes and window size changes arrive through waiting for input")
  func inputAndResize() throws {
    let pty = try #require(PseudoTerminal())
    let terminal = Terminal(input: pty.secondary, output: pty.secondary)
    try terminal.start()
    defer { terminal.stop() }
    #expect(terminal.waitForInput(timeout: .zero) == .timedOut)
    pty.type("7×\u{1B}[A")
    #expect(terminal.waitForInput(timeout: .seconds(5)) == .bytes(Array("7×\u{1B}[A".utf8)))
    // Process-directed, as the kernel sends it: test threads may block signals.
    kill(getpid(), SIGWINCH)
    #expect(terminal.waitForInput(timeout: .seconds(5)) == .resized)
    #expect(terminal.waitForInput(timeout: .zero) == .timedOut)
  }

  @Test("input ends when the other side of the terminal closes")
  func closedInput() throws {
    let pty = try #require(PseudoTerminal())
    let terminal = Terminal(input: pty.secondary, output: pty.secondary)
    try terminal.start()
    defer { terminal.stop() }
    pty.closePrimary()
    #expect(terminal.waitForInput(timeout: .seconds(5)) == .closed)
  }

  @Test("only one terminal can be active at a time")
  func oneAtATime() throws {
    let pty = try #require(PseudoTerminal())
    let first = Terminal(input: pty.secondary, output: pty.secondary)
    let second = Terminal(input: pty.secondary, output: pty.secondary)
    try first.start()
    #expect(throws: TerminalError(.alreadyActive)) { try second.start() }
    first.stop()
    try second.start()
    #expect(TerminalRestorer.isActive)
    second.stop()
    #expect(!TerminalRestorer.isActive)
  }

  @Test("a pipe is not a terminal, and failing to start changes nothing")
  func notATerminal() throws {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    defer { descriptors.forEach { _ = close($0) } }
    let terminal = Terminal(input: descriptors[0], output: descriptors[1])
    #expect(throws: TerminalError(.notATerminal)) { try terminal.start() }
    #expect(!TerminalRestorer.isActive)
  }

  @Test(
    "without a kernel size, COLUMNS and LINES are used when sensible, else 80×24",
    arguments: [
      (["COLUMNS": "120", "LINES": "40"], TerminalSize(columns: 120, rows: 40)),
      (["COLUMNS": "120"], TerminalSize(columns: 80, rows: 24)),
      (["COLUMNS": "wide", "LINES": "40"], TerminalSize(columns: 80, rows: 24)),
      (["COLUMNS": "0", "LINES": "40"], TerminalSize(columns: 80, rows: 24)),
      (["COLUMNS": "-5", "LINES": "40"], TerminalSize(columns: 80, rows: 24)),
      (["COLUMNS": "99999999999999999999", "LINES": "40"], TerminalSize(columns: 80, rows: 24)),
      ([:], TerminalSize(columns: 80, rows: 24)),
    ])
  func fallbackSize(environment: [String: String], expected: TerminalSize) {
    #expect(Terminal.resolvedSize(reported: nil, environment: environment) == expected)
    let reported = TerminalSize(columns: 33, rows: 11)
    #expect(Terminal.resolvedSize(reported: reported, environment: environment) == reported)
    let huge = TerminalSize(columns: 65535, rows: 65535)
    let limit = ScreenBuffer.maximumDimension
    #expect(
      Terminal.resolvedSize(reported: huge, environment: environment)
        == TerminalSize(columns: limit, rows: limit))
  }

  @Test(
    "poll timeouts round up to whole milliseconds and stay in poll's range",
    arguments: [
      (nil, -1), (Duration.zero, 0), (.nanoseconds(1), 1), (.microseconds(1500), 2),
      (.milliseconds(25), 25), (.seconds(3), 3000), (.seconds(-1), 0), (.nanoseconds(-5), 0),
      (.seconds(Int64.max), Int32.max),
    ] as [(Duration?, Int32)])
  func pollTimeouts(timeout: Duration?, expected: Int32) {
    #expect(Terminal.milliseconds(timeout) == expected)
  }
}
