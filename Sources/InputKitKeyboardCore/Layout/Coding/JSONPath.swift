/// Builds the JSON paths `LayoutError` reports: `keys[3].action.insert`.
@_spi(Tally) public enum JSONPath {
  /// The path of a member of an object.
  /// - Parameters:
  ///   - base: The object's path; empty for the document.
  ///   - name: The member's name, quoted in the path when it is not a plain word.
  /// - Returns: The member's path, such as `keys[3].action`.
  public static func member(_ base: String, _ name: String) -> String {
    let simple =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
      }
    if !simple {
      let escaped = name.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      return "\(base)[\"\(escaped)\"]"
    }
    return base.isEmpty ? name : "\(base).\(name)"
  }

  /// The path of an element of an array.
  /// - Parameters:
  ///   - base: The array's path.
  ///   - index: The element's index, from 0.
  /// - Returns: The element's path, such as `keys[3]`.
  public static func element(_ base: String, _ index: Int) -> String {
    "\(base)[\(index)]"
  }

  static func from(codingPath: [any CodingKey]) -> String {
    codingPath.reduce("") { path, key in
      if let index = key.intValue { return element(path, index) }
      return member(path, key.stringValue)
    }
  }

  /// Writes a number as a person writes it: `3`, not `3.0`.
  public static func describe(_ number: Double) -> String {
    if let integer = Int64(exactly: number) { return String(integer) }
    return String(number)
  }
}
