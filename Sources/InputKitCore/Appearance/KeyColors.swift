/// The colours of one kind of key in one appearance.
public struct KeyColors: Hashable, Sendable, Codable {
  /// The key's background.
  public var fill: InterfaceColor
  /// The key's background while a finger is on it.
  public var highlightedFill: InterfaceColor
  /// The key's title.
  public var title: InterfaceColor

  /// Colours for a key.
  public init(fill: InterfaceColor, highlightedFill: InterfaceColor, title: InterfaceColor) {
    self.fill = fill
    self.highlightedFill = highlightedFill
    self.title = title
  }
}
