import Foundation
import InputKitCore

/// Why a list could not be loaded or saved. Each case says what was kept: nothing a person
/// saved is deleted or overwritten by a failure.
public enum ItemStoreFileError: Error, Hashable, Sendable {
  /// The file exists but cannot be read (permissions, a directory in its place); it was left
  /// untouched, and the caller should not save over it.
  case unreadable(file: URL, reason: String)
  /// The file is not a list this version can read; it was renamed to `movedTo`
  /// (`items.json.corrupt-<n>`) so a later save cannot overwrite it.
  case corrupt(file: URL, reason: String, movedTo: URL)
  /// The file is damaged and was renamed to `movedTo`, like ``corrupt(file:reason:movedTo:)``;
  /// a complete list that could not be written to the file earlier is kept at `copy`.
  case corruptWithCopy(file: URL, reason: String, movedTo: URL, copy: URL)
  /// The file is damaged and could not be moved aside either; it was left untouched, and the
  /// caller should not save over it.
  case corruptNotMoved(file: URL, reason: String, moveFailure: String)
  /// The directory for the file does not exist and cannot be created (a parent is a regular
  /// file, a read-only volume); nothing was written.
  case directoryUnavailable(directory: URL, reason: String)
  /// Writing the new version failed (disk full, read-only directory); the previous file is
  /// intact and the temporary file was removed.
  case writeFailed(file: URL, reason: String)
  /// Writing the first version failed; there was no earlier file, and nothing was left behind.
  case firstSaveFailed(file: URL, reason: String)
  /// The new version replaced the old one, but the system did not confirm the directory
  /// change reached the disk; after a power cut the previous version may reappear.
  case notConfirmedOnDisk(file: URL, reason: String)
  /// The path names a named pipe, a device or a directory, not a list file; nothing was read
  /// or written, and reading never waited for a writer.
  case notARegularFile(file: URL, kind: FileStatus.Kind)
  /// The file is larger than the store reads (`limit` bytes); it was left untouched, and the
  /// caller should not save over it.
  case tooLarge(file: URL, size: Int64, limit: Int64)
  /// Nobody may write the file by its permission bits: its owner made it read-only, so it is
  /// not replaced; nothing was written.
  case readOnly(file: URL)
  /// The file belongs to someone else and its permissions do not let this user write it, so
  /// it is not replaced (which would make it this user's); nothing was written.
  case notWritable(file: URL)
  /// Another process holds the file's lock: the list is open elsewhere, and saving here
  /// would lose that session's changes.
  case lockedElsewhere(file: URL)
  /// The file's lock could not be taken (its lock file cannot be opened, say, or the file
  /// system does not lock): another session might be editing the list, so this one must not
  /// save.
  case lockUnavailable(file: URL, reason: String)
  /// Writing a file with several hard links in place failed part-way (disk full); the file
  /// may be damaged, and the complete new list was kept at `newVersion`.
  case overwriteFailed(file: URL, reason: String, newVersion: URL)
}

extension ItemStoreFileError {
  /// A sentence for a person, in `language`, naming the file and what was kept.
  public func message(in language: InterfaceLanguage) -> String {
    let strings = LocalizedStrings.tally("Items", language: language)
    return switch self {
    case .unreadable(let file, let reason):
      strings.string("error.unreadable", ["path": file.path, "reason": reason])
    case .corrupt(let file, let reason, let movedTo):
      strings.string(
        "error.corrupt", ["path": file.path, "reason": reason, "movedTo": movedTo.path])
    case .corruptWithCopy(let file, let reason, let movedTo, let copy):
      strings.string(
        "error.corruptWithCopy",
        ["path": file.path, "reason": reason, "movedTo": movedTo.path, "copy": copy.path])
    case .corruptNotMoved(let file, let reason, let moveFailure):
      strings.string(
        "error.corruptNotMoved", ["path": file.path, "reason": reason, "moveFailure": moveFailure])
    case .directoryUnavailable(let directory, let reason):
      strings.string("error.directoryUnavailable", ["path": directory.path, "reason": reason])
    case .writeFailed(let file, let reason):
      strings.string("error.writeFailed", ["path": file.path, "reason": reason])
    case .firstSaveFailed(let file, let reason):
      strings.string("error.firstSaveFailed", ["path": file.path, "reason": reason])
    case .notConfirmedOnDisk(let file, let reason):
      strings.string("error.notConfirmedOnDisk", ["path": file.path, "reason": reason])
    case .notARegularFile(let file, let kind):
      strings.string(
        "error.notARegularFile",
        ["path": file.path, "kind": strings.string("fileKind.\(kind.rawValue)")])
    case .tooLarge(let file, let size, let limit):
      strings.string(
        "error.tooLarge",
        ["path": file.path, "size": Self.mebibytes(size), "limit": Self.mebibytes(limit)])
    case .readOnly(let file):
      strings.string("error.readOnly", ["path": file.path])
    case .notWritable(let file):
      strings.string("error.notWritable", ["path": file.path])
    case .lockedElsewhere(let file):
      strings.string("error.lockedElsewhere", ["path": file.path])
    case .lockUnavailable(let file, let reason):
      strings.string("error.lockUnavailable", ["path": file.path, "reason": reason])
    case .overwriteFailed(let file, let reason, let newVersion):
      strings.string(
        "error.overwriteFailed",
        ["path": file.path, "reason": reason, "newVersion": newVersion.path])
    }
  }
}

extension ItemStoreFileError {
  /// `bytes` in MiB to a tenth, rounded up so that a file just over the limit never reads as
  /// the limit itself: `16.1`, `0.1`, `16`.
  static func mebibytes(_ bytes: Int64) -> String {
    let tenths = (bytes * 10 + 1_048_575) / 1_048_576
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }
}

extension ItemStoreFileError: CustomStringConvertible {
  /// The English message.
  public var description: String { message(in: .english) }
}

extension ItemStoreFileError: LocalizedError {
  /// The message in the app's language (`InterfaceLanguage.current`), for
  /// `localizedDescription` and apps' error handling.
  public var errorDescription: String? { message(in: .current) }
}
