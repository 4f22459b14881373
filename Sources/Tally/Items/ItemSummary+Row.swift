import Foundation
import InputKitCore

extension ItemSummary {
  /// One item as a tally shows it.
  public struct Row: Hashable, Sendable {
    /// The item's id.
    public var id: ItemID
    /// The item's text with the locale's decimal separator, as it is shown and edited.
    public var text: String
    /// The item's exact value, or why it has none: its text is not a complete expression,
    /// or the value is beyond `Decimal`'s range (an `overflow`). Format it with
    /// ``InputKitCore/ResultFormatter``, which rounds once from the exact value.
    public var value: Result<ExpressionValue, ExpressionError>

    /// A row for the item `id` showing `text` with `value`.
    public init(id: ItemID, text: String, value: Result<ExpressionValue, ExpressionError>) {
      self.id = id
      self.text = text
      self.value = value
    }

    /// The value that counts in the total; `nil` for a row without one.
    var countedValue: ExpressionValue? {
      guard case .success(let value) = value else { return nil }
      return value
    }
  }
}
