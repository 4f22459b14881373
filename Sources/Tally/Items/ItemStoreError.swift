import Foundation
import InputKitCore

/// Why a change to an ``ItemStore`` was refused; the store is left unchanged.
public enum ItemStoreError: Error, Hashable, Sendable {
  /// No item has this id (it was removed, or belongs to another list).
  case unknownID(ItemID)
  /// A position outside `0..<count` (or `0...count` where inserting at the end is allowed).
  case indexOutOfRange(index: Int, count: Int)
  /// Every id up to `UInt64.max` has been handed out; ids are never reused.
  case idsExhausted
}

extension ItemStoreError {
  /// A sentence for a person, in `language`.
  public func message(in language: InterfaceLanguage) -> String {
    let strings = LocalizedStrings.tally("Items", language: language)
    return switch self {
    case .unknownID(let id):
      strings.string("error.unknownID", ["id": id.description])
    case .indexOutOfRange(let index, let count):
      strings.string("error.indexOutOfRange", ["index": String(index), "count": String(count)])
    case .idsExhausted:
      strings.string("error.idsExhausted")
    }
  }
}

extension ItemStoreError: LocalizedError {
  /// The message in the app's language (`InterfaceLanguage.current`), for
  /// `localizedDescription` and apps' error handling.
  public var errorDescription: String? { message(in: .current) }
}
