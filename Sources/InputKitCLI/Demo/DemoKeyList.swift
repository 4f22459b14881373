import InputKitCore

/// What the demo's help says a hardware keyboard types in a prompt: exactly the characters
/// that find a key of the layout, so that it never promises a key the layout lacks.
enum DemoKeyList {
  /// The typed characters of `layout`, the digits as one range when all ten are there:
  /// `0-9 * x X / % + . , -` for the calculator.
  static func typedKeys(of layout: KeyboardLayout) -> String {
    let characters = layout.typedCharacters
    let digits = characters.filter { $0.isASCII && $0.isNumber }
    let others = characters.filter { !($0.isASCII && $0.isNumber) }.map(String.init)
    let allDigits = Set(digits) == Set("0123456789")
    let digitPart = allDigits ? ["0-9"] : digits.sorted().map(String.init)
    return (digitPart + others).joined(separator: " ")
  }
}

extension KeyboardLayout {
  /// The printable ASCII characters that press one of this layout's keys when typed, grouped
  /// by key in layout order, for a help text.
  var typedCharacters: [Character] {
    let printable = (0x21...0x7E).compactMap(Unicode.Scalar.init).map(Character.init)
    var byKey: [String: [Character]] = [:]
    for character in printable {
      guard let key = key(forTyped: character) else { continue }
      byKey[key.id, default: []].append(character)
    }
    return keys.flatMap { key in byKey.removeValue(forKey: key.id) ?? [] }
  }
}
