import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `Process` exists where a test can start a program: macOS and Linux, not iOS, which the support
// module is type-checked for too.
#if os(Linux) || os(macOS)

  /// Another person on this machine, for the tests of a folder two people share: a system user
  /// `inputkit-test` (no home, no login shell), created on first use, that a test's helper
  /// program (`item-store-writer`, `inputkit`) runs as through `runuser`. Only root can act as someone else, so these tests run where the
  /// suite runs as root (as CI does) and are skipped, with the reason, everywhere else.
  package enum SecondUser {
    package static let name = "inputkit-test"

    /// Why the second user cannot be used here; `nil` when it can.
    package static let unavailable: String? = prepare()

    /// The user's id, once ``unavailable`` is `nil`.
    package static var id: uid_t { getpwnam(name).map { $0.pointee.pw_uid } ?? 0 }

    /// The `runuser` program, which runs a command as another user without a password or a
    /// shell (util-linux).
    package static let runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }

    private static func prepare() -> String? {
      guard geteuid() == 0 else {
        return "needs root to act as a second user (the suite runs as uid \(geteuid()))"
      }
      guard runuser != nil else { return "needs runuser (util-linux) to act as a second user" }
      if getpwnam(name) == nil {
        let useradd = ["/usr/sbin/useradd", "/sbin/useradd"].first {
          FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let useradd else { return "needs useradd to create the user \(name)" }
        // A concurrent run may create it first; what matters is that it exists afterwards.
        _ = run(useradd, ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name])
        guard getpwnam(name) != nil else { return "could not create the user \(name)" }
      }
      return nil
    }

    /// Runs `executable` with `arguments` as the second user; returns its exit status and
    /// standard output.
    ///
    /// What runs is a copy, with the resource bundles beside it that it loads its strings from,
    /// in a folder open to everyone: the build folder may sit in a home directory closed to
    /// others.
    package static func run(asSecondUser executable: URL, _ arguments: [String]) -> (Int32, String)
    {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("inputkit-second-user-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let copy = folder.appendingPathComponent(executable.lastPathComponent)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let products = executable.deletingLastPathComponent()
        for bundle in try FileManager.default.contentsOfDirectory(atPath: products.path)
        where bundle.hasSuffix(".resources") {
          try FileManager.default.copyItem(
            at: products.appendingPathComponent(bundle), to: folder.appendingPathComponent(bundle))
        }
        try FileManager.default.copyItem(at: executable, to: copy)
        guard chmod(folder.path, 0o755) == 0 else { throw POSIXError(.EPERM) }
      } catch {
        return (-1, "could not copy \(executable.path) where \(name) can run it: \(error)")
      }
      // Another test's child forked while the copy was open for writing holds that descriptor
      // until it executes, and the kernel refuses to run a file open for writing (ETXTBSY):
      // such a refusal is retried once that child has moved on.
      for _ in 1..<50 {
        let (status, text) = run(runuser ?? "runuser", ["-u", name, "--", copy.path] + arguments)
        guard status != 0, text.contains("failed to execute"), text.contains("Text file busy")
        else { return (status, text) }
        usleep(20_000)
      }
      return run(runuser ?? "runuser", ["-u", name, "--", copy.path] + arguments)
    }

    private static func run(_ executable: String, _ arguments: [String]) -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      do {
        try process.run()
      } catch {
        return (-1, "\(error)")
      }
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, text)
    }
  }

#endif
