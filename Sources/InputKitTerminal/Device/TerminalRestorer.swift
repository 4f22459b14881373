#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide record of how to put the terminal back, and the signal handlers that use it.
///
/// The terminal is restored on every way out: `stop()`, `exit()`, each signal that ends the
/// process (exiting with 128 + its number) and the crash signals, handed back to the crash
/// reporter. Stop signals restore before stopping; SIGCONT sets the terminal up again. Handlers
/// make only async-signal-safe calls on memory prepared beforehand; signals are per process, so
/// this state is global.
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
    /// 1 between `install` and the start of `stop`: SIGCONT then sets the terminal up again.
    var installed: Int32 = 0
  }

  /// What the byte written to the wake pipe means.
  enum Wake: UInt8 {
    /// The window size changed (SIGWINCH).
    case resized = 1
    /// The process was continued (SIGCONT) and the terminal set up again: redraw everything.
    case resumed = 2
  }

  /// Signals that end the process: restore, then `_exit(128 + signal)`.
  static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// Other signals whose default action ends the process without a core dump. Handled only
  /// while nobody else handles them (their action is the default), so that a library using
  /// one for its own purposes keeps it: restore, then `_exit(128 + signal)`.
  static let otherTerminatingSignals: [Int32] = {
    var signals: [Int32] = [SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF]
    #if canImport(Glibc) || canImport(Musl)
      signals += [SIGIO, SIGPWR, SIGSTKFLT]
      #if canImport(Glibc)
        signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
      #endif
    #else
      signals += [SIGEMT]
    #endif
    return signals
  }()
  /// Signals whose default action dumps core but that do not recur when a handler returns
  /// (a CPU or file size limit, a forbidden system call): restore, then the default action.
  static let limitSignals: [Int32] = [SIGXCPU, SIGXFSZ, SIGSYS]
  /// Signals whose default action stops the process, and that a handler can catch: restore,
  /// then stop; set up again when continued.
  static let stopSignals: [Int32] = [SIGTSTP, SIGTTIN, SIGTTOU]
  /// Signals of a crash (Swift's runtime traps raise SIGILL or SIGTRAP): restore, then pass
  /// the signal on to the previous handler.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]
  /// Every signal a handler is installed for, so `uninstall` puts each one back.
  private static var handledSignals: [Int32] {
    terminationSignals + otherTerminatingSignals + limitSignals + crashSignals
      + stopSignals + [SIGWINCH, SIGCONT]
  }
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
  /// The raw-mode settings SIGCONT puts back.
  nonisolated(unsafe) private static let rawSettings: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()
  /// The stop handler's own action, which it reinstalls after the process continues.
  nonisolated(unsafe) private static let stopAction: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    pointer.initialize(to: sigaction())
    return pointer
  }()
  nonisolated(unsafe) private static let leaveBytes = bytes(of: ControlSequences.leave)
  nonisolated(unsafe) private static let enterBytes = bytes(of: ControlSequences.enter)

  private static func bytes(of text: String) -> UnsafeMutableBufferPointer<UInt8> {
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }

  /// Whether a terminal is currently set up.
  static var isActive: Bool { state.pointee.active != 0 }

  /// Records how to restore the terminal (`original` settings of `input`, mode switches
  /// written to `output`) and how to set it up again after a stop (`raw`), and installs the
  /// handlers. `wake` receives a ``Wake`` byte on SIGWINCH and SIGCONT.
  static func install(input: Int32, output: Int32, wake: Int32, original: termios, raw: termios) {
    _ = leaveBytes.count
    _ = enterBytes.count
    settings.pointee = original
    rawSettings.pointee = raw
    state.pointee.input = input
    state.pointee.output = output
    state.pointee.wake = wake
    state.pointee.active = 1
    state.pointee.installed = 1
    installAlternateStack()
    for signal in terminationSignals {
      setHandler(terminationHandler, for: signal, keeping: .ignored)
    }
    for signal in otherTerminatingSignals {
      setHandler(terminationHandler, for: signal, keeping: .anyHandler)
    }
    for signal in limitSignals {
      setHandler(limitHandler, for: signal, keeping: .ignored)
    }
    for signal in crashSignals {
      setCrashHandler(for: signal)
    }
    setHandler(resizeHandler, for: SIGWINCH, keeping: .nothing)
    // The stop signals and SIGCONT block one another while their handlers run, so that
    // neither ever runs inside the other.
    for signal in stopSignals {
      setHandler(stopHandler, for: signal, keeping: .ignored, blocking: stopSignals + [SIGCONT])
    }
    _ = sigaction(SIGTSTP, nil, stopAction)
    setHandler(continueHandler, for: SIGCONT, keeping: .nothing, blocking: stopSignals)
    if !state.pointee.exitHookInstalled {
      state.pointee.exitHookInstalled = true
      atexit { TerminalRestorer.restore(drainingOutput: true) }
    }
  }

  /// Keeps SIGCONT and the stop handler from setting the terminal up again, from now on:
  /// the first step of putting it back for good.
  static func stopReentering() {
    state.pointee.installed = 0
  }

  /// Puts back the handlers that were there before `install`.
  static func uninstall() {
    state.pointee.installed = 0
    for signal in handledSignals {
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
    writeAll(leaveBytes)
    _ = tcsetattr(state.pointee.input, drainingOutput ? TCSADRAIN : TCSANOW, settings)
    state.pointee.active = 0
  }

  /// Sets raw mode and the full-screen modes again after the process was continued, and
  /// wakes the run loop to draw everything; only in the terminal's foreground, since changing
  /// it from the background would change the shell's terminal (or stop the process with
  /// SIGTTOU). Async-signal-safe.
  private static func reenter() {
    guard state.pointee.installed != 0, isInForeground else { return }
    while tcsetattr(state.pointee.input, TCSANOW, rawSettings) != 0 && errno == EINTR {}
    writeAll(enterBytes)
    state.pointee.active = 1
    wake(.resumed)
  }

  /// Whether this process's group is the terminal's foreground group; also when the terminal
  /// is not the process's controlling terminal, where no job control applies.
  /// Async-signal-safe.
  private static var isInForeground: Bool {
    let group = tcgetpgrp(state.pointee.input)
    return group < 0 || group == getpgrp()
  }

  /// Writes `bytes` to the terminal, retrying after interruptions. Async-signal-safe.
  private static func writeAll(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
    var address = UnsafeRawPointer(bytes.baseAddress)
    var remaining = bytes.count
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
  }

  /// Which handler that was already there a new one leaves in place.
  private enum Keeping {
    /// None: the signal is ours (SIGWINCH, SIGCONT).
    case nothing
    /// Ignoring: someone (nohup, say) asked for the signal to be ignored.
    case ignored
    /// Any but the default action: someone uses the signal for their own purposes.
    case anyHandler
  }

  private static func setHandler(
    _ handler: @convention(c) (Int32) -> Void, for signal: Int32, keeping: Keeping,
    blocking blocked: [Int32] = []
  ) {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    for other in blocked { sigaddset(&action.sa_mask, other) }
    action.sa_flags = Int32(SA_ONSTACK)
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    let previous = previousActions + Int(signal)
    _ = sigaction(signal, &action, previous)
    let keepsPrevious =
      switch keeping {
      case .nothing: false
      case .ignored: isIgnored(previous.pointee)
      case .anyHandler: !isDefault(previous.pointee)
      }
    if keepsPrevious { _ = sigaction(signal, previous, nil) }
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
    handlerAddress(action) == 1  // SIG_IGN
  }

  private static func isDefault(_ action: sigaction) -> Bool {
    handlerAddress(action) == 0 && action.sa_flags & Int32(SA_SIGINFO) == 0  // SIG_DFL
  }

  private static func handlerAddress(_ action: sigaction) -> Int {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    guard let handler else { return 0 }
    return unsafeBitCast(handler, to: Int.self)
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
      TerminalRestorer.raiseWithDefaultAction(signal)
    }

  /// Restores, then ends the process with the signal's default action (a core dump).
  private static let limitHandler: @convention(c) (Int32) -> Void = { signal in
    TerminalRestorer.restore(drainingOutput: false)
    TerminalRestorer.raiseWithDefaultAction(signal)
  }

  /// Restores the terminal, then stops with the default action; runs on after SIGCONT.
  ///
  /// SIGCONT and the other stop signals are blocked while it runs, and its own signal too
  /// except while it waits to be stopped; the default action is in place only from the
  /// restore to the moment the signal is blocked again, so whatever stops the process in that
  /// time stops it with the terminal restored, and a signal that comes later waits until this
  /// handler has returned.
  private static let stopHandler: @convention(c) (Int32) -> Void = { signal in
    let savedError = errno
    TerminalRestorer.restore(drainingOutput: false)
    TerminalRestorer.raiseWithDefaultAction(signal)
    // The stop is delivered, and the process stops, once the signal is unblocked here.
    var stopOnly = sigset_t()
    sigemptyset(&stopOnly)
    sigaddset(&stopOnly, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &stopOnly, nil)
    // Continued (or never stopped: a process group without a shell's job control, which the
    // kernel does not stop). Blocked again before the handler is back, the next stop signal
    // is handled once this one has returned, never inside it.
    _ = pthread_sigmask(SIG_BLOCK, &stopOnly, nil)
    _ = sigaction(signal, TerminalRestorer.stopAction, nil)
    if TerminalRestorer.state.pointee.active == 0 { TerminalRestorer.reenter() }
    errno = savedError
  }

  private static let continueHandler: @convention(c) (Int32) -> Void = { _ in
    let savedError = errno
    TerminalRestorer.reenter()
    errno = savedError
  }

  private static let resizeHandler: @convention(c) (Int32) -> Void = { _ in
    let savedError = errno
    TerminalRestorer.wake(.resized)
    errno = savedError
  }

  /// Writes `reason` to the wake pipe. Async-signal-safe.
  private static func wake(_ reason: Wake) {
    let descriptor = state.pointee.wake
    guard descriptor >= 0 else { return }
    var byte = reason.rawValue
    _ = write(descriptor, &byte, 1)
  }

  /// Sets `signal`'s default action and raises it; blocked while its handler runs, it is
  /// delivered when the handler returns (or unblocks it). Async-signal-safe.
  private static func raiseWithDefaultAction(_ signal: Int32) {
    var defaultAction = sigaction()
    sigemptyset(&defaultAction.sa_mask)
    _ = sigaction(signal, &defaultAction, nil)
    _ = raise(signal)
  }
}
