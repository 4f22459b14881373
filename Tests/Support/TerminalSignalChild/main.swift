// The child of the terminal's signal tests: starts a `Terminal` on its standard input and
// output (a pseudo-terminal the test holds), writes "ready <pid>", then waits for input forever,
// writing "resumed" each time the terminal reports that the process was continued. The test
// sends it signals and checks what is left of the terminal afterwards.
import InputKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A spawned process starts with the signal mask of the thread that spawned it, and the test
// runner's threads block signals.
var nothing = sigset_t()
sigemptyset(&nothing)
_ = pthread_sigmask(SIG_SETMASK, &nothing, nil)

// It also keeps the signals its parent ignores, and the test process may ignore some (the
// command-line tests run the tool in process, which ignores SIGXFSZ): every signal the tests
// send starts at its default action.
for caught in [
  SIGXCPU, SIGXFSZ, SIGSYS, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT,
] {
  signal(caught, SIG_DFL)
}

// The signals whose default action dumps core would otherwise leave core files behind.
var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
#if canImport(Glibc)
  _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
#else
  _ = setrlimit(RLIMIT_CORE, &noCore)
#endif

let terminal = Terminal()
do {
  try terminal.start()
} catch {
  exit(3)
}
// With its process id: started through `setsid`, the child may be a process of its own.
terminal.write("ready \(getpid())\n")
while true {
  switch terminal.waitForInput(timeout: nil) {
  case .resumed:
    terminal.write("resumed\n")
  case .closed:
    terminal.stop()
    exit(0)
  default:
    break
  }
}
