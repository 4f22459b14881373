/// The list of items the example app edits, in display order, with the next id to hand out.
///
/// A value: every change is a `mutating` method that returns what it did or throws an
/// ``ItemStoreError`` and changes nothing. Ids come from a counter that is saved with the
/// items (see ``ItemStoreFile``), so an id is never handed out twice, even after the item
/// that had it was removed and the list was saved and loaded again.
public struct ItemStore: Hashable, Sendable {
  /// The items in display order.
  public private(set) var items: [Item]
  /// The id the next added item gets; always above every id in ``items``.
  public private(set) var nextID: ItemID

  /// An empty list whose first item gets id 1.
  public init() {
    items = []
    nextID = ItemID(rawValue: 1)
  }

  /// A list of `items` continuing at `nextID`, as read from a file; a duplicate id or an id
  /// not below `nextID` makes the file damaged rather than being silently repaired.
  init(items: [Item], nextID: ItemID) throws(ItemStoreValidationError) {
    var seen: Set<ItemID> = []
    for item in items {
      guard seen.insert(item.id).inserted else { throw .duplicateID(item.id) }
      guard item.id < nextID else { throw .idNotBelowNextID(item.id, nextID: nextID) }
    }
    self.items = items
    self.nextID = nextID
  }

  /// The number of items.
  public var count: Int { items.count }

  /// The item with `id`, if there is one.
  public func item(withID id: ItemID) -> Item? {
    items.first { $0.id == id }
  }

  /// The position of the item with `id`, if there is one.
  public func index(of id: ItemID) -> Int? {
    items.firstIndex { $0.id == id }
  }

  /// Adds `text` as a new item at `index` (the end if `nil`) and returns it.
  @discardableResult
  public mutating func add(_ text: String, at index: Int? = nil) throws(ItemStoreError) -> Item {
    let position = index ?? items.count
    guard position >= 0, position <= items.count else {
      throw .indexOutOfRange(index: position, count: items.count)
    }
    let (following, overflow) = nextID.rawValue.addingReportingOverflow(1)
    guard !overflow else { throw .idsExhausted }
    let item = Item(id: nextID, text: text)
    items.insert(item, at: position)
    nextID = ItemID(rawValue: following)
    return item
  }

  /// Replaces the text of the item with `id`, keeping its id and position; returns the item
  /// as it was before.
  @discardableResult
  public mutating func replace(_ id: ItemID, with text: String) throws(ItemStoreError) -> Item {
    guard let position = index(of: id) else { throw .unknownID(id) }
    let previous = items[position]
    items[position].text = text
    return previous
  }

  /// Removes the item with `id` and returns it. Its id is not reused.
  @discardableResult
  public mutating func remove(_ id: ItemID) throws(ItemStoreError) -> Item {
    guard let position = index(of: id) else { throw .unknownID(id) }
    return items.remove(at: position)
  }

  /// Moves the item at `source` so that it ends up at `destination`, as a table view's
  /// reordering reports it; both positions are in `0..<count`.
  public mutating func move(from source: Int, to destination: Int) throws(ItemStoreError) {
    guard items.indices.contains(source) else {
      throw .indexOutOfRange(index: source, count: items.count)
    }
    guard items.indices.contains(destination) else {
      throw .indexOutOfRange(index: destination, count: items.count)
    }
    let item = items.remove(at: source)
    items.insert(item, at: destination)
  }
}
