import Foundation
import InputKitCore

/// What a tally shows for a list of items: each item's text in the reader's locale with its value
/// (or why it has none), and the total.
///
/// Items are stored with `.` as the separator (``ExpressionText``), so values never depend on the
/// locale. Compute it once per change, not per frame: it evaluates every item.
public struct ItemSummary: Hashable, Sendable {
  /// One row per item, in the list's order.
  public internal(set) var rows: [Row]
  /// The exact sum of every row's value (so 10^30, 1/3 and −10^30 total exactly one third),
  /// for ``InputKitCore/ResultFormatter`` to round once; `nil` when the sum is beyond
  /// `Decimal`'s range, as a row's value would be, or beyond the exact limit. Rows without a
  /// value, whatever the reason, do not count.
  public internal(set) var total: ExpressionValue?
  /// The exact sum of the rows' values, which ``total`` shows when it is in range; `nil`
  /// beyond the exact limit. Kept so that a change of one row needs no evaluation or
  /// addition of the others.
  var sum: ExpressionValue?

  /// The summary of an empty list: no rows, a total of zero.
  public init() {
    rows = []
    sum = .zero
    total = .zero
  }

  /// The summary of `items`, their texts shown with `locale`'s decimal separator.
  public init(items: [Item], locale: Locale) {
    let evaluator = ExpressionEvaluator()
    var rows: [Row] = []
    rows.reserveCapacity(items.count)
    for item in items {
      rows.append(Self.row(for: item, locale: locale, evaluator: evaluator))
    }
    self.rows = rows
    sum = Self.sum(of: rows)
    total = Self.total(of: sum)
  }

  /// The row of `item`, evaluated exactly from the stored text; a value beyond `Decimal`'s
  /// range is an overflow, as ``InputKitCore/ExpressionEvaluator/evaluate(_:)`` and the
  /// expression validation rule report it.
  static func row(
    for item: Item, locale: Locale, evaluator: ExpressionEvaluator = ExpressionEvaluator()
  ) -> Row {
    var value = evaluator.value(of: item.text)
    // Rare: only a value beyond Decimal's range is evaluated again, for the error `evaluate`
    // reports it with.
    if case .success(let number) = value, !number.isWithinDecimalRange,
      case .failure(let overflow) = evaluator.evaluate(item.text)
    {
      value = .failure(overflow)
    }
    return Row(id: item.id, text: ExpressionText.localized(item.text, locale: locale), value: value)
  }

  /// The exact sum of the values of `rows`; `nil` beyond the exact limit.
  static func sum(of rows: [Row]) -> ExpressionValue? {
    var sum: ExpressionValue? = .zero
    for row in rows {
      guard let value = row.countedValue else { continue }
      sum = sum?.adding(value)
    }
    return sum
  }

  /// The total shown for the exact `sum`: the sum itself, unless it is out of range.
  static func total(of sum: ExpressionValue?) -> ExpressionValue? {
    guard let sum, sum.isWithinDecimalRange else { return nil }
    return sum
  }
}
