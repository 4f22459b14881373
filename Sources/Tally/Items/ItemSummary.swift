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
  /// The sum of every value that could be computed, or `nil` when the sum is beyond
  /// `Decimal`'s range. Items without a value do not count.
  public internal(set) var total: Decimal?
  /// Whether ``total`` is the exact sum (no addition rounded or overflowed), so that a change
  /// of one row can adjust it by the old and new values and still get exactly what summing
  /// every row again would give.
  var totalIsExact = true

  /// The summary of an empty list: no rows, a total of zero.
  public init() {
    rows = []
    total = 0
  }

  /// `left + right` (`right − … ` when `subtracting`), and whether it was exact.
  static func add(
    _ left: Decimal, _ right: Decimal, subtracting: Bool = false
  ) -> (
    Decimal, exact: Bool
  ) {
    var result = Decimal()
    var left = left
    var right = right
    let error =
      subtracting
      ? NSDecimalSubtract(&result, &left, &right, .plain)
      : NSDecimalAdd(&result, &left, &right, .plain)
    return (result, error == .noError)
  }

  /// The summary of `items`, their texts shown with `locale`'s decimal separator.
  public init(items: [Item], locale: Locale) {
    let evaluator = ExpressionEvaluator()
    rows = items.map { Self.row(for: $0, locale: locale, evaluator: evaluator) }
    (total, totalIsExact) = Self.total(of: rows)
  }

  /// The row of `item`: its value evaluated from the stored text.
  static func row(
    for item: Item, locale: Locale, evaluator: ExpressionEvaluator = ExpressionEvaluator()
  ) -> Row {
    Row(
      id: item.id, text: ExpressionText.localized(item.text, locale: locale),
      value: evaluator.evaluate(item.text))
  }

  /// The sum of the rows' values, or `nil` beyond `Decimal`'s range, and whether every
  /// addition was exact.
  static func total(of rows: [Row]) -> (Decimal?, exact: Bool) {
    var sum = Decimal(0)
    var exact = true
    for row in rows {
      guard case .success(let number) = row.value else { continue }
      let (next, isExact) = add(sum, number)
      sum = next
      exact = exact && isExact
    }
    // Decimal arithmetic signals overflow with NaN rather than trapping.
    return sum.isNaN ? (nil, false) : (sum, exact)
  }
}
