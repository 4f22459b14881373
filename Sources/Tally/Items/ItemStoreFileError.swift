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
  /// The file is damaged and could not be moved aside either; it was left untouched, and the
  /// caller should not save over it.
  case corruptNotMoved(file: URL, reason: String, moveFailure: String)
  /// The directory for the file does not exist and cannot be created (a parent is a regular
  /// file, a read-only volume); nothing was written.
  case directoryUnavailable(directory: URL, reason: String)
  /// Writing the new version failed (disk full, read-only directory); the previous file is
  /// intact and the temporary file was removed.
  case writeFailed(file: URL, reason: String)
  /// The new version replaced the old one, but the system did not confirm the directory
  /// change reached the disk; after a power cut the previous version may reappear.
  case notConfirmedOnDisk(file: URL, reason: String)
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
    case .corruptNotMoved(let file, let reason, let moveFailure):
      strings.string(
        "error.corruptNotMoved", ["path": file.path, "reason": reason, "moveFailure": moveFailure])
    case .directoryUnavailable(let directory, let reason):
      strings.string("error.directoryUnavailable", ["path": directory.path, "reason": reason])
    case .writeFailed(let file, let reason):
      strings.string("error.writeFailed", ["path": file.path, "reason": reason])
    case .notConfirmedOnDisk(let file, let reason):
      strings.string("error.notConfirmedOnDisk", ["path": file.path, "reason": reason])
    }
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
