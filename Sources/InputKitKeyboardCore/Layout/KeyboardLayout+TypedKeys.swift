extension KeyboardLayout {
  /// The key that typing `character` on a hardware keyboard stands for: one that inserts or is
  /// titled `character`, else its alias (`*` is `×`, `,` the decimal key); `nil` for none.
  package func key(forTyped character: Character) -> Key? {
    if let key = key(insertingOrTitled: String(character)) { return key }
    let alias: String? =
      switch character {
      case "*", "x", "X": "×"
      case "/": "÷"
      case "-": "\u{2212}"
      case ",", ".": "."
      default: nil
      }
    return alias.flatMap(key(insertingOrTitled:))
  }

  private func key(insertingOrTitled text: String) -> Key? {
    keys.first { $0.action == .insert(text) } ?? keys.first { $0.title == text }
  }
}
