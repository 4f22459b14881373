#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the C calls whose Swift spelling differs between platforms.
enum SystemCalls {
  static var errorNumber: Int32 {
    get { errno }
    set { errno = newValue }
  }

  /// Writes all of `bytes`, retrying after interruptions; stops early if the descriptor
  /// fails for good (the terminal went away), since there is nobody left to show it to.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    guard var address = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(descriptor, address, remaining)
      if written > 0 {
        address += written
        remaining -= written
      } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
        if errno == EAGAIN { waitUntilWritable(descriptor) }
        continue
      } else {
        return
      }
    }
  }

  private static func waitUntilWritable(_ descriptor: Int32) {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&entry, 1, 100)
  }

  /// Marks `descriptor` non-blocking and close-on-exec.
  static func makeNonBlocking(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    let descriptorFlags = fcntl(descriptor, F_GETFD)
    if descriptorFlags >= 0 { _ = fcntl(descriptor, F_SETFD, descriptorFlags | FD_CLOEXEC) }
  }

  /// The window size the kernel reports for `descriptor`, if it is a terminal that knows it.
  static func windowSize(_ descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// `termios` switched to raw mode as `cfmakeraw` does it: no echo, no line editing, no
  /// signals from Ctrl-C/Ctrl-Z (the app sees them as keys), no CR/LF translation, 8-bit.
  /// Reads return as soon as one byte is there.
  static func rawMode(from original: termios) -> termios {
    var raw = original
    cfmakeraw(&raw)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }
}
