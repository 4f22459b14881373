import Foundation
// The strict JSON parser of the layout files, shared through an SPI rather than `package`: the
// example app compiles this module in an Xcode target of its own, outside the package.
@_spi(Tally) import InputKitCore

/// The JSON shape of a saved list: `{"version": 1, "nextID": 4, "items": [{"id": 1, "text":
/// "12+3"}]}`; `nextID` keeps ids unique after the newest item is removed.
///
/// Read with the strict parser the layout files use, not `JSONDecoder`, which keeps one of two
/// members with one name: here a duplicate is damage, and every problem names its place. Unknown
/// members are ignored.
struct ItemStoreDocument: Sendable {
  /// The format version this code writes and reads.
  static let currentVersion = 1

  var version: Int
  var nextID: ItemID
  var items: [Item]

  /// The document in `data`, or what is wrong with it.
  init(reading data: Data) throws(DecodeProblem) {
    let root: JSONValue
    do {
      root = try JSONParser.parse(data)
    } catch {
      throw DecodeProblem(
        reason: "not valid JSON at line \(error.line), column \(error.column): \(error.message)")
    }
    guard case .object(let members) = root else {
      throw DecodeProblem(reason: "expected an object at the top, found \(root.typeName)")
    }
    let versionValue = try Self.required("version", in: members, path: "")
    guard case .number(let number, let text) = versionValue else {
      throw DecodeProblem(reason: "version: expected a number, found \(versionValue.typeName)")
    }
    guard number == Double(Self.currentVersion) else {
      throw DecodeProblem(reason: "unsupported format version \(text)")
    }
    version = Self.currentVersion
    nextID = try Self.id(Self.required("nextID", in: members, path: ""), path: "nextID")
    let itemsValue = try Self.required("items", in: members, path: "")
    guard case .array(let elements) = itemsValue else {
      throw DecodeProblem(reason: "items: expected an array, found \(itemsValue.typeName)")
    }
    var items: [Item] = []
    items.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let path = JSONPath.element("items", index)
      guard case .object(let fields) = element else {
        throw DecodeProblem(reason: "\(path): expected an object, found \(element.typeName)")
      }
      let id = try Self.id(Self.required("id", in: fields, path: path), path: path + ".id")
      let textValue = try Self.required("text", in: fields, path: path)
      guard case .string(let text) = textValue else {
        throw DecodeProblem(reason: "\(path).text: expected a string, found \(textValue.typeName)")
      }
      items.append(Item(id: id, text: text))
    }
    self.items = items
  }

  /// Member `name` of an object at `path`; objects hold a few members, so a search is quicker
  /// than a dictionary.
  private static func required(
    _ name: String, in members: [(key: String, value: JSONValue)], path: String
  ) throws(DecodeProblem) -> JSONValue {
    guard let member = members.first(where: { $0.key == name }) else {
      throw DecodeProblem(
        reason: "\(JSONPath.member(path, name)): this required field is missing")
    }
    return member.value
  }

  /// `value` as an id: a whole number that fits `UInt64`, read from the text as written.
  private static func id(_ value: JSONValue, path: String) throws(DecodeProblem) -> ItemID {
    guard case .number(_, let text) = value else {
      throw DecodeProblem(reason: "\(path): expected a number, found \(value.typeName)")
    }
    guard let number = UInt64(text) else {
      throw DecodeProblem(
        reason: "\(path): bad number \(text): must be a whole number from 0 to \(UInt64.max)")
    }
    return ItemID(rawValue: number)
  }
}
