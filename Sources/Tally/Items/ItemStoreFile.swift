import Foundation
import InputKitCore

/// Where an ``ItemStore`` is kept: a JSON file at an injected location, replaced atomically
/// on every save so that a crash, a kill or a full disk at any moment leaves either the
/// previous list or the new one on disk, whole.
///
/// Saving writes `<file>.tmp` in the same directory, flushes it, renames it over the file and
/// flushes the directory. Loading a missing file gives an empty list; a damaged file is
/// renamed to `<file>.corrupt-<n>` and reported, never overwritten. One process saves a
/// given file at a time (the temporary file's name is fixed, so a leftover from a killed
/// save is simply truncated by the next one).
public struct ItemStoreFile: Sendable {
  /// The file's location.
  public let url: URL
  private let fileSystem: any ItemFileSystem

  /// The list kept at `url` (a file URL), read and written through `fileSystem`.
  public init(url: URL, fileSystem: any ItemFileSystem = POSIXFileSystem()) {
    self.url = url
    self.fileSystem = fileSystem
  }

  /// The temporary file a save writes before renaming it over ``url``.
  public var temporaryURL: URL {
    url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".tmp")
  }

  private var directoryURL: URL { url.deletingLastPathComponent() }

  /// Reads the list. A missing file is an empty list.
  ///
  /// - Throws: ``ItemStoreFileError/unreadable(file:reason:)`` if the file cannot be read;
  ///   ``ItemStoreFileError/corrupt(file:reason:movedTo:)`` after moving a damaged file
  ///   aside (loading again then gives an empty list);
  ///   ``ItemStoreFileError/corruptNotMoved(file:reason:moveFailure:)`` if that move failed.
  public func load() throws(ItemStoreFileError) -> ItemStore {
    let data: Data
    do {
      guard let contents = try fileSystem.contentsOfFile(at: url.path) else { return ItemStore() }
      data = contents
    } catch {
      throw .unreadable(file: url, reason: error.reason)
    }
    switch Self.decode(data) {
    case .success(let store):
      return store
    case .failure(let problem):
      throw moveAside(reason: problem.reason)
    }
  }

  /// Replaces the file with `store`, creating the directory if it is missing.
  ///
  /// - Throws: ``ItemStoreFileError/directoryUnavailable(directory:reason:)``,
  ///   ``ItemStoreFileError/writeFailed(file:reason:)`` (the previous file is intact), or
  ///   ``ItemStoreFileError/notConfirmedOnDisk(file:reason:)``.
  public func save(_ store: ItemStore) throws(ItemStoreFileError) {
    let data: Data
    do {
      data = try Self.encode(store)
    } catch {
      throw .writeFailed(file: url, reason: String(describing: error))
    }
    do {
      try fileSystem.createDirectory(at: directoryURL.path)
    } catch {
      throw .directoryUnavailable(directory: directoryURL, reason: error.description)
    }
    let temporaryPath = temporaryURL.path
    do {
      try fileSystem.writeDurably(data, to: temporaryPath)
      try fileSystem.rename(temporaryPath, to: url.path)
    } catch {
      // The temporary file may hold a partial write; the real file was never touched.
      try? fileSystem.removeFile(at: temporaryPath)
      throw .writeFailed(file: url, reason: error.description)
    }
    do {
      try fileSystem.synchronizeDirectory(at: directoryURL.path)
    } catch {
      throw .notConfirmedOnDisk(file: url, reason: error.description)
    }
  }

  /// The JSON for `store`: sorted keys and indentation, so a saved list diffs and reads well.
  static func encode(_ store: ItemStore) throws -> Data {
    let document = ItemStoreDocument(
      version: ItemStoreDocument.currentVersion, nextID: store.nextID, items: store.items)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(document)
  }

  /// The list in `data`, or why `data` is not a list this version can read.
  static func decode(_ data: Data) -> Result<ItemStore, DecodeProblem> {
    let document: ItemStoreDocument
    do {
      document = try JSONDecoder().decode(ItemStoreDocument.self, from: data)
    } catch {
      return .failure(DecodeProblem(error))
    }
    guard document.version == ItemStoreDocument.currentVersion else {
      return .failure(DecodeProblem(reason: "unsupported format version \(document.version)"))
    }
    do {
      return .success(try ItemStore(items: document.items, nextID: document.nextID))
    } catch {
      return .failure(DecodeProblem(reason: error.description))
    }
  }

  /// Renames the damaged file to the first free `<file>.corrupt-<n>` and returns the error
  /// that reports it.
  private func moveAside(reason: String) -> ItemStoreFileError {
    let attempts = 1...10_000
    guard
      let free = attempts.lazy.map({ self.url.path + ".corrupt-\($0)" })
        .first(where: { !self.fileSystem.itemExists(at: $0) })
    else {
      return .corruptNotMoved(
        file: url, reason: reason,
        moveFailure: "\(attempts.count) earlier damaged copies are already kept")
    }
    do {
      try fileSystem.rename(url.path, to: free)
    } catch {
      return .corruptNotMoved(file: url, reason: reason, moveFailure: error.description)
    }
    // The damaged copy is kept either way; a failed flush only risks the rename's durability.
    try? fileSystem.synchronizeDirectory(at: directoryURL.path)
    return .corrupt(file: url, reason: reason, movedTo: URL(fileURLWithPath: free))
  }
}
