extension KeyboardLayout {
  /// The layout a `switchLayout(id)` key leads to.
  ///
  /// A keyboard with a data source asks it (`dataSource` answers by id): its layout is shown,
  /// and its `nil` keeps the current layout, as the data source promises. A keyboard without
  /// one finds the built-in layout named `id` (``builtIn(named:)``); an unknown name keeps the
  /// current layout.
  ///
  /// - Returns: The layout to show, or `nil` to stay on the current one.
  static func switchTarget(
    forID id: String, dataSource: ((String) -> KeyboardLayout?)?
  ) -> KeyboardLayout? {
    guard let dataSource else { return builtIn(named: id) }
    return dataSource(id)
  }
}
