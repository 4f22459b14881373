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
  public internal(set) var rows: [Row]
  /// The sum of every value that could be computed, added exactly and rounded once to
  /// `Decimal` (so 10^30, 1/3 and −10^30 total one third, not 0.333), or `nil` when the sum
  /// is beyond `Decimal`'s range. Items without a value do not count.
  public internal(set) var total: Decimal?
  /// Each row's exact value (`nil` for a row without one), kept so that a change of one row
  /// needs no evaluation of the others.
  var values: [ExpressionValue?]
  /// The exact sum of `values`, which ``total`` rounds; `nil` beyond the exact limit.
  var sum: ExpressionValue?

  /// The summary of an empty list: no rows, a total of zero.
  public init() {
    rows = []
    values = []
    sum = .zero
    total = 0
  }

  /// The summary of `items`, their texts shown with `locale`'s decimal separator.
  public init(items: [Item], locale: Locale) {
    let evaluator = ExpressionEvaluator()
    var rows: [Row] = []
    var values: [ExpressionValue?] = []
    rows.reserveCapacity(items.count)
    values.reserveCapacity(items.count)
    for item in items {
      let (row, value) = Self.entry(for: item, locale: locale, evaluator: evaluator)
      rows.append(row)
      values.append(value)
    }
    self.rows = rows
    self.values = values
    sum = Self.sum(of: values)
    total = sum?.decimal
  }

  /// The row of `item` and its exact value: evaluated from the stored text, shown as a
  /// `Decimal` (an overflow when it has none).
  static func entry(
    for item: Item, locale: Locale, evaluator: ExpressionEvaluator = ExpressionEvaluator()
  ) -> (Row, ExpressionValue?) {
    let exact = evaluator.value(of: item.text)
    let value: Result<Decimal, ExpressionError>
    var sumValue: ExpressionValue?
    switch exact {
    case .success(let number):
      sumValue = number
      let whole = item.text.startIndex..<item.text.endIndex
      value =
        number.decimal.map { .success($0) }
        ?? .failure(ExpressionError(kind: .overflow, range: whole))
    case .failure(let error):
      value = .failure(error)
    }
    let row = Row(
      id: item.id, text: ExpressionText.localized(item.text, locale: locale), value: value)
    return (row, sumValue)
  }

  /// The exact sum of `values`; `nil` beyond the exact limit.
  static func sum(of values: [ExpressionValue?]) -> ExpressionValue? {
    var sum: ExpressionValue? = .zero
    for value in values {
      guard let value else { continue }
      sum = sum?.adding(value)
    }
    return sum
  }
}
