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
    try startChild(on: pty, through: nil).process
  }

  /// A child started by `launcher` (such as `setsid`, which may start it as a process of its
  /// own), and the process id it reported.
  static func startChild(
    on pty: PseudoTerminal, through launcher: String?
  ) throws -> (process: Process, pid: pid_t) {
    let child = Process()
    if let launcher {
      child.executableURL = URL(fileURLWithPath: launcher)
      // `--wait`: the launcher ends when the child does, so waiting for it waits for both.
      child.arguments = ["--wait", try childURL().path]
    } else {
      child.executableURL = try childURL()
    }
    let handle = FileHandle(fileDescriptor: pty.secondary, closeOnDealloc: false)
    child.standardInput = handle
    child.standardOutput = handle
    try child.run()
    let output = pty.readOutput(until: "\n")
    try #require(output.contains(ControlSequences.enter), "the child did not start: \(output)")
    try #require(pty.settings.c_lflag & tcflag_t(ICANON) == 0)
    let reported = output.components(separatedBy: "ready ").last?.prefix { $0.isNumber }
    return (child, try #require(reported.flatMap { pid_t($0) }, "no process id in \(output)"))
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

  /// Reads what the child writes to the terminal on a thread of its own, so that a storm of
  /// mode switches never fills the terminal's buffer, and remembers which of the enter and
  /// leave sequences came last.
  final class ModeWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var tail = ""
    private var running = true
    private let finished = DispatchSemaphore(value: 0)

    init(_ pty: PseudoTerminal) {
      let primary = pty.primary
      Thread.detachNewThread { [self] in
        var buffer = [UInt8](repeating: 0, count: 4096)
        while lock.withLock({ running }) {
          var entry = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
          guard poll(&entry, 1, 20) > 0 else { continue }
          let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
          guard count > 0 else { break }
          let text = String(decoding: buffer[0..<count], as: UTF8.self)
          lock.withLock { tail = String((tail + text).suffix(256)) }
        }
        finished.signal()
      }
    }

    /// Whether the last mode switch written was `ControlSequences.enter`; `nil` if neither
    /// was seen lately.
    var lastSwitchEntered: Bool? {
      lock.withLock {
        let enter = tail.range(of: ControlSequences.enter, options: .backwards)?.lowerBound
        let leave = tail.range(of: ControlSequences.leave, options: .backwards)?.lowerBound
        switch (enter, leave) {
        case (nil, nil): return nil
        case (.some, nil): return true
        case (nil, .some): return false
        case (.some(let enter), .some(let leave)): return enter > leave
        }
      }
    }

    func stop() {
      lock.withLock { running = false }
      finished.wait()
    }
  }

  /// `setsid`, which runs a program in a session of its own: its process group is then
  /// orphaned (no shell controls it), and the kernel never stops it for SIGTSTP.
  static let setsid = ["/usr/bin/setsid", "/bin/setsid"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(
    "a storm of 500 back-to-back SIGTSTP and SIGCONT pairs to a process no shell controls: the handler never runs inside itself, and the terminal stays set up",
    .enabled(if: setsid != nil, "needs setsid (util-linux) to start a process no shell controls"))
  func stopContinueStormWithoutJobControl() throws {
    let pty = try #require(PseudoTerminal())
    // `setsid` runs the child in a process of its own when it must: its id is the one the
    // child reports.
    let (launcher, pid) = try Self.startChild(on: pty, through: Self.setsid)
    let watcher = ModeWatcher(pty)
    defer {
      kill(pid, SIGKILL)
      _ = Self.waitForExit(launcher)
      watcher.stop()
    }
    for _ in 0..<500 {
      kill(pid, SIGTSTP)
      kill(pid, SIGCONT)
    }
    // Still there, not stopped, and set up: raw mode, the last mode switch the one that
    // turns the full-screen modes on.
    #expect(
      Self.waitUntil { watcher.lastSwitchEntered == true && Self.state(of: pid) != "T" },
      "the child is \(Self.state(of: pid).map { "in state \($0)" } ?? "gone")")
    #expect(kill(pid, 0) == 0, "the child ended during the storm")
    #expect(Self.state(of: pid).map { $0 != "Z" } == true, "the child ended during the storm")
    #expect(pty.settings.c_lflag & tcflag_t(ICANON) == 0)
  }

  @Test(
    "a SIGTSTP while SIGCONT's handler is still setting the terminal up waits for it: the process never stops with the terminal raw",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func stopDuringContinueWaits() throws {
    let pty = try #require(PseudoTerminal())
    let original = pty.settings
    let child = try Self.startChild(on: pty)
    let watcher = ModeWatcher(pty)
    defer {
      _ = tcflow(pty.secondary, TCOON)
      kill(child.processIdentifier, SIGKILL)
      _ = Self.waitForExit(child)
      watcher.stop()
    }
    let pid = child.processIdentifier
    kill(pid, SIGTSTP)
    try #require(Self.waitUntil { Self.state(of: pid) == "T" })
    // Output held back, as by a slow or flow-controlled terminal: setting the terminal up
    // again after SIGCONT sets raw mode, then waits in its write of the mode switches.
    try #require(tcflow(pty.secondary, TCOOFF) == 0)
    kill(pid, SIGCONT)
    #expect(Self.waitUntil { pty.settings.c_lflag & tcflag_t(ICANON) == 0 })
    kill(pid, SIGTSTP)
    _ = tcflow(pty.secondary, TCOON)
    // Whenever it stops now, it stops with the terminal as the shell had it.
    try #require(Self.waitUntil { Self.state(of: pid) == "T" })
    #expect(pty.settings.c_lflag == original.c_lflag, "stopped in raw mode")
    #expect(
      Self.waitUntil { watcher.lastSwitchEntered == false },
      "stopped with the alternate screen and mouse reporting on")
    kill(pid, SIGCONT)
    #expect(
      Self.waitUntil {
        Self.state(of: pid) != "T" && pty.settings.c_lflag & tcflag_t(ICANON) == 0
          && watcher.lastSwitchEntered == true
      })
  }

  @Test(
    "storms of hundreds of back-to-back SIGTSTP and SIGCONT pairs: never a crash, never stopped with the terminal set up",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func stopContinueStorm() throws {
    let pty = try #require(PseudoTerminal())
    let original = pty.settings
    let child = try Self.startChild(on: pty)
    let watcher = ModeWatcher(pty)
    defer {
      kill(child.processIdentifier, SIGKILL)
      _ = Self.waitForExit(child)
      watcher.stop()
    }
    let pid = child.processIdentifier
    for round in 0..<10 {
      for _ in 0..<50 {
        kill(pid, SIGTSTP)
        kill(pid, SIGCONT)
      }
      // One stop more: whenever the process is stopped, the terminal must be the shell's.
      kill(pid, SIGTSTP)
      try #require(
        Self.waitUntil { Self.state(of: pid) == "T" },
        "round \(round): the child is \(child.isRunning ? "running" : "gone") after the storm")
      #expect(pty.settings.c_lflag == original.c_lflag, "round \(round): stopped in raw mode")
      #expect(
        Self.waitUntil { watcher.lastSwitchEntered == false },
        "round \(round): stopped with the alternate screen and mouse reporting on")
      kill(pid, SIGCONT)
      #expect(
        Self.waitUntil {
          Self.state(of: pid) != "T" && pty.settings.c_lflag & tcflag_t(ICANON) == 0
            && watcher.lastSwitchEntered == true
        }, "round \(round): not set up again after SIGCONT")
    }
    #expect(child.isRunning)
  }
}
