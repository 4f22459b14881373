/// The colours of one kind of key in one appearance.
public struct KeyColors: Hashable, Sendable, Codable {
  /// The key's background.
  public var fill: KeyboardColor
  /// The key's background while a finger is on it.
  public var highlightedFill: KeyboardColor
  /// The key's title.
  public var title: KeyboardColor

  /// Colours for a key.
  public init(fill: KeyboardColor, highlightedFill: KeyboardColor, title: KeyboardColor) {
    self.fill = fill
    self.highlightedFill = highlightedFill
    self.title = title
  }
}
