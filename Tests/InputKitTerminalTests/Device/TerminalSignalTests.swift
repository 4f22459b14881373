import Foundation
import Testing

@testable import InputKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals sent to a child process running a `Terminal` on a pseudo-terminal: whatever ends
/// or stops the process, the terminal is put back first; continuing sets it up again.
@Suite("Terminal restored on signals (child process)", .serialized)
struct TerminalSignalTests {
  /// The `terminal-signal-child` executable, built next to the test binary.
  static func childURL() throws -> URL {
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("terminal-signal-child")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
  }

  /// A child with the pseudo-terminal as its standard input and output, once it is ready.
  static func startChild(on pty: PseudoTerminal) throws -> Process {
    let child = Process()
    child.executableURL = try childURL()
    let handle = FileHandle(fileDescriptor: pty.secondary, closeOnDealloc: false)
    child.standardInput = handle
    child.standardOutput = handle
    try child.run()
    let output = pty.readOutput(until: "ready")
    try #require(output.contains(ControlSequences.enter), "the child did not start: \(output)")
    try #require(pty.settings.c_lflag & tcflag_t(ICANON) == 0)
    return child
  }

  /// The one-letter state in `/proc/<pid>/stat` (`T` when stopped).
  static func state(of pid: Int32) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(end, offsetBy: 2)...].first
  }

  static func waitUntil(_ condition: () -> Bool) -> Bool {
    for _ in 0..<500 {
      if condition() { return true }
      usleep(10_000)
    }
    return false
  }

  /// Waits for the child to end; one still running after ten seconds is killed, and the
  /// test fails instead of hanging.
  static func waitForExit(_ child: Process) -> Bool {
    let ended = waitUntil { !child.isRunning }
    if !ended { kill(child.processIdentifier, SIGKILL) }
    child.waitUntilExit()
    return ended
  }

  static var realTimeSignal: Int32 {
    #if canImport(Glibc)
      __libc_current_sigrtmin() + 2
    #else
      SIGUSR2
    #endif
  }

  @Test(
    "every signal whose default action ends the process restores the terminal, then exits 128+n",
    arguments: [
      SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF,
      realTimeSignal,
    ])
  func terminatingSignal(_ signal: Int32) throws {
    let pty = try #require(PseudoTerminal())
    let original = pty.settings
    let child = try Self.startChild(on: pty)
    kill(child.processIdentifier, signal)
    let output = pty.readOutput(until: ControlSequences.leave)
    #expect(Self.waitForExit(child), "signal \(signal) did not end the process")
    #expect(output.contains(ControlSequences.leave))
    #expect(pty.settings.c_lflag == original.c_lflag)
    #expect(child.terminationReason == .exit)
    #expect(child.terminationStatus == 128 + signal)
  }

  @Test(
    "a CPU or file size limit and a forbidden call restore the terminal, then end as the signal",
    arguments: [SIGXCPU, SIGXFSZ, SIGSYS])
  func limitSignal(_ signal: Int32) throws {
    let pty = try #require(PseudoTerminal())
    let original = pty.settings
    let child = try Self.startChild(on: pty)
    kill(child.processIdentifier, signal)
    let output = pty.readOutput(until: ControlSequences.leave)
    #expect(Self.waitForExit(child), "signal \(signal) did not end the process")
    #expect(output.contains(ControlSequences.leave))
    #expect(pty.settings.c_lflag == original.c_lflag)
    #expect(child.terminationReason == .uncaughtSignal)
    #expect(child.terminationStatus == signal)
  }

  @Test(
    "SIGTSTP restores the terminal before the process stops; SIGCONT sets it up again and asks for a full redraw",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func stopAndContinue() throws {
    let pty = try #require(PseudoTerminal())
    let original = pty.settings
    let child = try Self.startChild(on: pty)
    defer {
      kill(child.processIdentifier, SIGKILL)
      _ = Self.waitForExit(child)
    }
    let pid = child.processIdentifier
    kill(pid, SIGTSTP)
    let left = pty.readOutput(until: ControlSequences.leave)
    #expect(left.contains(ControlSequences.leave))
    #expect(Self.waitUntil { Self.state(of: pid) == "T" })
    #expect(pty.settings.c_lflag == original.c_lflag)
    #expect(pty.settings.c_iflag == original.c_iflag)

    kill(pid, SIGCONT)
    let entered = pty.readOutput(until: "resumed")
    #expect(entered.contains(ControlSequences.enter))
    #expect(entered.contains("resumed"))
    #expect(pty.settings.c_lflag & tcflag_t(ICANON) == 0)
    #expect(pty.settings.c_lflag & tcflag_t(ECHO) == 0)

    // And again: the handler is back in place after the first stop.
    kill(pid, SIGTSTP)
    #expect(pty.readOutput(until: ControlSequences.leave).contains(ControlSequences.leave))
    #expect(Self.waitUntil { Self.state(of: pid) == "T" })
    #expect(pty.settings.c_lflag == original.c_lflag)
    kill(pid, SIGCONT)
    #expect(pty.readOutput(until: "resumed").contains("resumed"))
  }
}
