import Foundation
import InputKitCore

extension ItemSummary {
  /// One item as a tally shows it.
  public struct Row: Hashable, Sendable {
    /// The item's id.
    public var id: ItemID
    /// The item's text with the locale's decimal separator, as it is shown and edited.
    public var text: String
    /// The item's value, or why its text is not a complete expression.
    public var value: Result<Decimal, ExpressionError>

    /// A row for the item `id` showing `text` with `value`.
    public init(id: ItemID, text: String, value: Result<Decimal, ExpressionError>) {
      self.id = id
      self.text = text
      self.value = value
    }
  }
}
