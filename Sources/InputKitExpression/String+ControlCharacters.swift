extension Unicode.Scalar {
  /// Whether this is a C0 control, DEL or a C1 control: a code that steers a terminal.
  package var isControlCharacter: Bool {
    value < 0x20 || (0x7F..<0xA0).contains(value)
  }
}

extension StringProtocol {
  /// The text with each control character written as its code point (`U+001B`), adjacent
  /// ones a space apart.
  ///
  /// Messages quote text a person did not type here this way, so that printing them cannot
  /// switch a terminal's screen or retitle its window.
  package var showingControlCharacters: String {
    guard unicodeScalars.contains(where: \.isControlCharacter) else { return String(self) }
    var result = String.UnicodeScalarView()
    var afterControl = false
    for scalar in unicodeScalars {
      guard scalar.isControlCharacter else {
        result.append(scalar)
        afterControl = false
        continue
      }
      let digits = String(scalar.value, radix: 16, uppercase: true)
      let shown =
        (afterControl ? " U+" : "U+") + String(repeating: "0", count: 4 - digits.count) + digits
      result.append(contentsOf: shown.unicodeScalars)
      afterControl = true
    }
    return String(result)
  }
}
