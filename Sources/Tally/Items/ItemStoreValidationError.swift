/// Why a list read from a file is inconsistent, so the file counts as damaged.
enum ItemStoreValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  case duplicateID(ItemID)
  case idNotBelowNextID(ItemID, nextID: ItemID)

  var description: String {
    switch self {
    case .duplicateID(let id): "the id \(id) is used twice"
    case .idNotBelowNextID(let id, let nextID): "the id \(id) is not below nextID \(nextID)"
    }
  }
}
