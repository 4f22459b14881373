/// Reads the members of one JSON object for the layout decoder, naming the path of every
/// problem it finds: a missing field, an unknown one, a value of the wrong type.
struct JSONObjectReader {
  /// The object's own path.
  let path: String
  private let members: [String: JSONValue]

  /// Reads `value` as an object whose members are all among `allowed`.
  init(_ value: JSONValue, path: String, allowed: [String]) throws(LayoutError) {
    guard case .object(let list) = value else {
      throw LayoutError(
        path: path, problem: .wrongType(expected: "an object", found: value.typeName))
    }
    if let unknown = list.first(where: { member in !allowed.contains(member.key) }) {
      throw LayoutError(
        path: JSONPath.member(path, unknown.key), problem: .unknownField(allowed: allowed))
    }
    self.path = path
    self.members = Dictionary(
      list.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether the object has member `name`.
  func contains(_ name: String) -> Bool {
    members[name] != nil
  }

  /// The path of member `name`.
  func path(_ name: String) -> String {
    JSONPath.member(path, name)
  }

  /// Member `name`, which must be present.
  func required(_ name: String) throws(LayoutError) -> JSONValue {
    guard let value = members[name] else {
      throw LayoutError(path: path(name), problem: .missingField)
    }
    return value
  }

  /// Member `name` as a string.
  func string(_ name: String) throws(LayoutError) -> String {
    guard let text = try optionalString(name) else {
      throw LayoutError(path: path(name), problem: .missingField)
    }
    return text
  }

  /// Member `name` as a string, `nil` when absent.
  func optionalString(_ name: String) throws(LayoutError) -> String? {
    guard let value = members[name] else { return nil }
    guard case .string(let text) = value else {
      throw LayoutError(
        path: path(name), problem: .wrongType(expected: "a string", found: value.typeName))
    }
    return text
  }

  /// Member `name` as a finite number; one beyond `Double`'s range (`1e999`) is reported as
  /// written, with `requirement`, the field's range in words.
  func finiteNumber(_ name: String, requirement: String) throws(LayoutError) -> Double {
    let value = try required(name)
    let number = try Self.number(value, path: path(name))
    guard number.isFinite else {
      guard case .number(_, let text) = value else { return number }
      throw LayoutError(path: path(name), problem: .badNumber(text, requirement: requirement))
    }
    return number
  }

  /// Member `name` as a whole number that fits `Int`; anything else is reported as written,
  /// with `requirement`, the field's range in words ("must be a whole number from 1 to 100").
  /// The range itself is the validator's business, so that layouts built in code get the same
  /// messages.
  func integer(_ name: String, requirement: String) throws(LayoutError) -> Int {
    try Self.integer(required(name), path: path(name), requirement: requirement)
  }

  /// Member `name` as a whole number that fits `Int`, `nil` when absent.
  func optionalInteger(_ name: String, requirement: String) throws(LayoutError) -> Int? {
    guard let value = members[name] else { return nil }
    return try Self.integer(value, path: path(name), requirement: requirement)
  }

  /// `value` as a number.
  static func number(_ value: JSONValue, path: String) throws(LayoutError) -> Double {
    guard case .number(let number, _) = value else {
      throw LayoutError(
        path: path, problem: .wrongType(expected: "a number", found: value.typeName))
    }
    return number
  }

  /// `value` as an `Int`, or a bad-number error showing the number as the file wrote it
  /// (`9223372036854775808`, not `9.223372036854776e+18`) if it is fractional or beyond
  /// `Int`.
  static func integer(
    _ value: JSONValue, path: String, requirement: String
  ) throws(LayoutError) -> Int {
    guard case .number(let number, let text) = value else {
      throw LayoutError(
        path: path, problem: .wrongType(expected: "a number", found: value.typeName))
    }
    // `Int(text)` first: a `Double` rounds 9223372036854775807 up to 2^63, past `Int.max`.
    guard let integer = Int(text) ?? Int(exactly: number) else {
      throw LayoutError(path: path, problem: .badNumber(text, requirement: requirement))
    }
    return integer
  }
}
