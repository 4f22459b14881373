/// A key action in JSON: the argument-less actions as their names (`"deleteBackward"`,
/// `"return"`, `"clear"`, `"evaluate"`), the others as an object with one member named
/// after the action (`{"insert": "7"}`, `{"moveCursor": -1}`, `{"switchLayout": "id"}`,
/// `{"custom": "id"}`).
extension KeyAction: Codable {
  /// Reads an action; an unknown name is a `LayoutError` naming the path.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    self = try KeyAction(json: value, path: JSONPath.from(codingPath: decoder.codingPath))
  }

  /// Writes the action in the form `init(from:)` reads.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .insert(let text): try encodeMember(.insert, text, to: encoder)
    case .moveCursor(let offset): try encodeMember(.moveCursor, offset, to: encoder)
    case .switchLayout(let id): try encodeMember(.switchLayout, id, to: encoder)
    case .custom(let id): try encodeMember(.custom, id, to: encoder)
    case .deleteBackward, .return, .clear, .evaluate:
      var container = encoder.singleValueContainer()
      try container.encode(Self.simpleNames[self])
    }
  }

  private enum ArgumentKey: String, CodingKey, CaseIterable {
    case insert, moveCursor, switchLayout, custom
  }

  private static let simpleNames: [KeyAction: String] = [
    .deleteBackward: "deleteBackward", .return: "return", .clear: "clear", .evaluate: "evaluate",
  ]

  private func encodeMember<Value: Encodable>(
    _ key: ArgumentKey, _ value: Value, to encoder: any Encoder
  ) throws {
    var container = encoder.container(keyedBy: ArgumentKey.self)
    try container.encode(value, forKey: key)
  }

  init(json value: JSONValue, path: String) throws(LayoutError) {
    switch value {
    case .string(let name):
      guard let action = Self.simpleNames.first(where: { $0.value == name })?.key else {
        throw LayoutError(path: path, problem: .unknownAction(name))
      }
      self = action
    case .object(let members):
      guard members.count == 1, let member = members.first else {
        throw LayoutError(
          path: path,
          problem: .wrongType(
            expected: "an action object with exactly one member",
            found: "an object with \(members.count)"))
      }
      let memberPath = JSONPath.member(path, member.key)
      guard let key = ArgumentKey(rawValue: member.key) else {
        throw LayoutError(path: path, problem: .unknownAction(member.key))
      }
      func text() throws(LayoutError) -> String {
        guard case .string(let text) = member.value else {
          throw LayoutError(
            path: memberPath,
            problem: .wrongType(expected: "a string", found: member.value.typeName))
        }
        return text
      }
      switch key {
      case .insert:
        let text = try text()
        if let problem = KeyboardLayout.controlProblem(in: text, path: memberPath) { throw problem }
        self = .insert(text)
      case .switchLayout: self = .switchLayout(try text())
      case .custom: self = .custom(try text())
      case .moveCursor:
        self = .moveCursor(
          try JSONObjectReader.integer(
            member.value, path: memberPath,
            requirement: "must be a whole number from \(Int.min) to \(Int.max)"))
      }
    default:
      throw LayoutError(
        path: path,
        problem: .wrongType(
          expected: "an action name or an object such as {\"insert\": \"7\"}",
          found: value.typeName))
    }
  }
}
