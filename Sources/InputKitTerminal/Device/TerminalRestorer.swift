#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide record of how to put the terminal back, and the signal handlers that
/// use it.
///
/// A terminal left in raw mode on the alternate screen is unusable, so the terminal is put
/// back on every way out: `Terminal.stop()`, `exit()` (an `atexit` hook), SIGINT, SIGTERM
/// and SIGHUP (restore, then exit with 128 + the signal number, 130 for SIGINT and 143 for
/// SIGTERM), and the crash signals. A crash signal raised by the CPU (a bad pointer, a Swift
/// runtime trap) is restored and handed back to whatever handled it before — the default
/// action or Swift's backtracer — by returning, so that the faulting instruction faults
/// again into that handler and the crash is reported as usual. A crash signal sent by
/// `kill` or `abort()` would not recur that way, so it is re-raised with the default action,
/// which ends the process.
///
/// Signal handlers may only make async-signal-safe calls, so everything they need is
/// prepared beforehand: the bytes to write and the terminal settings live in memory
/// allocated once and never freed, and the handlers only read it and call `write`,
/// `tcsetattr`, `sigaction`, `raise` and `_exit`. This state is necessarily global (signals
/// are per process), which is why only one `Terminal` may be active at a time.
enum TerminalRestorer {
  struct State {
    /// 1 while a terminal is set up and not yet restored.
    var active: Int32 = 0
    var input: Int32 = -1
    var output: Int32 = -1
    /// The write end of the pipe that wakes the run loop on SIGWINCH, or -1.
    var wake: Int32 = -1
    var exitHookInstalled = false
    var alternateStackInstalled = false
  }

  /// Signals that end the process: restore, then `_exit(128 + signal)`.
  static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// Signals of a crash (Swift's runtime traps raise SIGILL or SIGTRAP): restore, then pass
  /// the signal on to the previous handler.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]
  private static let signalSlots = 65

  // Allocated on first use, which `install` guarantees happens before any handler exists,
  // and never freed, so a handler never triggers an allocation or sees freed memory.
  nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()
  nonisolated(unsafe) private static let settings: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()
  nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    pointer.initialize(repeating: sigaction(), count: signalSlots)
    return pointer
  }()
  nonisolated(unsafe) private static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
    let bytes = Array(ControlSequences.leave.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }()

  /// Whether a terminal is currently set up.
  static var isActive: Bool { state.pointee.active != 0 }

  /// Records how to restore the terminal (`original` settings of `input`, mode switches
  /// written to `output`) and installs the handlers. `wake` receives a byte on SIGWINCH.
  static func install(input: Int32, output: Int32, wake: Int32, original: termios) {
    _ = leaveBytes.count
    settings.pointee = original
    state.pointee.input = input
    state.pointee.output = output
    state.pointee.wake = wake
    state.pointee.active = 1
    installAlternateStack()
    for signal in terminationSignals {
      setHandler(terminationHandler, for: signal, ignoredStaysIgnored: true)
    }
    for signal in crashSignals {
      setCrashHandler(for: signal)
    }
    setHandler(resizeHandler, for: SIGWINCH, ignoredStaysIgnored: false)
    if !state.pointee.exitHookInstalled {
      state.pointee.exitHookInstalled = true
      atexit { TerminalRestorer.restore(drainingOutput: true) }
    }
  }

  /// Puts back the handlers that were there before `install`.
  static func uninstall() {
    for signal in terminationSignals + crashSignals + [SIGWINCH] {
      _ = sigaction(signal, previousActions + Int(signal), nil)
    }
    state.pointee.wake = -1
  }

  /// Writes the mode switches off and puts the original terminal settings back, once.
  /// Async-signal-safe.
  ///
  /// The terminal counts as active until both are done: a termination signal that arrives
  /// while `Terminal.stop()` is restoring (on this thread or another) then restores again
  /// before `_exit` instead of leaving the terminal raw. Restoring twice is harmless.
  static func restore(drainingOutput: Bool) {
    guard state.pointee.active != 0 else { return }
    var address = UnsafeRawPointer(leaveBytes.baseAddress)
    var remaining = leaveBytes.count
    while remaining > 0, let current = address {
      let written = write(state.pointee.output, current, remaining)
      if written > 0 {
        address = current + written
        remaining -= written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    _ = tcsetattr(state.pointee.input, drainingOutput ? TCSADRAIN : TCSANOW, settings)
    state.pointee.active = 0
  }

  private static func setHandler(
    _ handler: @convention(c) (Int32) -> Void, for signal: Int32, ignoredStaysIgnored: Bool
  ) {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_ONSTACK)
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    let previous = previousActions + Int(signal)
    _ = sigaction(signal, &action, previous)
    // Someone (nohup, say) asked for this signal to be ignored: keep it that way.
    if ignoredStaysIgnored && isIgnored(previous.pointee) {
      _ = sigaction(signal, previous, nil)
    }
  }

  private static func setCrashHandler(for signal: Int32) {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_ONSTACK) | Int32(SA_SIGINFO)
    #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = crashHandler
    #else
      action.__sigaction_handler.sa_sigaction = crashHandler
    #endif
    _ = sigaction(signal, &action, previousActions + Int(signal))
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
  }

  /// A stack for the handlers to run on, so that a crash caused by stack overflow can still
  /// restore the terminal. Installed once, unless the runtime installed one already.
  private static func installAlternateStack() {
    guard !state.pointee.alternateStackInstalled else { return }
    state.pointee.alternateStackInstalled = true
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else {
      return
    }
    let size = 64 * 1024
    guard let memory = malloc(size) else { return }
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = numericCast(size)  // Int in Glibc, UInt (size_t) in Darwin
    stack.ss_flags = 0
    _ = sigaltstack(&stack, nil)
  }

  private static let terminationHandler: @convention(c) (Int32) -> Void = { signal in
    TerminalRestorer.restore(drainingOutput: false)
    _exit(128 + signal)
  }

  private static let crashHandler:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      signal, information, _ in
      TerminalRestorer.restore(drainingOutput: false)
      // A positive code means the kernel raised it for a fault that recurs on return.
      if let information, information.pointee.si_code > 0 {
        _ = sigaction(signal, TerminalRestorer.previousActions + Int(signal), nil)
        return
      }
      // Blocked while this handler runs, the raised signal is delivered, with the default
      // action, as soon as it returns.
      var defaultAction = sigaction()
      sigemptyset(&defaultAction.sa_mask)
      _ = sigaction(signal, &defaultAction, nil)
      _ = raise(signal)
    }

  private static let resizeHandler: @convention(c) (Int32) -> Void = { _ in
    let savedError = errno
    let descriptor = TerminalRestorer.state.pointee.wake
    if descriptor >= 0 {
      var byte: UInt8 = 1
      _ = write(descriptor, &byte, 1)
    }
    errno = savedError
  }
}
