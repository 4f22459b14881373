import InputKitCore

/// Which screen the tally shows.
enum TallyScreen {
  /// The list of items with their values and the total.
  case list
  /// The "Add new item" or "Edit item" prompt over the calculator keyboard.
  case prompt(OpenPrompt)
  /// One item's detail, reached through the navigation gate.
  case detail(DetailPage)
  /// The three fields that share the keyboard (the app's `fields`).
  case fields
  /// Quitting while changes are not saved: retry saving, keep editing (back to the screen
  /// it was asked `from`), or discard them.
  indirect case confirmQuit(from: TallyScreen)
}
