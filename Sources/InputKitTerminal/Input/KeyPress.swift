/// A key pressed with the modifiers held at the time.
public struct KeyPress: Hashable, Sendable {
  /// The key.
  public var key: Key
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a key press; no modifiers unless given.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
