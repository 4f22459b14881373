/// A keyboard as data: an identifier, a grid size, and the keys placed on it.
///
/// Layouts are values an app can build in code, take from the built-ins
/// (`KeyboardLayout.builtIn(named:)`) or ship as JSON files (`KeyboardLayout.decode(from:)`,
/// schema in <doc:KeyboardLayouts>). `layOut(in:)` turns one into key frames for a
/// given size; the result also answers hit-tests.
public struct KeyboardLayout: Hashable, Sendable, Identifiable {
  /// The layout's identifier, which `KeyAction.switchLayout(_:)` refers to.
  public var id: String
  /// How many equal columns the content area is divided into.
  public var columns: Int
  /// How many equal rows the content area is divided into.
  public var rows: Int
  /// The keys, in the order frames, hit-test tie-breaks and accessibility follow.
  public var keys: [Key]

  /// Creates a layout. It is not checked here; `validate()` reports overlaps, spans outside
  /// the grid and duplicate ids, as `decode(from:)` does for files.
  public init(id: String, columns: Int, rows: Int, keys: [Key]) {
    self.id = id
    self.columns = columns
    self.rows = rows
    self.keys = keys
  }

  /// The key with identifier `id`, if the layout has one.
  public func key(withID id: String) -> Key? {
    keys.first { key in key.id == id }
  }
}
