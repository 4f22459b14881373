import Foundation
import Testing

@testable import InputKitCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files the commands are pointed at, real ones in a temporary folder: read only when they
/// are regular files of a sensible size, written the way the person set them up.
@Suite("Command files: links, pipes, devices, sizes", .serialized)
struct FileHandlingTests {
  final class Folder {
    let url: URL
    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("inputkit-files-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    var entries: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
  }

  static func render(to path: String) -> ToolRun {
    ToolRun(["render", "calculator", "--width", "320", "--height", "200", "-o", path])
  }

  /// A device number, as `makedev` makes it (which Swift does not import).
  static func device(_ major: UInt32, _ minor: UInt32) -> dev_t {
    #if canImport(Darwin)
      dev_t(Int32(major << 24 | minor))
    #else
      dev_t(major << 8 | minor)
    #endif
  }

  static func mode(_ path: String) -> mode_t {
    var status = stat()
    stat(path, &status)
    return status.st_mode
  }

  /// Opens the other end of the named pipe after `seconds`, so that a wrongly blocking open
  /// ends (and the test then fails) instead of hanging.
  static func unblock(_ path: String, after seconds: UInt32, forWriting: Bool) {
    Thread {
      sleep(seconds)
      let descriptor = open(path, (forWriting ? O_WRONLY : O_RDONLY) | O_NONBLOCK)
      if descriptor >= 0 { close(descriptor) }
    }.start()
  }

  @Test("check-layout refuses a named pipe at once instead of waiting for a writer")
  func checkLayoutFIFO() throws {
    let folder = try Folder()
    let fifo = folder.path("layout.json")
    try #require(mkfifo(fifo, 0o600) == 0)
    Self.unblock(fifo, after: 3, forWriting: true)
    let run = ToolRun(["check-layout", fifo])
    #expect(run.status == 1)
    #expect(run.errors == "error: Cannot read '\(fifo)': it is a named pipe (FIFO), not a file\n")
  }

  @Test("a layout file over 1 MiB is refused before it is read, with the limit in the message")
  func checkLayoutTooLarge() throws {
    let folder = try Folder()
    let path = folder.path("huge.json")
    try Data(repeating: UInt8(ascii: " "), count: 3 << 20).write(to: URL(fileURLWithPath: path))
    let run = ToolRun(["check-layout", path])
    #expect(run.status == 1)
    #expect(
      run.errors
        == "error: Cannot read '\(path)': the file is 3 MiB; files of at most 1 MiB are read\n")
    #expect(ToolRun(["layout", path, "--width", "1", "--height", "1"]).status == 1)
  }

  @Test(
    "a file's size in a message is rounded up to a tenth, never down to the limit",
    arguments: [
      (1_400_000, "1.4 MiB"), ((1 << 20) + 1, "1.1 MiB"), (3 << 20, "3 MiB"),
      (1025, "1.1 KiB"), (2048, "2 KiB"), (1000, "1000 bytes"),
    ])
  func sizeInMessage(bytes: Int, expected: String) {
    #expect(InputFile.Failure.size(bytes) == expected)
  }

  @Test("a 1.4 MB layout file is reported as 1.4 MiB, not as the 1 MiB limit")
  func checkLayoutJustOverLimit() throws {
    let folder = try Folder()
    let path = folder.path("big.json")
    try Data(repeating: UInt8(ascii: " "), count: 1_400_000).write(to: URL(fileURLWithPath: path))
    #expect(
      ToolRun(["check-layout", path]).errors
        == "error: Cannot read '\(path)': the file is 1.4 MiB; files of at most 1 MiB are read\n")
  }

  @Test("check-layout reports every problem: each header field and each field of each key")
  func everyProblem() throws {
    let folder = try Folder()
    let path = folder.path("bad.json")
    try Data(
      """
      {"id": 5, "columns": "five", "rows": true, "keys": [
        {"id": 1, "title": 2, "style": "shiny", "action": {"frobnicate": 1}, "column": 0, "row": 0},
        {"id": "ok", "title": "OK", "style": "digit", "action": "return", "column": "x", "row": 0}
      ]}
      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    let run = ToolRun(["check-layout", path])
    #expect(run.status == 1)
    let lines = run.errors.split(separator: "\n").map(String.init)
    let paths = lines.map { line in
      String(line.dropFirst("error: ".count).prefix { $0 != ":" })
    }
    #expect(
      paths == [
        "id", "columns", "rows", "keys[0].id", "keys[0].title", "keys[0].style",
        "keys[0].action", "keys[1].column",
      ], "\(run.errors)")
    #expect(lines.allSatisfy { $0.hasPrefix("error: ") })
  }

  @Test("render -o through a symbolic link writes the file it points at and keeps the link")
  func renderThroughLink() throws {
    let folder = try Folder()
    try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path("real.svg")))
    try #require(symlink("real.svg", folder.path("link.svg")) == 0)
    let run = Self.render(to: folder.path("link.svg"))
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.svg"))
        == "real.svg")
    #expect(try String(contentsOfFile: folder.path("real.svg"), encoding: .utf8).contains("</svg>"))
    #expect(folder.entries == ["link.svg", "real.svg"])
  }

  @Test("render -o keeps a regular file's mode and refuses one made read-only")
  func renderKeepsMode() throws {
    let folder = try Folder()
    let path = folder.path("pad.svg")
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    try #require(chmod(path, 0o600) == 0)
    #expect(Self.render(to: path).status == 0)
    #expect(Self.mode(path) & 0o7777 == 0o600)
    #expect(Self.mode(path) & S_IFMT == S_IFREG)
    try #require(chmod(path, 0o444) == 0)
    let refused = Self.render(to: path)
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "error: Cannot write '\(path)': the file is read-only (its permissions allow no writing)\n"
    )
    #expect(folder.entries == ["pad.svg"])
  }

  @Test("render -o writes into a named pipe, which stays a pipe")
  func renderIntoFIFO() throws {
    let folder = try Folder()
    let fifo = folder.path("out.svg")
    try #require(mkfifo(fifo, 0o600) == 0)
    final class Received: @unchecked Sendable { var data = Data() }
    let received = Received()
    let reader = Thread {
      guard let handle = FileHandle(forReadingAtPath: fifo) else { return }
      received.data = handle.readDataToEndOfFile()
    }
    reader.start()
    let run = Self.render(to: fifo)
    #expect(run.status == 0, "\(run.errors)")
    for _ in 0..<200 where !String(decoding: received.data, as: UTF8.self).contains("</svg>") {
      usleep(10_000)
    }
    #expect(String(decoding: received.data, as: UTF8.self).contains("</svg>"))
    #expect(Self.mode(fifo) & S_IFMT == S_IFIFO)
  }

  @Test("render -o into a named pipe nobody reads stops with an error instead of waiting forever")
  func renderIntoFIFOWithoutReader() throws {
    let folder = try Folder()
    let fifo = folder.path("out.svg")
    try #require(mkfifo(fifo, 0o600) == 0)
    // A reader comes long after the command gives up, and reads what it gets; it only ends a
    // wait that would otherwise never end, so that a blocking open fails this test (the
    // command then succeeds) instead of hanging it.
    let patience = UInt32(OutputFile.readerPatience.components.seconds)
    Thread {
      sleep(3 * patience)
      let descriptor = open(fifo, O_RDONLY | O_NONBLOCK)
      guard descriptor >= 0 else { return }
      _ = fcntl(descriptor, F_SETFL, 0)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
      close(descriptor)
    }.start()
    let run = Self.render(to: fifo)
    #expect(run.status == 1)
    #expect(
      run.errors
        == "error: Cannot write '\(fifo)': no program opened the named pipe for reading within 2 seconds; start its reader first\n"
    )
    #expect(Self.mode(fifo) & S_IFMT == S_IFIFO)
    #expect(folder.entries == ["out.svg"])
  }

  @Test(
    "render -o writes into a device in place: a full one is a clear error, neither is replaced",
    .enabled(if: geteuid() == 0, "making device files takes root"))
  func renderIntoDevice() throws {
    let folder = try Folder()
    let full = folder.path("full")
    let null = folder.path("null")
    // The same devices as /dev/full and /dev/null, made here so nothing outside is at risk.
    try #require(mknod(full, S_IFCHR | 0o666, Self.device(1, 7)) == 0)
    try #require(mknod(null, S_IFCHR | 0o666, Self.device(1, 3)) == 0)
    let failed = Self.render(to: full)
    #expect(failed.status == 1)
    #expect(failed.errors == "error: Cannot write '\(full)': No space left on device\n")
    #expect(Self.mode(full) & S_IFMT == S_IFCHR)
    #expect(Self.render(to: null).status == 0)
    #expect(Self.mode(null) & S_IFMT == S_IFCHR)
    #expect(folder.entries == ["full", "null"])
  }
}

@Suite("inputkit layout: insets")
struct LayoutInsetsTests {
  @Test("insets larger than the keyboard are a usage error that says which sides and by how much")
  func insetsLargerThanKeyboard() {
    let run = ToolRun([
      "layout", "calculator", "--width", "100", "--height", "50", "--insets", "40,60,40,60",
    ])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.errors.hasPrefix(
        "error: The insets 40,60,40,60 are larger than the 100×50 keyboard: left + right (120) is more than the width (100)"
      ))
    let fitting = ToolRun([
      "layout", "calculator", "--width", "100", "--height", "50", "--insets", "25,50,25,50",
    ])
    #expect(fitting.status == 0)
  }
}
