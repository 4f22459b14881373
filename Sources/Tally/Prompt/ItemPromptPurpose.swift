/// What an item prompt was opened for, fixed when it is presented and applied with its result,
/// so accepting an edit can never be applied to whatever row happens to be selected by then.
public enum ItemPromptPurpose: Hashable, Sendable, Codable {
  /// Adding a new item.
  case add
  /// Editing the item with this id.
  case edit(ItemID)
}
