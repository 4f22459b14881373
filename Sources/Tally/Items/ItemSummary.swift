import Foundation
import InputKitCore

/// What a tally shows for a list of items: each item's text in the reader's locale with its
/// value (or the reason it has none), and the total.
///
/// Items are stored with `.` as the decimal separator whatever the locale (see
/// ``ExpressionText``); the summary evaluates that stored form, so the values do not depend
/// on the locale, and localises only the texts. Compute it once per change of the list, not
/// per frame: it evaluates every item, O(total length of the texts).
public struct ItemSummary: Hashable, Sendable {
  /// One row per item, in the list's order.
  public private(set) var rows: [Row]
  /// The sum of every value that could be computed, added exactly and rounded once to
  /// `Decimal` (so 10^30, 1/3 and −10^30 total one third, not 0.333), or `nil` when the sum
  /// is beyond `Decimal`'s range. Items without a value do not count.
  public private(set) var total: Decimal?

  /// The summary of an empty list: no rows, a total of zero.
  public init() {
    rows = []
    total = 0
  }

  /// The summary of `items`, their texts shown with `locale`'s decimal separator.
  public init(items: [Item], locale: Locale) {
    let evaluator = ExpressionEvaluator()
    var sum: ExpressionValue? = .zero
    rows = items.map { item in
      let exact = evaluator.value(of: item.text)
      let value: Result<Decimal, ExpressionError>
      switch exact {
      case .success(let number):
        sum = sum?.adding(number)
        let whole = item.text.startIndex..<item.text.endIndex
        value =
          number.decimal.map { .success($0) }
          ?? .failure(ExpressionError(kind: .overflow, range: whole))
      case .failure(let error):
        value = .failure(error)
      }
      return Row(
        id: item.id, text: ExpressionText.localized(item.text, locale: locale), value: value)
    }
    total = sum?.decimal
  }
}
