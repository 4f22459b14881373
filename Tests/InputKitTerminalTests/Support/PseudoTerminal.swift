#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair: `secondary` is the terminal a program under test uses, `primary`
/// is the side a terminal emulator would hold, where tests read the program's output and
/// type its input.
final class PseudoTerminal {
  let primary: Int32
  let secondary: Int32
  private var primaryOpen = true

  init?() {
    guard let calls = PseudoTerminalCalls() else { return nil }
    let primary = calls.open(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { return nil }
    guard calls.grant(primary) == 0, calls.unlock(primary) == 0, let name = calls.name(primary)
    else {
      close(primary)
      return nil
    }
    let secondary = open(name, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
      close(primary)
      return nil
    }
    self.primary = primary
    self.secondary = secondary
  }

  deinit {
    closePrimary()
    close(secondary)
  }

  /// The secondary's current settings.
  var settings: termios {
    var settings = termios()
    _ = tcgetattr(secondary, &settings)
    return settings
  }

  func setSize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
  }

  /// Types `text` as if on the keyboard.
  func type(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(primary, bytes.baseAddress, bytes.count) }
  }

  /// What the program wrote, read until `expected` has appeared or nothing more arrives
  /// within two seconds.
  func readOutput(until expected: String) -> String {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: output, as: UTF8.self).contains(expected) {
      var entry = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 2000) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    return String(decoding: output, as: UTF8.self)
  }

  func closePrimary() {
    guard primaryOpen else { return }
    primaryOpen = false
    close(primary)
  }
}

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`, looked up at run time because Glibc's
/// headers hide them from Swift unless `_XOPEN_SOURCE` is defined.
private struct PseudoTerminalCalls {
  typealias DescriptorCall = @convention(c) (Int32) -> Int32
  typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  let open: DescriptorCall
  let grant: DescriptorCall
  let unlock: DescriptorCall
  let name: NameCall

  init?() {
    let process = dlopen(nil, RTLD_NOW)
    guard let open = dlsym(process, "posix_openpt"), let grant = dlsym(process, "grantpt"),
      let unlock = dlsym(process, "unlockpt"), let name = dlsym(process, "ptsname")
    else { return nil }
    self.open = unsafeBitCast(open, to: DescriptorCall.self)
    self.grant = unsafeBitCast(grant, to: DescriptorCall.self)
    self.unlock = unsafeBitCast(unlock, to: DescriptorCall.self)
    self.name = unsafeBitCast(name, to: NameCall.self)
  }
}
