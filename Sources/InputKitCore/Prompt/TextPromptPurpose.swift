/// What a prompt was opened for, fixed when it is presented and returned with its result,
/// so accepting an edit can never be applied to whatever row happens to be selected by then
/// (the seed read the table's selection back at accept time).
public enum TextPromptPurpose: Hashable, Sendable, Codable {
  /// Adding a new item.
  case add
  /// Editing the item with this id.
  case edit(ItemID)
}
