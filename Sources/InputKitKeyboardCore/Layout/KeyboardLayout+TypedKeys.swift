extension KeyboardLayout {
  /// The key that typing `character` on a hardware keyboard stands for, so typed and tapped input
  /// pass the same keys and rules; `nil` for none.
  ///
  /// A key matches when it inserts or is titled `character`; failing that, `*` (or `x`) is `×`, `/`
  /// is `÷`, `-` is `−`, and `.` or `,` is the decimal key. O(number of keys).
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

extension KeyboardLayout {
  /// The printable ASCII characters that press one of this layout's keys when typed (see
  /// `key(forTyped:)`), grouped by the key they press in layout order: what a help text can
  /// promise someone at a hardware keyboard. O(95 × number of keys).
  package var typedCharacters: [Character] {
    let printable = (0x21...0x7E).compactMap(Unicode.Scalar.init).map(Character.init)
    var byKey: [String: [Character]] = [:]
    for character in printable {
      guard let key = key(forTyped: character) else { continue }
      byKey[key.id, default: []].append(character)
    }
    return keys.flatMap { key in byKey.removeValue(forKey: key.id) ?? [] }
  }
}
