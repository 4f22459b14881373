import Foundation
import Testing

/// The libraries an app ships (every `InputKit…` target but the terminal's and the tool's) must not call any API that Apple's
/// privacy manifests list as required-reason API, so that no app needs to declare a reason for
/// InputKit. The example app's file store, which does, lives in the Tally module.
@Suite("Required-reason API")
struct RequiredReasonAPITests {
  /// Apple's categories: file timestamps, system boot time, disk space, active keyboards and
  /// user defaults, by the names a Swift file would use.
  static let names = [
    "stat", "fstat", "lstat", "fstatat", "getattrlist", "getattrlistbulk", "fgetattrlist",
    "getattrlistat", "creationDate", "modificationDate", "contentModificationDateKey",
    "creationDateKey", "NSFileCreationDate", "NSFileModificationDate", "attributesOfItem",
    "systemUptime", "mach_absolute_time", "statfs", "statvfs", "fstatfs", "fstatvfs",
    "volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
    "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey",
    "systemFreeSize", "systemSize", "NSFileSystemFreeSize", "NSFileSystemSize",
    "activeInputModes", "UserDefaults", "NSUserDefaults",
  ]

  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// Every library target an app can link: found on disk, so a new target cannot be missed.
  static let libraries =
    ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
    .filter {
      $0.hasPrefix("InputKit") && !["InputKitTerminal", "InputKitCLI", "InputKitTool"].contains($0)
    }
    .sorted()

  static func codeLines(of module: String) throws -> [(file: String, line: String)] {
    let root = sources.appendingPathComponent(module)
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    return try files.flatMap { file in
      try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.hasPrefix("//") }.map { (file, $0) }
    }
  }

  @Test("the libraries are found: the five products' and their core's")
  func librariesFound() {
    #expect(Self.libraries.count >= 14)
    #expect(Self.libraries.contains("InputKitOverlay") && Self.libraries.contains("InputKitShared"))
  }

  @Test("the shipped libraries call none of it", arguments: libraries)
  func noneInLibraries(module: String) throws {
    let pattern = try Regex("\\b(" + Self.names.joined(separator: "|") + ")\\b")
    let lines = try Self.codeLines(of: module)
    #expect(!lines.isEmpty)
    for (file, line) in lines where line.contains(pattern) {
      Issue.record("\(module)/\(file): \(line)")
    }
  }

  @Test("the check finds it where it is: the tally's file store")
  func foundInTally() throws {
    let pattern = try Regex("\\b(" + Self.names.joined(separator: "|") + ")\\b")
    #expect(try Self.codeLines(of: "Tally").contains { $0.line.contains(pattern) })
  }
}
