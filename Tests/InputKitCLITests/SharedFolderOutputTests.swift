import Foundation
import InputKitTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `render -o` run by a second person (``SecondUser``, through `runuser`) in a folder both may
/// write, on real files: what it may replace there and what it must leave to its owner.
@Suite(
  "render -o in a folder two people share",
  .serialized,
  .enabled(if: SecondUser.unavailable == nil, Comment(rawValue: SecondUser.unavailable ?? "")))
struct SharedFolderOutputTests {
  /// A temporary folder everyone may write, holding `theirs.svg` ("old"), the first person's
  /// file with `mode`.
  static func sharedFolder(mode: mode_t) throws -> FileHandlingTests.Folder {
    let folder = try FileHandlingTests.Folder()
    try #require(chmod(folder.url.path, 0o777) == 0)
    try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path("theirs.svg")))
    try #require(chmod(folder.path("theirs.svg"), mode) == 0)
    return folder
  }

  /// Runs `inputkit render calculator … -o path` as the second user.
  static func renderAsSecondUser(to path: String) throws -> (status: Int32, output: String) {
    SecondUser.run(
      asSecondUser: try ToolProcessTests.toolURL(),
      ["render", "calculator", "--width", "320", "--height", "200", "-o", path])
  }

  static func owner(_ path: String) -> uid_t {
    var status = stat()
    stat(path, &status)
    return status.st_uid
  }

  @Test(
    "another user's file the second person may not write is refused with the store's words, not taken over"
  )
  func foreignFileIsNotTakenOver() throws {
    let folder = try Self.sharedFolder(mode: 0o644)
    let path = folder.path("theirs.svg")
    let run = try Self.renderAsSecondUser(to: path)
    #expect(run.status == 1)
    #expect(
      run.output
        == "error: \(path) belongs to another user and its permissions do not let you write it, so it is left as it is.\n"
    )
    #expect(Self.owner(path) == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
    #expect(folder.entries == ["theirs.svg"])
  }

  @Test("in the same folder the second person writes a new file of their own")
  func ownNewFileIsWritten() throws {
    let folder = try Self.sharedFolder(mode: 0o644)
    let path = folder.path("mine.svg")
    let run = try Self.renderAsSecondUser(to: path)
    #expect(run.status == 0, "\(run.output)")
    #expect(Self.owner(path) == SecondUser.id)
    #expect(folder.entries == ["mine.svg", "theirs.svg"])
  }
}
