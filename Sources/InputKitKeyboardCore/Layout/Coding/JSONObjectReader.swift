/// Reads the members of one JSON object for the layout decoder, naming the path of every
/// problem it finds: a missing field, an unknown one, a value of the wrong type.
struct JSONObjectReader {
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

  func contains(_ name: String) -> Bool {
    members[name] != nil
  }

  func path(_ name: String) -> String {
    JSONPath.member(path, name)
  }

  func required(_ name: String) throws(LayoutError) -> JSONValue {
    guard let value = members[name] else {
      throw LayoutError(path: path(name), problem: .missingField)
    }
    return value
  }

  func string(_ name: String) throws(LayoutError) -> String {
    guard let text = try optionalString(name) else {
      throw LayoutError(path: path(name), problem: .missingField)
    }
    return text
  }

  func optionalString(_ name: String) throws(LayoutError) -> String? {
    guard let value = members[name] else { return nil }
    guard case .string(let text) = value else {
      throw LayoutError(
        path: path(name), problem: .wrongType(expected: "a string", found: value.typeName))
    }
    return text
  }

  /// Member `name` as a finite number; `1e999` is reported as written, with `requirement`.
  func finiteNumber(_ name: String, requirement: String) throws(LayoutError) -> Double {
    let value = try required(name)
    guard case .number(let number, let text) = value else {
      throw LayoutError(
        path: path(name), problem: .wrongType(expected: "a number", found: value.typeName))
    }
    guard number.isFinite else {
      throw LayoutError(path: path(name), problem: .badNumber(text, requirement: requirement))
    }
    return number
  }

  /// Member `name` as a whole number that fits `Int`; anything else is reported as written,
  /// with `requirement`. The range itself is the validator's business, so that layouts built
  /// in code get the same messages.
  func integer(_ name: String, requirement: String) throws(LayoutError) -> Int {
    try Self.integer(required(name), path: path(name), requirement: requirement)
  }

  func optionalInteger(_ name: String, requirement: String) throws(LayoutError) -> Int? {
    guard let value = members[name] else { return nil }
    return try Self.integer(value, path: path(name), requirement: requirement)
  }

  /// `value` as an `Int`, or a bad-number error showing the number as the file wrote it.
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

extension [LayoutError] {
  /// What `read` returns, or `nil` with its error appended, so that one bad field does not
  /// hide the problems of the others.
  mutating func field<T>(_ read: () throws(LayoutError) -> T) -> T? {
    do throws(LayoutError) {
      return try read()
    } catch {
      append(error)
      return nil
    }
  }
}
