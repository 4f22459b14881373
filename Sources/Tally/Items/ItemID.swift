/// The stable identity of an item: given once when the item is added, never reused, and the
/// same after saving and loading, so an edit started on one item can never land on another.
public struct ItemID: RawRepresentable, Hashable, Comparable, Codable, Sendable,
  CustomStringConvertible
{
  /// The number stored in the file; ids are handed out in increasing order from 1.
  public let rawValue: UInt64

  /// The id with number `rawValue`.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Decodes the bare number, keeping the file format a plain `{"id": 3, …}`.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  /// Encodes the bare number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Orders ids by age: a smaller id was handed out earlier.
  public static func < (lhs: ItemID, rhs: ItemID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The number, as shown in messages.
  public var description: String { String(rawValue) }
}
