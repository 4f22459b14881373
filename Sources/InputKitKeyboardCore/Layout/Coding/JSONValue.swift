import Foundation

/// A parsed JSON document, from which layout and list files are decoded so every problem is
/// reported with its JSON path.
///
/// Objects keep their members in file order; numbers keep the text as written. Shared with
/// the example app through the SPI `Tally`, since its Xcode target sees no `package`
/// declarations.
@_spi(Tally) public enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(Double, text: String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  /// The JSON type's name as a person reads it in an error message.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Decodable {
  /// Reads any JSON value from a `Decoder`, so that the `Decodable` conformances share the
  /// path-reporting reader.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value, text: JSONPath.describe(value))
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let values = try? container.decode([JSONValue].self) {
      self = .array(values)
    } else {
      let members = try container.decode([String: JSONValue].self)
      // A decoder's dictionary has no order; sorting keeps decoding deterministic.
      self = .object(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
    }
  }
}
