import Foundation
import Testing

@testable import InputKitCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `-o /dev/stdout` and its relatives: the output goes to the descriptor the shell opened,
/// checked with real files opened for appending and real pipes.
@Suite("Output to an open descriptor", .serialized)
struct DescriptorOutputTests {
  static func inode(_ path: String) -> ino_t {
    var status = stat()
    stat(path, &status)
    return status.st_ino
  }

  @Test(
    "paths naming a descriptor of this process are recognised; other paths are followed",
    arguments: [
      ("/dev/stdout", OutputFile.Destination.descriptor(1)),
      ("/dev/stderr", .descriptor(2)),
      ("/dev//./stderr", .descriptor(2)),
      ("/dev/fd/7", .descriptor(7)),
      ("/proc/self/fd/3", .descriptor(3)),
      ("/proc/\(getpid())/fd/4", .descriptor(4)),
      ("/proc/1/fd/1", .inPlace("/proc/1/fd/1")),
      ("/no/such/file.svg", .path("/no/such/file.svg")),
      ("dev/stdout", .path("dev/stdout")),
    ])
  func destinations(path: String, expected: OutputFile.Destination) {
    #expect(OutputFile.destination(of: path) == expected)
  }

  @Test(
    "render -o to a descriptor opened for appending appends to the same file, keeping it",
    arguments: ["/dev/fd/", "/proc/self/fd/", "link"])
  func appendingDescriptor(prefix: String) throws {
    let folder = try FileHandlingTests.Folder()
    let log = folder.path("log")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: log))
    let before = Self.inode(log)
    let descriptor = open(log, O_WRONLY | O_APPEND)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var path = prefix + "\(descriptor)"
    if prefix == "link" {
      path = folder.path("out.svg")
      try #require(symlink("/dev/fd/\(descriptor)", path) == 0)
    }
    let run = FileHandlingTests.render(to: path)
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(Self.inode(log) == before)
    #expect(write(descriptor, "after\n", 6) == 6)
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(text.hasPrefix("old\n<?xml"))
    #expect(text.hasSuffix("</svg>\nafter\n"))
    #expect(folder.entries == (prefix == "link" ? ["log", "out.svg"] : ["log"]))
  }

  @Test(
    "render -o to a pipe's descriptor writes into the pipe",
    arguments: ["/dev/fd/", "/proc/self/fd/"])
  func pipeDescriptor(prefix: String) throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let run = FileHandlingTests.render(to: prefix + "\(ends[1])")
    close(ends[1])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &block, block.count)
      guard count > 0 else { break }
      bytes += block[0..<count]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("<?xml"))
    #expect(text.hasSuffix("</svg>\n"))
  }

  @Test("render -o to a descriptor that is not open fails with the reason")
  func closedDescriptor() {
    let run = FileHandlingTests.render(to: "/dev/fd/987")
    #expect(run.status == 1)
    #expect(run.errors == "error: Cannot write '/dev/fd/987': Bad file descriptor\n")
  }
}
