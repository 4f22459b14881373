/// A keyboard as data: an identifier, a grid size, and the keys placed on it.
///
/// Take a built-in layout (``calculator``, ``calculatorWithParentheses``, ``decimalPad``,
/// ``numberPad``), build one in code, or ship one as a JSON file and read it with
/// ``decode(from:)``. <doc:KeyboardLayouts> has the schema and an example.
public struct KeyboardLayout: Hashable, Sendable, Identifiable {
  /// The identifier `KeyAction.switchLayout(_:)` refers to.
  public var id: String
  /// How many equal columns the content area is divided into.
  public var columns: Int
  /// How many equal rows the content area is divided into.
  public var rows: Int
  /// The keys, in the order frames, hit-test tie-breaks and accessibility follow.
  public var keys: [Key]

  /// Creates a layout without checking it: call ``validate()`` to find overlapping keys, keys
  /// outside the grid and duplicate identifiers, as ``decode(from:)`` does for files.
  /// - Parameters:
  ///   - id: The identifier that `KeyAction.switchLayout(_:)` refers to.
  ///   - columns: How many equal columns the content area is divided into.
  ///   - rows: How many equal rows the content area is divided into.
  ///   - keys: The keys, in the order VoiceOver reads them.
  public init(id: String, columns: Int, rows: Int, keys: [Key]) {
    self.id = id
    self.columns = columns
    self.rows = rows
    self.keys = keys
  }

  /// Finds a key by its identifier.
  /// - Parameter id: The key's identifier, such as `digit7` or `return`.
  /// - Returns: The first key with that identifier, or `nil` if the layout has none.
  public func key(withID id: String) -> Key? {
    keys.first { key in key.id == id }
  }
}

extension KeyboardLayout {
  /// The layout a `switchLayout(id)` key leads to: the data source's answer, or without one
  /// the built-in layout named `id`; `nil` stays on the current one.
  static func switchTarget(
    forID id: String, dataSource: ((String) -> KeyboardLayout?)?
  ) -> KeyboardLayout? {
    guard let dataSource else { return builtIn(named: id) }
    return dataSource(id)
  }
}
