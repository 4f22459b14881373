/// Builds the JSON paths `LayoutError` reports: `keys[3].action.insert`.
@_spi(Tally) public enum JSONPath {
  /// The path of member `name` of the object at `base`.
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

  /// The path of element `index` of the array at `base`.
  public static func element(_ base: String, _ index: Int) -> String {
    "\(base)[\(index)]"
  }

  /// The path a `Decoder` is at, in the same notation.
  static func from(codingPath: [any CodingKey]) -> String {
    codingPath.reduce("") { path, key in
      if let index = key.intValue { return element(path, index) }
      return member(path, key.stringValue)
    }
  }

  /// A number as a person writes it: `3`, not `3.0`.
  public static func describe(_ number: Double) -> String {
    if let integer = Int64(exactly: number) { return String(integer) }
    return String(number)
  }
}
