import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `inputkit` binary run as a child process, for what only a real process shows:
/// how a signal ends it and how much memory it holds.
@Suite("inputkit as a child process", .serialized)
struct ToolProcessTests {
  /// The `inputkit` executable: `INPUTKIT_BIN` when set (to try another build), else the one
  /// built next to the test binary (`swift build` and `swift test` build every product).
  static func toolURL() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["INPUTKIT_BIN"] {
      return URL(fileURLWithPath: path)
    }
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("inputkit")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    Issue.record("the inputkit executable was not found next to the tests: run `swift build`")
    throw CocoaError(.fileNoSuchFile)
  }

  /// A running `inputkit` with the given descriptors as its standard streams, started with
  /// every signal at its default action and none blocked: `Process` would pass on what the
  /// test process ignores (SIGPIPE, which the in-process command tests ignore), and a signal
  /// ignored at `exec` stays ignored.
  struct Child {
    let pid: pid_t

    init(_ arguments: [String], input: Int32, output: Int32, error: Int32) throws {
      let path = try ToolProcessTests.toolURL().path
      #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
      #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
      #endif
      posix_spawn_file_actions_init(&actions)
      posix_spawnattr_init(&attributes)
      defer {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
      }
      for (from, to) in [(input, Int32(0)), (output, 1), (error, 2)] {
        posix_spawn_file_actions_adddup2(&actions, from, to)
      }
      var everySignal = sigset_t()
      sigfillset(&everySignal)
      var noSignal = sigset_t()
      sigemptyset(&noSignal)
      posix_spawnattr_setsigdefault(&attributes, &everySignal)
      posix_spawnattr_setsigmask(&attributes, &noSignal)
      posix_spawnattr_setflags(
        &attributes, Int16(POSIX_SPAWN_SETSIGDEF) | Int16(POSIX_SPAWN_SETSIGMASK))
      let argv = ([path] + arguments).map { strdup($0) } + [nil]
      defer { argv.forEach { free($0) } }
      var pid: pid_t = 0
      let code = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
      guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
      self.pid = pid
    }

    /// Waits for the child to end: its exit status, or the signal that ended it.
    func wait() -> (status: Int32?, signal: Int32?) {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      let signal = status & 0x7F
      return signal == 0 ? ((status >> 8) & 0xFF, nil) : (nil, signal)
    }

    /// The running child's peak resident memory so far in KiB (`VmHWM`), where `/proc` tells
    /// it. (`wait4`'s figure would not do: the kernel counts the memory of the test process
    /// the child was spawned from, before its `exec`, in it.)
    var peakMemory: Int? {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
      else { return nil }
      return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
  }

  /// A pipe's read and write ends, closed on exec.
  static func pipeEnds() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Everything readable from `descriptor` until its writers close it, then closes it.
  static func readAll(_ descriptor: Int32) -> String {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      data += buffer[0..<count]
    }
    close(descriptor)
    return String(decoding: data, as: UTF8.self)
  }

  /// Writes all of `bytes` to `descriptor`; false once the reader has gone away.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  @Test("eval whose reader goes away (| head -1) stops quietly with status 1, not by SIGPIPE")
  func readerGoesAway() throws {
    // The test writes to pipes whose reader may be gone too.
    signal(SIGPIPE, SIG_IGN)
    let inputURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("inputkit-sigpipe-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: inputURL) }
    // Far more output than a pipe holds, so the tool is still writing when the reader leaves.
    try Data(String(repeating: "1+1\n", count: 200_000).utf8).write(to: inputURL)
    let input = open(inputURL.path, O_RDONLY | O_CLOEXEC)
    try #require(input >= 0)
    let output = try Self.pipeEnds()
    let errors = try Self.pipeEnds()
    let child = try Child(["eval"], input: input, output: output.write, error: errors.write)
    close(input)
    close(output.write)
    close(errors.write)
    var first = [UInt8](repeating: 0, count: 2)
    #expect(read(output.read, &first, 2) == 2 && first == Array("2\n".utf8))
    close(output.read)
    let messages = Self.readAll(errors.read)
    let ending = child.wait()
    #expect(ending.signal == nil, "ended by signal \(ending.signal ?? 0)")
    #expect(ending.status == 1)
    #expect(messages.isEmpty)
  }

  @Test(
    "a 300 MB line is skipped in constant memory: its error, then the next line's value, exit 1"
  )
  func hugeLineInConstantMemory() throws {
    signal(SIGPIPE, SIG_IGN)
    let input = try Self.pipeEnds()
    let output = try Self.pipeEnds()
    let errors = try Self.pipeEnds()
    let child = try Child(["eval"], input: input.read, output: output.write, error: errors.write)
    close(input.read)
    close(output.write)
    close(errors.write)
    let chunk = [UInt8](repeating: UInt8(ascii: "1"), count: 1 << 20)
    var fed = 0
    while fed < 300, Self.writeAll(chunk, to: input.write) { fed += 1 }
    #expect(fed == 300, "the tool stopped reading after \(fed) MiB")
    // All but a pipe's worth of the line has been read by now, and the tool waits for more.
    let peak = child.peakMemory
    _ = Self.writeAll(Array("\n2+2\n".utf8), to: input.write)
    close(input.write)
    // The error comes first, then the value; neither stream fills its pipe.
    let messages = Self.readAll(errors.read)
    let printed = Self.readAll(output.read)
    let ending = child.wait()
    #expect(printed == "4\n")
    #expect(messages == "error: The expression is too long (column 100001)\n")
    #expect(ending.status == 1)
    // About 25 MiB for the runtime and the tool, however long the line.
    if let peak {
      #expect(peak < 64 << 10, "peak resident memory \(peak) KiB")
    } else if fed == 300 {
      withKnownIssue("no /proc here to read the peak memory from") {
        Issue.record("the peak memory was not measured")
      }
    }
  }
}
