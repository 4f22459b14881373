/// One entry of the list the example app edits: its stable id and its text (in the demo, a
/// calculator expression such as `12+3`).
public struct Item: Hashable, Codable, Sendable, Identifiable {
  /// The item's identity, stable across edits, moves, saves and loads.
  public let id: ItemID
  /// What the person typed.
  public var text: String

  /// The item `id` holding `text`.
  public init(id: ItemID, text: String) {
    self.id = id
    self.text = text
  }
}
