/// The JSON shape of a saved list: `{"version": 1, "nextID": 4, "items": [{"id": 1, "text":
/// "12+3"}, …]}`. `nextID` is saved so ids stay unique after the newest item is removed.
struct ItemStoreDocument: Codable, Sendable {
  /// The format version this code writes and reads.
  static let currentVersion = 1

  var version: Int
  var nextID: ItemID
  var items: [Item]
}
